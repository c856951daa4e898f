/** @jest-environment node */
import { APP_ADS_RECHECK_MS } from '../../core/lib/appAds';
import { DEMO, SUB01, fakeClock, freshApiPerTest, type TestApi } from '../helpers';

interface Issue {
  id: string;
  kind: string;
  severity: 'blocking' | 'warning';
  app: { id: number; name: string } | null;
  adPosition: { id: number; name: string } | null;
  month: string | null;
  requests: number | null;
  amount: number;
  currency: string;
  appAdsStatus: string | null;
  blocker: string | null;
  hold: { state: string } | null;
  deadline: string | null;
  missing: string[];
}
interface Report {
  issues: Issue[];
  timeZone: string;
  checkedAt: string;
}
interface App {
  id: number;
  name: string;
  platform: string;
  packageName: string;
  reviewStatus: string;
  enabled: boolean;
  appAds: { status: string; fileUrl: string | null };
}

// 2026-03-15 12:00 in Shanghai, the demo's zone, at the start of every test (one test moves it a day on).
const START = Date.parse('2026-03-15T04:00:00Z');
const clock = fakeClock(START);
beforeEach(() => {
  clock.t = START;
});
let api: TestApi;
let demo: string;
freshApiPerTest({ now: clock.now, sessionLimit: 3 }, (a, t) => {
  api = a;
  demo = t;
});

async function health(token = demo): Promise<Report> {
  const r = await api.post<Report>('/media/health/list', {}, { token });
  expect(r.body.code).toBe(0);
  return r.body.result;
}

const kinds = (r: Report) => new Set(r.issues.map((i) => i.kind));
const find = (r: Report, id: string) => r.issues.find((i) => i.id === id);

async function apps(token = demo): Promise<App[]> {
  const r = await api.post<{ list: App[] }>('/media/app/list', { pageSize: 100 }, { token });
  return r.body.result.list;
}

/** An approved, switched-on app with its app-ads.txt verified: nothing of its own on the list. */
async function healthyApp(): Promise<App> {
  const list = await apps();
  return list.find((a) => a.reviewStatus === 'approved' && a.enabled && a.appAds.status === 'verified')!;
}

async function qa(method: string, path: string, body?: unknown) {
  const res = await fetch(`${api.base}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status).toBe(200);
}

async function violations(): Promise<unknown[]> {
  return ((await (await api.get('/__mock/contract-violations')).json()) as { result: { violations: unknown[] } }).result
    .violations;
}

describe('the account health list', () => {
  it("lists the seed's open business, most important first, within the contract", async () => {
    const r = await health();
    expect(r.timeZone).toBe('Asia/Shanghai');
    expect([...kinds(r)]).toEqual(
      expect.arrayContaining(['appAds', 'notServing', 'statementToConfirm', 'invoiceMissing']),
    );
    // Blocking first; within a severity, the money at stake, most first.
    const severities = r.issues.map((i) => i.severity);
    expect(severities).toEqual([...severities].sort((a, b) => (a === b ? 0 : a === 'blocking' ? -1 : 1)));
    for (const sev of ['blocking', 'warning']) {
      const amounts = r.issues.filter((i) => i.severity === sev).map((i) => i.amount);
      expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    }
    // Money has two decimals at most; the app items carry the ad requests of the last 7 days.
    for (const i of r.issues) expect(Math.round(i.amount * 100) / 100).toBe(i.amount);
    expect(r.issues.filter((i) => i.kind === 'appAds').every((i) => typeof i.requests === 'number')).toBe(true);
    expect(await violations()).toEqual([]);
  });

  it('app-ads.txt: an app whose file loses the line is listed at the next check, and leaves once fixed', async () => {
    const app = await healthyApp();
    expect(find(await health(), `appAds:${app.id}`)).toBeUndefined();
    const url = app.appAds.fileUrl!;
    await qa('POST', '/__mock/web', { url, body: 'google.com, pub-1, DIRECT\n' });
    // The crawler's schedule: a check a day old is made again when the list is read.
    clock.advance(APP_ADS_RECHECK_MS + 1);
    // A day later the session has ended: sign in again.
    demo = await api.signIn(DEMO.account, DEMO.password);
    const item = find(await health(), `appAds:${app.id}`);
    expect(item).toMatchObject({ kind: 'appAds', severity: 'warning', appAdsStatus: 'lineMissing' });
    expect(item!.app).toEqual({ id: app.id, name: app.name });
    expect(item!.requests).toBeGreaterThan(0);
    expect(item!.amount).toBeGreaterThan(0);
    // The app list says the same (the health list kept the new check).
    expect((await apps()).find((a) => a.id === app.id)!.appAds.status).toBe('lineMissing');

    await qa('POST', '/__mock/web', { url, status: 404 });
    const check = await api.post('/media/app/appAds/check', { id: app.id }, { token: demo });
    expect(check.body.code).toBe(0);
    expect(find(await health(), `appAds:${app.id}`)).toMatchObject({ appAdsStatus: 'notFound' });
    await qa('DELETE', `/__mock/web?url=${encodeURIComponent(url)}`);
    await qa('POST', '/__mock/web', {
      url,
      body: 'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6\n',
    });
    await api.post('/media/app/appAds/check', { id: app.id }, { token: demo });
    expect(find(await health(), `appAds:${app.id}`)).toBeUndefined();
  });

  it('the store: an app whose listing is gone is listed until the store has it again', async () => {
    const app = await healthyApp();
    type Listing = { platform: string; packageName: string; storeId: string | null; name: string; category: string };
    const listing = ((await (await api.get('/__mock/store')).json()) as { result: Listing[] }).result.find(
      (l) => l.platform === app.platform && l.packageName === app.packageName,
    )!;
    expect(listing).toBeDefined();
    await qa('DELETE', `/__mock/store?platform=${app.platform}&packageName=${encodeURIComponent(app.packageName)}`);
    expect(find(await health(), `notInStore:${app.id}`)).toMatchObject({ kind: 'notInStore', severity: 'warning' });
    const { platform, packageName, storeId, name, category } = listing;
    await qa('POST', '/__mock/store', { platform, packageName, name, category, ...(storeId ? { storeId } : {}) });
    expect(find(await health(), `notInStore:${app.id}`)).toBeUndefined();
  });

  it('serving: an app switched off is a blocking item until switched on', async () => {
    const app = await healthyApp();
    await api.post('/media/app/status', { id: app.id, enabled: false }, { token: demo });
    expect(find(await health(), `notServing:${app.id}`)).toMatchObject({
      severity: 'blocking',
      blocker: 'appDisabled',
    });
    await api.post('/media/app/status', { id: app.id, enabled: true }, { token: demo });
    expect(find(await health(), `notServing:${app.id}`)).toBeUndefined();
  });

  it("ad positions: requests and no impression yesterday (the account's day) is an integration issue, until it shows ads again", async () => {
    const app = await healthyApp();
    const positions = (
      await api.post<{
        list: { id: number; name: string; unitId: string; status: string; recent: { requests: number } }[];
      }>('/media/adPosition/list', { appId: app.id, pageSize: 100 }, { token: demo })
    ).body.result.list;
    const p = positions.find((x) => x.status === 'enabled' && x.recent.requests > 0)!;
    expect(find(await health(), `noImpressions:${p.id}`)).toBeUndefined();
    // Nothing filled from midnight of yesterday in Shanghai (the demo's zone; now is 12:00 there on the 15th).
    await qa('POST', '/__mock/anomaly', {
      appId: app.id,
      adPositionId: p.id,
      metric: 'fillRate',
      factor: 0,
      from: '2026-03-13T16:00:00.000Z',
    });
    const item = find(await health(), `noImpressions:${p.id}`);
    expect(item).toMatchObject({
      kind: 'noImpressions',
      severity: 'blocking',
      app: { id: app.id, name: app.name },
      adPosition: { id: p.id, name: p.name },
      unitId: p.unitId,
    });
    expect(item!.requests).toBeGreaterThan(0);
    // In Los Angeles yesterday (the 13th there) began before the window: it had impressions.
    expect((await api.post('/media/update', { timeZone: 'America/Los_Angeles' }, { token: demo })).body.code).toBe(0);
    const la = await health();
    expect(la.timeZone).toBe('America/Los_Angeles');
    expect(find(la, `noImpressions:${p.id}`)).toBeUndefined();
    await api.post('/media/update', { timeZone: 'Asia/Shanghai' }, { token: demo });
    // A caller without AdPosView is not told (its link would be a 403).
    const r = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'appview1',
        password: 'Team-Pass-2027',
        name: 'A',
        menuCodes: ['HomeView', 'AppView'],
        appIds: [],
        allApps: true,
      },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    const appViewer = await api.signIn('appview1', 'Team-Pass-2027');
    expect(kinds(await health(appViewer)).has('noImpressions')).toBe(false);
    await qa('DELETE', '/__mock/anomaly');
    expect(find(await health(), `noImpressions:${p.id}`)).toBeUndefined();
  });

  it('statements: a pending month leaves once confirmed and waits for its invoice instead', async () => {
    const pending = (await health()).issues.find((i) => i.kind === 'statementToConfirm')!;
    expect(pending.deadline).toEqual(expect.any(String));
    expect(pending.amount).toBeGreaterThan(0);
    const r = await api.post('/media/monthBill/confirm', { month: pending.month }, { token: demo });
    expect(r.body.code).toBe(0);
    const after = await health();
    expect(find(after, `statementToConfirm:${pending.month}`)).toBeUndefined();
    expect(find(after, `invoiceMissing:${pending.month}`)).toMatchObject({
      severity: 'blocking',
      amount: pending.amount,
    });
  });

  it('payouts: "this was not me" freezes them until support releases them', async () => {
    expect(kinds(await health()).has('payoutHold')).toBe(false);
    await api.post('/media/payment/profile/notMe', {}, { token: demo });
    // Every session of the publisher ended: sign in again.
    const again = await api.signIn(DEMO.account, DEMO.password);
    const hold = find(await health(again), 'payoutHold');
    expect(hold).toMatchObject({ severity: 'blocking', hold: { state: 'frozen' } });
    await qa('POST', '/__mock/billing', { action: 'unfreeze' });
    expect(find(await health(again), 'payoutHold')).toBeUndefined();
  });

  it('payee details: a profile without a tax ID is listed with the missing field', async () => {
    // The API refuses an empty field; details carried over from elsewhere may lack one.
    await health();
    const profile = api.mw.server.services.db.state.paymentProfiles.find((p) => p.publisherId === 2)!;
    profile.taxId = ' ';
    expect(find(await health(), 'payeeDetails')).toMatchObject({ severity: 'blocking', missing: ['taxId'] });
    profile.taxId = '91310000MA00000002';
    expect(find(await health(), 'payeeDetails')).toBeUndefined();
  });
});

describe('rights and data scope', () => {
  it("a sub-account sees only its apps' items, and only the kinds of the areas it may see", async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const mine = new Set((await apps(sub)).map((a) => a.id));
    const r = await health(sub);
    const appItems = r.issues.filter((i) => i.app);
    expect(appItems.length).toBeGreaterThan(0);
    expect(appItems.every((i) => mine.has(i.app!.id))).toBe(true);
    // sub01 holds AppView and AdPosView only: no statement or payout items.
    expect(r.issues.every((i) => i.month === null && i.kind !== 'payoutHold' && i.kind !== 'payeeDetails')).toBe(true);
    const demoAppItems = (await health()).issues.filter((i) => i.app && !mine.has(i.app.id));
    expect(demoAppItems.length).toBeGreaterThan(0);
  });

  it('statement items need MonthBillReportView, payout items MonthBillManage', async () => {
    const make = async (account_name: string, menuCodes: string[]) => {
      const r = await api.post(
        '/media/subAccount/create',
        { account_name, password: 'Team-Pass-2027', name: account_name, menuCodes, appIds: [], allApps: true },
        { token: demo },
      );
      expect(r.body.code).toBe(0);
      return api.signIn(account_name, 'Team-Pass-2027');
    };
    await api.post('/media/payment/profile/notMe', {}, { token: demo });
    demo = await api.signIn(DEMO.account, DEMO.password);
    const reader = await make('finreader1', ['HomeView', 'MonthBillReportView']);
    const readerKinds = kinds(await health(reader));
    expect(readerKinds).toEqual(new Set(['statementToConfirm', 'invoiceMissing']));
    const manager = await make('finmanager1', ['HomeView', 'MonthBillManage']);
    expect(kinds(await health(manager))).toEqual(new Set(['statementToConfirm', 'invoiceMissing', 'payoutHold']));
  });

  it('without HomeView the call is refused', async () => {
    const r = await api.post(
      '/media/subAccount/create',
      { account_name: 'appsonly1', password: 'Team-Pass-2027', name: 'A', menuCodes: ['AppView'], appIds: [1001] },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    const token = await api.signIn('appsonly1', 'Team-Pass-2027');
    const refused = await api.post('/media/health/list', {}, { token });
    expect(refused.status).toBe(403);
    expect((await api.post('/media/health/list', {})).status).toBe(401);
  });
});
