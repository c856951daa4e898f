/** @jest-environment node */
import { PATH_KINDS } from '../core/activity';
import { allRoutes } from '../core/routes';
import { freshApiPerTest, SUB01, type TestApi } from './helpers';

interface Entry {
  id: string;
  at: string;
  account_name: string;
  kind: string;
  action: string;
  ip: string;
  place: string | null;
}
type Page = { total: number; list: Entry[] };

describe('activity log (extension)', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({ sessionLimit: 3 }, (a, t) => {
    api = a;
    demo = t;
  });
  const log = async (token: string, body: Record<string, unknown> = {}) =>
    (await api.post<Page>('/media/activity/list', { current: 1, pageSize: 50, ...body }, { token })).body;

  test('records sign-ins, failures and every write call, with who, when and from where', async () => {
    const headers = { 'x-forwarded-for': '198.51.100.7' };
    await api.post('/media/authorize/get', { account: 'demo', password: 'wrong-Pass-1' }, { headers });
    await api.post('/media/reportApi/rotate', {}, { token: demo, headers });
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
    // Newest first.
    const times = body.result.list.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    // Reads are not recorded.
    await api.post('/media/app/list', { current: 1, pageSize: 10 }, { token: demo });
    expect((await log(demo)).result.total).toBe(body.result.total);
  });

  test('a sub-account sees its own entries; the main account sees its team’s; other publishers see none', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    await api.post('/media/security/twoStep/set', { enabled: false }, { token: sub });
    await api.post('/media/reportApi/rotate', {}, { token: demo });
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
    for (let i = 0; i < 3; i += 1) await api.post('/media/reportApi/rotate', {}, { token: demo });
    const onlyKeys = await log(demo, { kinds: ['apiKey'], pageSize: 2 });
    expect(onlyKeys.result.total).toBe(3);
    expect(onlyKeys.result.list).toHaveLength(2);
    expect(onlyKeys.result.list.every((e) => e.kind === 'apiKey')).toBe(true);
    const future = await log(demo, { from: new Date(Date.now() + 3600_000).toISOString() });
    expect(future.result.total).toBe(0);
    const past = await log(demo, { to: new Date(Date.now() - 3600_000).toISOString() });
    expect(past.result.total).toBe(0);
    expect((await log(demo, { kinds: ['nonsense'] })).code).toBe(4001);
  });

  test('one table maps paths to kinds: every write route not mapped is recorded as "other", never lost', async () => {
    const mapped = Object.keys(PATH_KINDS);
    const known = new Set(allRoutes.map((r) => r.path));
    // The table names real routes only.
    expect(mapped.filter((p) => !known.has(p))).toEqual([]);
    // A write the table does not know (the app-ads check changes the app's status): recorded as "other".
    const apps = await api.post<{ list: { id: number }[] }>(
      '/media/app/list',
      { current: 1, pageSize: 1 },
      { token: demo },
    );
    const r = await api.post('/media/app/appAds/check', { id: apps.body.result.list[0].id }, { token: demo });
    expect(r.body.code).toBe(0);
    expect('/media/app/appAds/check' in PATH_KINDS).toBe(false);
    const kinds = (await log(demo)).result.list.map((e) => [e.kind, e.action]);
    expect(kinds).toContainEqual(['other', '/media/app/appAds/check']);
  });
});
