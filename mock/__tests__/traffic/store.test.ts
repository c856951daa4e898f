/** @jest-environment node */
import { lookupStore, parseStoreUrl, storeUrlProblem, type StoreRecord } from '../../core/lib/store';
import { freshApiPerTest, type TestApi } from '../helpers';

interface Listing {
  platform: string;
  packageName: string;
  storeUrl: string;
  name: string;
  iconUrl: string;
  category: string;
}
interface App {
  id: number;
  storeUrl: string;
  iconUrl: string | null;
  childDirected: boolean;
  contentRating: string;
  reviewStatus: string;
}

let api: TestApi;
let token: string;
freshApiPerTest({}, (a, t) => {
  api = a;
  token = t;
});

const lookup = (query: string, platform?: string) =>
  api.post<{ listing: Listing | null }>('/media/app/store/lookup', { query, platform }, { token });

const NEW_APP = {
  name: 'Tide Tracker',
  platform: 'android',
  packageName: 'com.studio.tidetracker',
  category: 'travel',
};

async function qa(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return res;
}

describe('the fake store (lib/store.ts)', () => {
  const store: StoreRecord[] = [
    {
      platform: 'android',
      packageName: 'com.a.b',
      storeId: null,
      name: 'A',
      iconUrl: '/i',
      category: 'games',
      developer: '',
    },
    {
      platform: 'ios',
      packageName: 'com.a.b',
      storeId: '123456',
      name: 'A',
      iconUrl: '/i',
      category: 'games',
      developer: '',
    },
  ];
  it('reads Google Play and App Store addresses; other addresses name no app', () => {
    expect(parseStoreUrl('https://play.google.com/store/apps/details?id=com.a.b&hl=en')).toEqual({
      platform: 'android',
      packageName: 'com.a.b',
    });
    expect(parseStoreUrl('https://apps.apple.com/us/app/some-name/id123456?l=en')).toEqual({
      platform: 'ios',
      storeId: '123456',
    });
    expect(parseStoreUrl('https://store.example/app/com.a.b')).toBeNull();
    expect(parseStoreUrl('javascript:alert(1)')).toBeNull();
  });
  it('finds by address, or by package on the chosen platform (case-insensitive)', () => {
    expect(lookupStore(store, 'https://apps.apple.com/app/id123456')?.platform).toBe('ios');
    expect(lookupStore(store, 'COM.A.B', 'ios')?.storeId).toBe('123456');
    expect(lookupStore(store, 'com.a.b')?.platform).toBe('android');
    expect(lookupStore(store, 'com.a.c')).toBeNull();
  });
  it.each([
    ['android', 'com.a.b', 'https://play.google.com/store/apps/details?id=com.a.b', null],
    ['android', 'com.a.c', 'https://play.google.com/store/apps/details?id=com.a.b', 'storeUrlMismatch'],
    ['android', 'com.a.b', 'https://apps.apple.com/app/id123456', 'storeUrlPlatform'],
    ['ios', 'com.x.y', 'https://apps.apple.com/app/id123456', 'storeUrlMismatch'],
    ['ios', 'com.a.b', 'https://apps.apple.com/app/id123456', null],
    ['ios', 'com.x.y', 'https://apps.apple.com/app/id999999', null],
    ['android', 'com.a.b', 'https://play.google.com/store/search?q=x', 'storeUrlNotStore'],
    ['android', 'com.a.b', 'https://store.example/com.a.c', null],
    ['android', 'com.a.b', '', null],
  ] as const)('%s %s with %s: %s', (platform, pkg, url, problem) => {
    expect(storeUrlProblem(store, platform, pkg, url)?.key ?? null).toBe(problem);
  });
});

describe('store lookup and app facts through the API', () => {
  it('looks an app up by store address or package and answers name, icon, category and the store page', async () => {
    const byPackage = await lookup('com.studio.tidetracker', 'android');
    expect(byPackage.body.result.listing).toMatchObject({
      platform: 'android',
      name: 'Tide Tracker',
      category: 'travel',
      storeUrl: 'https://play.google.com/store/apps/details?id=com.studio.tidetracker',
    });
    expect(byPackage.body.result.listing!.iconUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/__mock\/store\/icon\?id=/);
    const icon = await api.get(new URL(byPackage.body.result.listing!.iconUrl).pathname + '?id=com.studio.tidetracker');
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const byUrl = await lookup('https://apps.apple.com/us/app/tide-tracker/id6450001234');
    expect(byUrl.body.result.listing).toMatchObject({ platform: 'ios', packageName: 'com.studio.tidetracker' });
    expect((await lookup('com.nobody.here')).body.result.listing).toBeNull();
    const bad = await lookup('not a package');
    expect(bad.body.code).toBe(4001);
    expect(bad.body.errors?.query).toMatch(/Google Play or App Store/);
  });

  it('refuses a store page of another package with a message naming both', async () => {
    const r = await api.post(
      '/media/app/create',
      { ...NEW_APP, storeUrl: 'https://play.google.com/store/apps/details?id=com.demomedia.blockpuzzle' },
      { token },
    );
    expect(r.body.code).toBe(4001);
    expect(r.body.errors?.storeUrl).toBe(
      'This store page belongs to com.demomedia.blockpuzzle, not to com.studio.tidetracker',
    );
    const ios = await api.post(
      '/media/app/create',
      {
        ...NEW_APP,
        platform: 'ios',
        packageName: 'com.other.app',
        storeUrl: 'https://apps.apple.com/app/id6450001234',
      },
      { token },
    );
    expect(ios.body.errors?.storeUrl).toMatch(/belongs to com\.studio\.tidetracker, not to com\.other\.app/);
  });

  it('"not published yet" is an app without a store URL, linked to its listing later', async () => {
    const made = await api.post<App>('/media/app/create', NEW_APP, { token });
    expect(made.body.code).toBe(0);
    expect(made.body.result).toMatchObject({
      storeUrl: '',
      iconUrl: null,
      childDirected: false,
      contentRating: 'everyone',
    });
    const wrong = await api.post(
      '/media/app/update',
      { id: made.body.result.id, storeUrl: 'https://play.google.com/store/apps/details?id=com.other.app' },
      { token },
    );
    expect(wrong.body.code).toBe(4001);
    const linked = await api.post<App>(
      '/media/app/update',
      { id: made.body.result.id, storeUrl: 'https://play.google.com/store/apps/details?id=com.studio.tidetracker' },
      { token },
    );
    expect(linked.body.result.storeUrl).toBe('https://play.google.com/store/apps/details?id=com.studio.tidetracker');
  });

  it('icons are http(s) only; COPPA and the content rating travel with every ad request', async () => {
    const evil = await api.post('/media/app/create', { ...NEW_APP, iconUrl: 'javascript:alert(1)' }, { token });
    expect(evil.body.errors?.iconUrl).toBeDefined();
    const made = await api.post<App>(
      '/media/app/create',
      { ...NEW_APP, iconUrl: 'https://cdn.example/i.png', childDirected: true, contentRating: 'everyone' },
      { token },
    );
    expect(made.body.result).toMatchObject({ iconUrl: 'https://cdn.example/i.png', childDirected: true });
    const pos = await api.post<{ unitId: string }>(
      '/media/adPosition/create',
      { appId: made.body.result.id, name: 'Banner', adType: 'banner', bannerSize: '320x50', floorPrice: 0.5 },
      { token },
    );
    const unitId = pos.body.result.unitId;
    const adRequest = async () =>
      (await (await qa('POST', '/__mock/adRequest', { unitId })).json()).result.request as Record<string, unknown>;
    expect(await adRequest()).toMatchObject({
      unitId,
      bundle: 'com.studio.tidetracker',
      coppa: 1,
      contentRating: 'everyone',
    });
    await api.post(
      '/media/app/update',
      { id: made.body.result.id, childDirected: false, contentRating: 'teen' },
      { token },
    );
    expect(await adRequest()).toMatchObject({ coppa: 0, contentRating: 'teen' });
    const unknown = await fetch(`${api.base}/__mock/adRequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitId: 'mc-1-999999' }),
    });
    expect((await unknown.json()).code).toBe(4004);
  });

  it('QA puts and removes listings under /__mock/store', async () => {
    await qa('POST', '/__mock/store', {
      platform: 'ios',
      packageName: 'com.qa.newgame',
      storeId: '7000000001',
      name: 'QA Game',
      category: 'games',
    });
    expect((await lookup('https://apps.apple.com/app/id7000000001')).body.result.listing?.name).toBe('QA Game');
    await qa('DELETE', '/__mock/store?platform=ios&packageName=com.qa.newgame');
    expect((await lookup('com.qa.newgame', 'ios')).body.result.listing).toBeNull();
  });
});
