/** @jest-environment node */
/**
 * app-ads.txt's three diagnoses (issue 52): the publisher's line marked RESELLER, a line for this provider's domain
 * with another account ID, and no line at all are told apart, each with the exact fix, on the app, in account
 * health and in the alert's mail; the QA switch of the fake web (`/__mock/web`) produces each.
 */
import type { App, HealthReport } from '../../../src/contract/typings';
import { diagnose } from '../../core/lib/appAds';
import { alertsApi } from '../alerts/support';
import { fakeClock, freshApiPerTest, type TestApi } from '../helpers';

const LINE = 'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6';
const RESELLER = 'media-console-ssp.example, pub-000002, RESELLER, c3f2a1b0e9d8c7b6';
const OTHER = 'MEDIA-CONSOLE-SSP.EXAMPLE, pub-000777, DIRECT';
const SELLERS = 'google.com, pub-1, DIRECT\napplovin.com, 3f1a0c, RESELLER';

describe('the diagnosis of a file (lib/appAds.ts)', () => {
  it.each([
    ['verified', `${SELLERS}\n${LINE}`, undefined],
    ['resellerLine', `${SELLERS}\n${RESELLER} # ours`, RESELLER],
    ['otherAccount', `${SELLERS}\n${OTHER}`, OTHER],
    ['lineMissing', SELLERS, undefined],
    // Our RESELLER line wins over another account's: the fix is the publisher's own line.
    ['resellerLine', `${OTHER}\n${RESELLER}`, RESELLER],
    // A DIRECT line anywhere passes, whatever else the file says.
    ['verified', `${RESELLER}\n${OTHER}\n${LINE}`, undefined],
    ['lineMissing', `# ${LINE}`, undefined],
  ])('%s', (status, body, found) => {
    expect(diagnose(body, 2)).toEqual(found === undefined ? { status } : { status, found });
  });

  it('keeps a long found line to 300 characters', () => {
    const long = `media-console-ssp.example, pub-000002, RESELLER, ${'x'.repeat(400)}`;
    expect(diagnose(long, 2).found).toHaveLength(300);
  });
});

describe('the three diagnoses through the API', () => {
  const clock = fakeClock();
  let api: TestApi;
  let token: string;
  freshApiPerTest({ now: clock.now, figuresNow: clock.now, sessionLimit: 3 }, (a, t) => {
    api = a;
    token = t;
  });

  async function verifiedApp(): Promise<App> {
    const r = await api.post<{ list: App[] }>('/media/app/list', { pageSize: 100 }, { token });
    return r.body.result.list.find((a) => a.appAds.status === 'verified')!;
  }

  /** The QA switch: the app's file on the fake web, then "check again". */
  async function fileSays(app: App, body: string): Promise<App> {
    const put = await fetch(`${api.base}/__mock/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: app.appAds.fileUrl, body }),
    });
    expect(put.status).toBe(200);
    const r = await api.post<App>('/media/app/appAds/check', { id: app.id }, { token });
    expect(r.body.code).toBe(0);
    return r.body.result;
  }

  it.each([
    ['resellerLine', RESELLER, RESELLER],
    ['otherAccount', OTHER, OTHER],
    ['lineMissing', SELLERS, undefined],
  ])(
    '%s: on the app, the filter, the problems list and account health, with the line to write',
    async (status, body, found) => {
      const app = await verifiedApp();
      const checked = await fileSays(app, `${SELLERS}\n${body}\n`);
      expect(checked.appAds.status).toBe(status);
      expect(checked.appAds.line).toBe(LINE);
      expect(checked.appAds.found).toBe(found);
      const filtered = await api.post<{ list: App[] }>('/media/app/list', { appAdsStatus: status }, { token });
      expect(filtered.body.result.list.map((a) => a.id)).toContain(app.id);
      const problems = await api.post<{ id: number; status: string }[]>('/media/app/appAds/problems', {}, { token });
      expect(problems.body.result).toContainEqual(expect.objectContaining({ id: app.id, status }));
      const health = await api.post<HealthReport>('/media/health/list', {}, { token });
      const item = health.body.result.issues.find((i) => i.id === `appAds:${app.id}`)!;
      expect(item).toMatchObject({ kind: 'appAds', appAdsStatus: status, appAds: { status, line: LINE } });
      expect(item.appAds?.found).toBe(found);
    },
  );

  it("the alert's mail names the diagnosis and the exact fix", async () => {
    const a = alertsApi(api);
    const app = await verifiedApp();
    expect((await api.post('/media/alert/prefs/update', { emailKinds: ['appAdsTxt'] }, { token })).body.code).toBe(0);
    await a.create(token, { kind: 'appAdsTxt', scope: 'app', appId: app.id });
    await fileSays(app, `${SELLERS}\n${RESELLER}\n`);
    expect(await a.run()).toBeGreaterThan(0);
    const [mail] = await a.notices('demo@media-console.test');
    expect(mail.text).toContain(`"${RESELLER}"`);
    expect(mail.text).toContain(`Change it to: ${LINE}`);
    // The console's notification carries the check as it is now, with its fix; once fixed, no more.
    const opened = (await a.notifications(token)).list.find((n) => n.appId === app.id)!;
    expect(opened.appAds).toMatchObject({ status: 'resellerLine', found: RESELLER, line: LINE });
    await fileSays(app, `${LINE}\n`);
    expect((await a.notifications(token)).list.find((n) => n.appId === app.id)).not.toHaveProperty('appAds');
  });
});
