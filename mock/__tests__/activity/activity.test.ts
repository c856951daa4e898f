/** @jest-environment node */
import { PATH_KINDS, TARGETS } from '../../core/activity/rules';
import { allRoutes } from '../../core/areas';
import { DEMO, freshApiPerTest, SUB01, type TestApi } from '../helpers';

interface Entry {
  id: string;
  at: string;
  accountId: number;
  account_name: string;
  kind: string;
  action: string;
  target: string | null;
  ip: string;
  place: string | null;
}
type Page = { total: number; list: Entry[] };
interface Person {
  accountId: number;
  account_name: string;
  main: boolean;
  deleted: boolean;
}

/** The routes that only read (sign-in and token upkeep are mapped to null in PATH_KINDS). */
const READS = new Set(
  [
    'activity/list',
    'alert/notification/list',
    'alert/notification/unread',
    'alert/prefs/get',
    'alert/rule/list',
    'activity/people',
    'adPosition/get',
    'adPosition/list',
    'app/appAds/problems',
    'app/get',
    'app/list',
    'app/options',
    'app/store/lookup',
    'auditReport/get',
    'blockRule/categories',
    'blockRule/defaults',
    'blockRule/get',
    'blockRule/history',
    'blockRule/impact',
    'blockRule/list',
    'dashboard/changes',
    'dashboard/series',
    'dashboard/summary',
    'dashboard/top',
    'find',
    'material/get',
    'material/history',
    'material/list',
    'menu/list',
    'monthBill/get',
    'monthBill/invoice/file',
    'monthBill/list',
    'passwordLink/get',
    'payment/list',
    'payment/profile/get',
    'permission/dataScope/list',
    'permission/list/get',
    'permission/tree',
    'reportApi/get',
    'reportSchedule/list',
    'savedReport/list',
    'security/twoStep/get',
    'session/list',
    'settlement/list',
    'signIn/history',
    'subAccount/invite/list',
    'subAccount/list/get',
  ].map((p) => `/media/${p}`),
);

describe('activity log (extension)', () => {
  let api: TestApi;
  let demo: string;
  // One test calls every read route in a row with one token: on a quiet machine that is more than the 30 calls a
  // second the mock allows a token, and the log read after them was refused (429) by chance of speed.
  freshApiPerTest({ sessionLimit: 3, rateLimitPerSecond: 1000 }, (a, t) => {
    api = a;
    demo = t;
  });
  const log = async (token: string, body: Record<string, unknown> = {}) =>
    (await api.post<Page>('/media/activity/list', { current: 1, pageSize: 50, ...body }, { token })).body;
  /** sub01's id, and its codes with ActivityView added by demo (the code is granted like any other). */
  const grantSub01 = async () => {
    const list = await api.post<{ list: { id: number; account_name: string; menuCodes: string[] }[] }>(
      '/media/subAccount/list/get',
      { current: 1, pageSize: 100 },
      { token: demo },
    );
    const sub = list.body.result.list.find((a) => a.account_name === 'sub01')!;
    const r = await api.post(
      '/media/subAccount/update',
      { id: sub.id, menuCodes: [...sub.menuCodes, 'ActivityView'] },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    return sub.id;
  };

  test('its own menu code: every main account holds ActivityView; a sub-account reads the log only when granted', async () => {
    const codes = async (token: string) =>
      (await api.post<{ code: string }[]>('/media/menu/list', {}, { token })).body.result.map((m) => m.code);
    expect(await codes(demo)).toContain('ActivityView');
    let sub = await api.signIn(SUB01.account, SUB01.password);
    expect(await codes(sub)).not.toContain('ActivityView');
    expect((await api.post('/media/activity/list', {}, { token: sub })).status).toBe(403);
    expect((await api.post('/media/activity/people', {}, { token: sub })).status).toBe(403);
    // The permission tree offers it in the account group.
    const tree = await api.post<{ key: string; children: { code: string; grantable: boolean }[] }[]>(
      '/media/permission/tree',
      {},
      { token: demo },
    );
    const account = tree.body.result.find((g) => g.key === 'account')!;
    expect(account.children).toContainEqual(expect.objectContaining({ code: 'ActivityView', grantable: true }));
    await grantSub01();
    sub = await api.signIn(SUB01.account, SUB01.password);
    expect(await codes(sub)).toContain('ActivityView');
    expect((await log(sub)).code).toBe(0);
  });

  test('records sign-ins, failures and every write call, with who, when and from where', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    await api.post('/media/authorize/get', { account: 'demo', password: 'wrong-Pass-1' }, { headers });
    await api.post('/media/reportApi/rotate', { password: DEMO.password }, { token: demo, headers });
    await api.post(
      '/media/app/create',
      {
        name: 'Logged App',
        platform: 'android',
        packageName: 'com.logged.app',
        storeUrl: 'https://play.google.com/store/apps/details?id=com.logged.app',
        category: 'games',
      },
      { token: demo },
    );
    await api.post('/media/settlement/export', { startDate: '2026-03-01', endDate: '2026-03-10' }, { token: demo });
    const body = await log(demo);
    expect(body.code).toBe(0);
    const kinds = body.result.list.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['signIn', 'signInFailed', 'apiKey', 'app']));
    const rotate = body.result.list.find((e) => e.kind === 'apiKey')!;
    expect(rotate).toMatchObject({ account_name: 'demo', ip: '198.51.100.7', place: 'Singapore' });
    expect(body.result.list.find((e) => e.kind === 'app')).toMatchObject({ target: 'Logged App' });
    expect(body.result.list.find((e) => e.kind === 'export')).toMatchObject({ target: '2026-03-01 – 2026-03-10' });
    // Newest first.
    const times = body.result.list.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Reads are not recorded.
    await api.post('/media/app/list', { current: 1, pageSize: 10 }, { token: demo });
    expect((await log(demo)).result.total).toBe(body.result.total);
  });

  test('a sub-account sees its own entries; the main account sees its team’s; other publishers see none', async () => {
    await grantSub01();
    const sub = await api.signIn(SUB01.account, SUB01.password);
    await api.post('/media/security/twoStep/set', { enabled: false, password: SUB01.password }, { token: sub });
    await api.post('/media/reportApi/rotate', { password: DEMO.password }, { token: demo });
    const mine = (await log(sub)).result.list;
    expect(new Set(mine.map((e) => e.account_name))).toEqual(new Set(['sub01']));
    expect(mine.map((e) => e.kind)).toContain('security');
    const team = (await log(demo)).result.list;
    expect(new Set(team.map((e) => e.account_name))).toEqual(new Set(['demo', 'sub01']));
    // Asking for someone else's entries as a sub-account gives nothing.
    const demoId = (await api.post<{ accountId: number }>('/media/find', {}, { token: demo })).body.result.accountId;
    expect((await log(sub, { accountId: demoId })).result.list).toEqual([]);
    const other = await api.signIn('pixelplay', 'Pub@2026');
    expect((await log(other)).result.list.every((e) => e.account_name === 'pixelplay')).toBe(true);
  });

  test('filters by person, kinds and period; pages on the server', async () => {
    for (let i = 0; i < 3; i += 1)
      await api.post('/media/reportApi/rotate', { password: DEMO.password }, { token: demo });
    const onlyKeys = await log(demo, { kinds: ['apiKey'], pageSize: 2 });
    expect(onlyKeys.result.total).toBe(3);
    expect(onlyKeys.result.list).toHaveLength(2);
    expect(onlyKeys.result.list.every((e) => e.kind === 'apiKey')).toBe(true);
    const future = await log(demo, { from: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.result.total).toBe(0);
    const past = await log(demo, { to: new Date(Date.now() - 3600_000).toISOString() });
    expect(past.result.total).toBe(0);
    expect((await log(demo, { kinds: ['nonsense'] })).code).toBe(4001);
    // Oldest first on request; only the time sorts.
    const newest = (await log(demo, { kinds: ['apiKey'] })).result.list.map((e) => e.id);
    const oldest = (await log(demo, { kinds: ['apiKey'], sortField: 'at', sortOrder: 'ascend' })).result.list;
    expect(oldest.map((e) => e.id)).toEqual([...newest].reverse());
    expect((await log(demo, { sortField: 'kind' })).code).toBe(4001);
    // Page 2 continues where page 1 stopped.
    const p2 = await log(demo, { kinds: ['apiKey'], pageSize: 2, current: 2 });
    expect(p2.result.list.map((e) => e.id)).toEqual(newest.slice(2));
  });

  test('names the object of a change as it was then: a deleted sub-account keeps its name and its entries', async () => {
    const create = await api.post<{ id: number }>(
      '/media/subAccount/create',
      { account_name: 'temp_worker', password: 'Temp@2026x', name: 'Temp', menuCodes: ['HomeView'], appIds: [] },
      { token: demo },
    );
    expect(create.body.code).toBe(0);
    const temp = await api.signIn('temp_worker', 'Temp@2026x');
    await api.post('/media/authorize/logout', {}, { token: temp });
    const list = await api.post<{ list: { id: number; account_name: string }[] }>(
      '/media/subAccount/list/get',
      { current: 1, pageSize: 100 },
      { token: demo },
    );
    const id = list.body.result.list.find((a) => a.account_name === 'temp_worker')!.id;
    expect((await api.post('/media/subAccount/del', { id }, { token: demo })).body.code).toBe(0);
    const entries = (await log(demo, { kinds: ['subAccount'] })).result.list;
    expect(entries.map((e) => [e.action, e.target])).toEqual([
      ['/media/subAccount/del', 'temp_worker'],
      ['/media/subAccount/create', 'temp_worker'],
    ]);
    // The deleted account's own sign-out stays, under its name; the person filter still offers it.
    const mine = (await log(demo, { accountId: id })).result.list;
    expect(mine.map((e) => [e.kind, e.account_name])).toContainEqual(['signOut', 'temp_worker']);
    const people = (await api.post<Person[]>('/media/activity/people', {}, { token: demo })).body.result;
    expect(people[0]).toEqual(expect.objectContaining({ account_name: 'demo', main: true, deleted: false }));
    expect(people).toContainEqual({ accountId: id, account_name: 'temp_worker', main: false, deleted: true });
    expect(people.map((p) => p.account_name)).toEqual(expect.arrayContaining(['sub01', 'ops01']));
    // Other publishers' people are never offered.
    expect(people.map((p) => p.account_name)).not.toContain('pixelplay');
  });

  test('an accepted invitation is logged as joining the team, not as a password change', async () => {
    const apps = await api.post<{ appId: number }[]>('/media/permission/dataScope/list', {}, { token: demo });
    const email = 'joiner@studio.test';
    const sent = await api.post(
      '/media/subAccount/invite',
      { account_name: 'joiner', name: 'Joiner', email, menuCodes: ['HomeView'], appIds: [apps.body.result[0].appId] },
      { token: demo },
    );
    expect(sent.body.code).toBe(0);
    const mails = (await (await api.get(`/__mock/notices?email=${encodeURIComponent(email)}`)).json()) as {
      result: { text: string }[];
    };
    const token = /\/user\/password\?token=([0-9a-f]+)/.exec(mails.result[0].text)![1];
    expect((await api.post('/media/passwordLink/set', { token, password: 'Joiner-2027x' })).body.code).toBe(0);
    const entries = (await log(demo)).result.list.filter((e) => e.account_name === 'joiner');
    expect(entries.map((e) => [e.kind, e.action])).toEqual([['subAccount', '/media/passwordLink/set']]);
    expect((await log(demo, { kinds: ['password'] })).result.list.some((e) => e.account_name === 'joiner')).toBe(false);
  });

  test('a sub-account’s person filter offers only itself', async () => {
    await grantSub01();
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const people = (await api.post<Person[]>('/media/activity/people', {}, { token: sub })).body.result;
    expect(people.map((p) => p.account_name)).toEqual(['sub01']);
  });

  test('one table maps paths to kinds: every route is a mapped write or a read; "other" is never a path', async () => {
    const mapped = Object.keys(PATH_KINDS);
    const known = new Set(allRoutes.map((r) => r.path));
    // The table names real routes only.
    expect(mapped.filter((p) => !known.has(p))).toEqual([]);
    expect(Object.keys(TARGETS).filter((p) => !(p in PATH_KINDS))).toEqual([]);
    // Every other route only reads: a new write must be given its kind (and the console its sentence).
    const unmapped = [...known].filter((p) => p.startsWith('/media/') && !(p in PATH_KINDS)).sort();
    expect(unmapped).toEqual([...READS].sort());
    // Called (the billing ones bring the calendar up to date as they read), none of them is logged.
    for (const path of READS) await api.post(path, {}, { token: demo });
    expect((await log(demo)).result.list.filter((e) => e.kind === 'other')).toEqual([]);
    // The app-ads check stores its result: logged on the app, by name (it was "other: /media/app/appAds/check").
    const apps = await api.post<{ list: { id: number; name: string }[] }>(
      '/media/app/list',
      { current: 1, pageSize: 1 },
      { token: demo },
    );
    const app = apps.body.result.list[0];
    expect((await api.post('/media/app/appAds/check', { id: app.id }, { token: demo })).body.code).toBe(0);
    expect((await log(demo)).result.list[0]).toMatchObject({
      kind: 'app',
      action: '/media/app/appAds/check',
      target: app.name,
    });
  });

  test('saved reports and their schedules have their own kinds, named by the report (issue 33)', async () => {
    const rep = await api.post<{ id: number }>(
      '/media/savedReport/create',
      { name: 'Weekly by country', query: 'group=day,country', period: { kind: 'yesterday' } },
      { token: demo },
    );
    expect(rep.body.code).toBe(0);
    const id = rep.body.result.id;
    expect((await api.post('/media/savedReport/update', { id, name: 'By country' }, { token: demo })).body.code).toBe(
      0,
    );
    const sch = await api.post<{ id: number }>(
      '/media/reportSchedule/create',
      { reportId: id, frequency: 'daily', hour: 8, recipients: ['boss@example.test'], format: 'csv' },
      { token: demo },
    );
    expect(sch.body.code).toBe(0);
    const sid = sch.body.result.id;
    expect(
      (await api.post('/media/reportSchedule/status', { id: sid, status: 'paused' }, { token: demo })).body.code,
    ).toBe(0);
    expect((await api.post('/media/reportSchedule/del', { id: sid }, { token: demo })).body.code).toBe(0);
    expect((await api.post('/media/savedReport/del', { id }, { token: demo })).body.code).toBe(0);
    const entries = (await log(demo)).result.list.slice(0, 6).reverse();
    expect(entries.map((e) => [e.kind, e.action.replace('/media/', ''), e.target])).toEqual([
      ['savedReport', 'savedReport/create', 'Weekly by country'],
      ['savedReport', 'savedReport/update', 'By country'],
      ['reportSchedule', 'reportSchedule/create', 'By country'],
      ['reportSchedule', 'reportSchedule/status', 'By country'],
      ['reportSchedule', 'reportSchedule/del', 'By country'],
      ['savedReport', 'savedReport/del', 'By country'],
    ]);
    // And the kind filter finds them.
    const filtered = (await log(demo, { kinds: ['reportSchedule'] })).result.list;
    expect(filtered.map((e) => e.action)).toEqual([
      '/media/reportSchedule/del',
      '/media/reportSchedule/status',
      '/media/reportSchedule/create',
    ]);
  });
});
