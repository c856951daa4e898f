/** @jest-environment node */
import { createMockServer } from '../../core/server';
import { DEMO, SUB01, startApi, type TestApi } from '../helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
  ecpm: number;
  fillRate: number;
  ctr: number;
}
interface Row extends Metrics {
  key: string;
  date?: string;
  status?: string;
  appId?: number;
  appName?: string;
  adPositionId?: number;
}
interface Settlement {
  current: number;
  pageSize: number;
  total: number;
  list: Row[];
  totals: Metrics;
  timeZone: string;
  currency: string;
}

const DAY = 86400000;
const dateOf = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);

describe('reports', () => {
  let api: TestApi;
  let demo: string;
  // The mock's clock runs from noon of today in the account's zone (Asia/Shanghai): in the first hour after midnight
  // today has no figures yet, and the checks below are about days that have some.
  const offset = Date.parse(`${dateOf(Date.now())}T12:00:00+08:00`) - Date.now();
  const now = () => Date.now() + offset;
  const today = dateOf(now());
  const daysAgo = (n: number) => dateOf(now() - n * DAY);
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  test('settlement: paging, totals over the whole range, consistent metrics, estimated days', async () => {
    const body = { startDate: daysAgo(29), endDate: today, groupBy: ['day'], pageSize: 10 };
    const p1 = await api.post<Settlement>('/media/settlement/list', body, { token: demo });
    expect(p1.body.result).toMatchObject({
      current: 1,
      pageSize: 10,
      total: 30,
      timeZone: 'Asia/Shanghai',
      currency: 'USD',
    });
    expect(p1.body.result.list[0]).toMatchObject({ date: today, status: 'estimated' });
    expect(p1.body.result.list[3].status).toBe('final');
    const all = await api.post<Settlement>('/media/settlement/list', { ...body, pageSize: 100 }, { token: demo });
    const sum = all.body.result.list.reduce((a, r) => a + r.impressions, 0);
    expect(all.body.result.totals.impressions).toBe(sum);
    for (const r of all.body.result.list) {
      expect(r.requests).toBeGreaterThanOrEqual(r.fills);
      expect(r.fills).toBeGreaterThanOrEqual(r.impressions);
      expect(r.impressions).toBeGreaterThanOrEqual(r.clicks);
      expect(Math.abs(r.revenue - (r.impressions * r.ecpm) / 1000)).toBeLessThan((r.impressions / 1000) * 0.006 + 0.01);
    }
    const p3 = await api.post<Settlement>('/media/settlement/list', { ...body, current: 3 }, { token: demo });
    expect(p3.body.result.list.map((r) => r.date)).toEqual(all.body.result.list.slice(20, 30).map((r) => r.date));
  });

  test('settlement: grouping by app and ad position, sorting by metric and name', async () => {
    const body = {
      startDate: daysAgo(6),
      endDate: today,
      groupBy: ['app', 'adPosition'],
      pageSize: 100,
      sortField: 'revenue',
      sortOrder: 'descend',
    };
    const r = await api.post<Settlement>('/media/settlement/list', body, { token: demo });
    const revs = r.body.result.list.map((x) => x.revenue);
    expect(revs).toEqual([...revs].sort((a, b) => b - a));
    expect(r.body.result.list[0]).toHaveProperty('adPositionName');
    const byName = await api.post<Settlement>(
      '/media/settlement/list',
      { ...body, groupBy: ['app'], sortField: 'appName', sortOrder: 'ascend' },
      { token: demo },
    );
    const names = byName.body.result.list.map((x) => x.appName as string);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const typed = await api.post<Settlement>(
      '/media/settlement/list',
      { ...body, adTypes: ['rewarded'] },
      { token: demo },
    );
    expect(typed.body.result.total).toBeGreaterThan(0);
    expect(typed.body.result.totals.revenue).toBeLessThan(r.body.result.totals.revenue);
  });

  test('settlement: validation and data scope', async () => {
    const bad = await api.post('/media/settlement/list', { startDate: daysAgo(400), endDate: today }, { token: demo });
    expect(bad.body.errors?.endDate).toMatch(/366/);
    const order = await api.post('/media/settlement/list', { startDate: today, endDate: daysAgo(1) }, { token: demo });
    expect(order.body.errors?.startDate).toBeTruthy();
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const mine = await api.post<Settlement>(
      '/media/settlement/list',
      { startDate: daysAgo(6), endDate: today, groupBy: ['app'] },
      { token: sub },
    );
    expect(mine.body.result.list.map((x) => x.appId).sort()).toEqual([1001, 1002]);
    const foreign = await api.post(
      '/media/settlement/list',
      { startDate: daysAgo(6), endDate: today, appIds: [1003] },
      { token: sub },
    );
    expect(foreign.body.code).toBe(4001);
    expect(foreign.body.errors?.appIds).toMatch(/1003/);
    // sub01 has no MonthBillReportView.
    expect((await api.post('/media/monthBill/list', {}, { token: sub })).status).toBe(403);
  });

  test('export returns every row of the filtered range with localized columns', async () => {
    const r = await api.post<{ rows: Row[]; columns: { key: string; title: string }[]; totals: Metrics }>(
      '/media/settlement/export',
      { startDate: daysAgo(364), endDate: today, groupBy: ['day', 'adPosition'] },
      { token: demo, headers: { 'accept-language': 'zh-CN' } },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result.rows.length).toBeGreaterThan(10000);
    // Gross is labelled gross; the publisher's earnings have their own column (issue 31).
    expect(r.body.result.columns.find((c) => c.key === 'revenue')?.title).toBe('总收入');
    expect(r.body.result.columns.find((c) => c.key === 'earnings')?.title).toBe('预估收益');
    const sum = r.body.result.rows.reduce((a, x) => a + x.clicks, 0);
    expect(r.body.result.totals.clicks).toBe(sum);
  });
});

// Timings live in `npm run bench` (no timings in tests); this checks the stress seed's shape.
describe('stress seed', () => {
  test('has 100,000+ daily rows, pages them and exports a full year', async () => {
    const server = createMockServer({ seed: 'stress', rateLimitPerSecond: 1000 });
    const post = (path: string, body: unknown, token?: string) =>
      server.handle({ method: 'POST', path, query: {}, headers: token ? { 'user-token': token } : {}, body });
    const signIn = await post('/media/authorize/get', DEMO);
    const token = (signIn.json as { result: { 'user-token': string } }).result['user-token'];
    expect(server.services.traffic().rowCount).toBeGreaterThan(100_000);
    const today = dateOf(Date.now());
    const yearAgo = dateOf(Date.now() - 365 * DAY);
    await post('/media/settlement/list', { startDate: yearAgo, endDate: today, groupBy: ['day'] }, token);
    for (const [i, groupBy] of [['day', 'adPosition'], ['app', 'day'], ['adPosition']].entries()) {
      const r = await post(
        '/media/settlement/list',
        {
          startDate: dateOf(Date.now() - (365 - i) * DAY),
          endDate: today,
          groupBy,
          current: 5,
          sortField: 'ecpm',
          sortOrder: 'descend',
        },
        token,
      );
      expect((r.json as { code: number }).code).toBe(0);
      expect((r.json as { result: { list: unknown[] } }).result.list).toHaveLength(10);
    }
    const ex = await post(
      '/media/settlement/export',
      { startDate: yearAgo, endDate: today, groupBy: ['day', 'adPosition'] },
      token,
    );
    expect((ex.json as { result: { rows: unknown[] } }).result.rows.length).toBeGreaterThan(100_000);
  });
});
