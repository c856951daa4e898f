/** @jest-environment node */
import { crawl, hasLine, APP_ADS_RECHECK_MS } from '../../core/lib/appAds';
import { fakeClock, freshApiPerTest, SUB01, type TestApi } from '../helpers';

interface AppAds {
  status: string;
  checkedAt: string | null;
  line: string;
  fileUrl: string | null;
}
interface App {
  id: number;
  name: string;
  website: string | null;
  appAds: AppAds;
  reviewStatus: string;
}

const clock = fakeClock();
let api: TestApi;
let token: string;
freshApiPerTest({ now: clock.now }, (a, t) => {
  api = a;
  token = t;
});

async function apps(params: Record<string, unknown> = {}, who = token): Promise<App[]> {
  const r = await api.post<{ list: App[] }>('/media/app/list', { pageSize: 100, ...params }, { token: who });
  expect(r.body.code).toBe(0);
  return r.body.result.list;
}

async function putFile(file: Record<string, unknown>) {
  const res = await fetch(`${api.base}/__mock/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(file),
  });
  expect(res.status).toBe(200);
}

describe('the crawler (lib/appAds.ts)', () => {
  const web = {
    'https://a.example/app-ads.txt': { status: 200, body: 'media-console-ssp.example, pub-000002, DIRECT, x' },
    'https://b.example/app-ads.txt': { status: 200, body: 'google.com, pub-1, DIRECT\n' },
    'http://c.example/app-ads.txt': { status: 301, location: 'https://a.example/app-ads.txt' },
    'https://d.example/app-ads.txt': { status: 301, location: 'https://d.example/app-ads.txt' },
    'https://e.example/app-ads.txt': { status: 500 },
  };
  it.each([
    ['https://a.example/some/page', 'verified'],
    ['https://b.example', 'lineMissing'],
    ['http://c.example', 'verified'],
    ['https://d.example', 'notFound'],
    ['https://e.example', 'notFound'],
    ['https://nowhere.example', 'notFound'],
    [null, 'notFound'],
  ])('%s: %s', (website, status) => {
    expect(crawl(web, website, 2).status).toBe(status);
  });

  it('needs the domain, this publisher and DIRECT; comments and case do not matter', () => {
    expect(hasLine('MEDIA-CONSOLE-SSP.EXAMPLE , PUB-000002 , direct # ours', 2)).toBe(true);
    expect(hasLine('media-console-ssp.example, pub-000002, RESELLER', 2)).toBe(false);
    expect(hasLine('media-console-ssp.example, pub-000003, DIRECT', 2)).toBe(false);
    expect(hasLine('# media-console-ssp.example, pub-000002, DIRECT', 2)).toBe(false);
  });
});

describe('app-ads.txt through the API', () => {
  it('checks the seed apps when they are read: each status, the exact line and where the file is', async () => {
    const list = await apps();
    const by = (s: string) => list.filter((a) => a.appAds.status === s);
    expect(by('verified').length).toBeGreaterThan(0);
    expect(by('lineMissing').length).toBeGreaterThan(0);
    expect(by('notFound').length).toBeGreaterThan(0);
    // The new app in review has no website yet.
    const pending = list.find((a) => a.reviewStatus === 'pending')!;
    expect(pending.website).toBeNull();
    expect(pending.appAds).toMatchObject({ status: 'unchecked', checkedAt: null, fileUrl: null });
    const checked = by('verified')[0];
    expect(checked.appAds.line).toBe('media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6');
    expect(checked.appAds.fileUrl).toMatch(/^https?:\/\/[^/]+\/app-ads\.txt$/);
    expect(Date.parse(checked.appAds.checkedAt!)).toBe(clock.now());
    // Filter by status.
    const missing = await apps({ appAdsStatus: 'lineMissing' });
    expect(missing.map((a) => a.id).sort()).toEqual(
      by('lineMissing')
        .map((a) => a.id)
        .sort(),
    );
  });

  it('a fixed file shows after "check again"; a day later the mock checks by itself', async () => {
    const [app] = (await apps()).filter((a) => a.appAds.status === 'lineMissing');
    await putFile({ url: app.appAds.fileUrl, body: `${app.appAds.line}\n` });
    // Not before a check.
    expect((await apps()).find((a) => a.id === app.id)!.appAds.status).toBe('lineMissing');
    const r = await api.post<App>('/media/app/appAds/check', { id: app.id }, { token });
    expect(r.body.result.appAds.status).toBe('verified');
    // The file goes away; after a day the list notices.
    await fetch(`${api.base}/__mock/web?url=${encodeURIComponent(app.appAds.fileUrl!)}`, { method: 'DELETE' });
    expect((await apps()).find((a) => a.id === app.id)!.appAds.status).toBe('verified');
    clock.advance(APP_ADS_RECHECK_MS + 1000);
    const later = await api.signIn();
    expect((await apps({}, later)).find((a) => a.id === app.id)!.appAds.status).toBe('notFound');
  });

  it('a new app and a changed website are checked at once; a website must be http(s)', async () => {
    const base = { name: 'Ads Test', platform: 'android', storeUrl: 'https://store.example/x', category: 'games' };
    const bad = await api.post(
      '/media/app/create',
      { ...base, packageName: 'com.t.one', website: 'javascript:alert(1)' },
      { token },
    );
    expect(bad.body.code).not.toBe(0);
    await putFile({ url: 'https://new-dev.example/app-ads.txt', body: 'google.com, pub-1, DIRECT\n' });
    const made = await api.post<App>(
      '/media/app/create',
      { ...base, packageName: 'com.t.two', website: 'https://new-dev.example/' },
      { token },
    );
    expect(made.body.result.appAds.status).toBe('lineMissing');
    const moved = await api.post<App>(
      '/media/app/update',
      { id: made.body.result.id, website: 'http://demomedia-tools.example' },
      { token },
    );
    expect(moved.body.result.appAds.status).toBe('verified');
    const none = await api.post<App>('/media/app/update', { id: made.body.result.id, website: '' }, { token });
    expect(none.body.result).toMatchObject({ website: null, appAds: { status: 'unchecked' } });
  });

  it('problems: the apps in scope with a missing line or file; a sub-account sees only its apps', async () => {
    const r = await api.post<{ id: number; name: string; status: string }[]>(
      '/media/app/appAds/problems',
      {},
      { token },
    );
    const list = await apps();
    const expected = list.filter((a) => !['verified', 'unchecked'].includes(a.appAds.status)).map((a) => a.id);
    expect(r.body.result.map((p) => p.id).sort()).toEqual(expected.sort());
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const mine = new Set((await apps({}, sub)).map((a) => a.id));
    const subProblems = await api.post<{ id: number }[]>('/media/app/appAds/problems', {}, { token: sub });
    expect(subProblems.body.result.every((p) => mine.has(p.id))).toBe(true);
    // Checking an app out of scope looks like a missing app.
    const outside = list.find((a) => !mine.has(a.id))!;
    const refused = await api.post('/media/app/appAds/check', { id: outside.id }, { token: sub });
    expect(refused.body.code).toBe(4004);
  });
});
