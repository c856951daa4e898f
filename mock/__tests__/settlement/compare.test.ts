/** @jest-environment node */
/**
 * The settlement report compared with another period (the `compare`
 * extension, issue 17): the server joins the two periods on each row's key,
 * and the comparison's totals are those of a direct query of that period.
 */
import { fakeClock, SUB01, startApi, type TestApi } from '../helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
}
interface Row extends Metrics {
  key: string;
  date?: string;
  hour?: string;
  appId?: number;
  country?: string;
  compare?: Metrics;
  compareDate?: string;
  compareHour?: string;
}
interface Settlement {
  total: number;
  list: Row[];
  /** The export's. */
  rows: Row[];
  totals: Metrics;
  comparison?: { compare: string; compareStartDate: string; compareEndDate: string; compareTotals: Metrics };
}

const LA = 'America/Los_Angeles';
// 2026-03-20 12:00 in Shanghai; Los Angeles went to daylight saving time on 2026-03-08.
const clock = fakeClock(Date.parse('2026-03-20T04:00:00Z'));
const COUNTS = ['requests', 'fills', 'impressions', 'clicks'] as const;

describe('settlement report with a comparison period', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const call = async (path: string, body: Record<string, unknown>, token = demo) =>
    (await api.post<Settlement>(path, { pageSize: 100, ...body }, { token })).body;
  const list = async (body: Record<string, unknown>, token = demo) =>
    (await call('/media/settlement/list', body, token)).result;

  test('previous period by day: each row carries the day at the same offset, totals match a direct query', async () => {
    const range = { startDate: '2026-03-05', endDate: '2026-03-11', timeZone: LA };
    const r = await list({
      ...range,
      groupBy: ['day'],
      compare: 'previousPeriod',
      sortField: 'date',
      sortOrder: 'ascend',
    });
    expect(r.comparison).toMatchObject({
      compare: 'previousPeriod',
      compareStartDate: '2026-02-26',
      compareEndDate: '2026-03-04',
    });
    const direct = await list({
      startDate: '2026-02-26',
      endDate: '2026-03-04',
      timeZone: LA,
      groupBy: ['day'],
      sortField: 'date',
      sortOrder: 'ascend',
    });
    expect(r.comparison?.compareTotals).toEqual(direct.totals);
    expect(r.list.map((x) => x.compareDate)).toEqual(direct.list.map((x) => x.date));
    r.list.forEach((row, i) => {
      for (const k of [...COUNTS, 'revenue'] as const) expect(row.compare?.[k]).toBe(direct.list[i][k]);
    });
    // The current figures are the plain report's.
    const plain = await list({ ...range, groupBy: ['day'], sortField: 'date', sortOrder: 'ascend' });
    expect(r.totals).toEqual(plain.totals);
    expect(r.list.map((x) => x.revenue)).toEqual(plain.list.map((x) => x.revenue));
  });

  test('same period last year by app and country: every key of either period is a row; zeros where a key had nothing', async () => {
    const body = { startDate: '2026-03-01', endDate: '2026-03-14', groupBy: ['app', 'country'] };
    const r = await call('/media/settlement/export', { ...body, compare: 'lastYear' });
    expect(r.code).toBe(0);
    const res = r.result;
    expect(res.comparison).toMatchObject({ compareStartDate: '2025-03-01', compareEndDate: '2025-03-14' });
    const direct = (await call('/media/settlement/export', { ...body, startDate: '2025-03-01', endDate: '2025-03-14' }))
      .result;
    const plain = (await call('/media/settlement/export', body)).result;
    expect(res.comparison?.compareTotals).toEqual(direct.totals);
    const keyOf = (x: Row) => `${x.appId}|${x.country}`;
    const joined = new Map(res.rows.map((x) => [keyOf(x), x]));
    expect(joined.size).toBe(res.rows.length);
    // Union of keys: each period's rows are there with their own figures.
    for (const d of direct.rows) expect(joined.get(keyOf(d))?.compare?.revenue).toBe(d.revenue);
    for (const p of plain.rows) expect(joined.get(keyOf(p))?.revenue).toBe(p.revenue);
    const before = new Set(direct.rows.map(keyOf));
    const now = new Set(plain.rows.map(keyOf));
    const onlyNow = res.rows.filter((x) => !before.has(keyOf(x)));
    const onlyBefore = res.rows.filter((x) => !now.has(keyOf(x)));
    expect(onlyNow.map((x) => x.compare?.impressions)).toEqual(onlyNow.map(() => 0));
    expect(onlyBefore.map((x) => x.impressions)).toEqual(onlyBefore.map(() => 0));
    expect(res.rows.length).toBe(new Set([...before, ...now]).size);
    // The sums of the joined rows are the two periods' totals.
    for (const k of COUNTS) {
      expect(res.rows.reduce((a, x) => a + x[k], 0)).toBe(res.totals[k]);
      expect(res.rows.reduce((a, x) => a + (x.compare?.[k] ?? 0), 0)).toBe(direct.totals[k]);
    }
  });

  test('apps that did not exist a year ago are "new": their comparison is zero', async () => {
    const r = await list({ startDate: '2026-03-01', endDate: '2026-03-14', groupBy: ['app'], compare: 'lastYear' });
    const zeroBefore = r.list.filter((x) => x.compare?.revenue === 0 && x.revenue > 0);
    const direct = await list({ startDate: '2025-03-01', endDate: '2025-03-14', groupBy: ['app'] });
    const before = new Set(direct.list.map((x) => x.appId));
    for (const x of zeroBefore) expect(before.has(x.appId)).toBe(false);
  });

  test('hours: the same wall-clock hour of the day at the same offset, across the change to daylight saving time', async () => {
    // 2026-03-08 in Los Angeles has 23 hours (02:00 is skipped); the day before has 24.
    const r = await list({
      startDate: '2026-03-08',
      endDate: '2026-03-08',
      timeZone: LA,
      groupBy: ['hour'],
      compare: 'previousPeriod',
      sortField: 'date',
      sortOrder: 'ascend',
    });
    expect(r.comparison).toMatchObject({ compareStartDate: '2026-03-07', compareEndDate: '2026-03-07' });
    expect(r.list.map((x) => x.hour?.slice(11, 16))).not.toContain('02:00');
    expect(new Set(r.list.map((x) => x.compareDate))).toEqual(new Set(['2026-03-07']));
    const matched = r.list.filter((x) => x.compareHour);
    expect(matched.map((x) => x.compareHour?.slice(11, 16))).toEqual(matched.map((x) => x.hour?.slice(11, 16)));
    expect(r.list.find((x) => x.hour?.startsWith('2026-03-08T03:00'))?.compareHour).toBe('2026-03-07T03:00-08:00');
    // 02:00 of the day before has no hour on the 8th: the comparison totals still hold every hour.
    const direct = await list({ startDate: '2026-03-07', endDate: '2026-03-07', timeZone: LA, groupBy: ['day'] });
    expect(r.comparison?.compareTotals).toEqual(direct.totals);
  });

  test('sorted by a change (compareSort): the difference, or the change in per cent with "new" first', async () => {
    const body = { startDate: '2026-03-01', endDate: '2026-03-14', groupBy: ['app'], compare: 'lastYear' };
    const byDelta = await list({ ...body, sortField: 'revenue', sortOrder: 'descend', compareSort: 'change' });
    const deltas = byDelta.list.map((x) => x.revenue - (x.compare?.revenue ?? 0));
    expect(deltas).toEqual([...deltas].sort((a, b) => b - a));
    const byRate = await list({ ...body, sortField: 'impressions', sortOrder: 'descend', compareSort: 'changeRate' });
    const rates = byRate.list.map((x) =>
      x.compare?.impressions
        ? (x.impressions - x.compare.impressions) / x.compare.impressions
        : x.impressions
          ? Infinity
          : 0,
    );
    expect(rates).toEqual([...rates].sort((a, b) => b - a));
    // Without a comparison the parameter changes nothing.
    const plain = await list({ ...body, compare: undefined, sortField: 'revenue', sortOrder: 'descend' });
    const plainSorted = await list({
      ...body,
      compare: undefined,
      sortField: 'revenue',
      sortOrder: 'descend',
      compareSort: 'change',
    });
    expect(plainSorted.list.map((x) => x.appId)).toEqual(plain.list.map((x) => x.appId));
  });

  test('validation: an unknown mode, and hours the server no longer keeps for the comparison period', async () => {
    const bad = await call('/media/settlement/list', {
      startDate: '2026-03-10',
      endDate: '2026-03-16',
      compare: 'lastWeek',
    });
    expect(bad.code).toBe(4001);
    expect(bad.errors?.compare).toMatch(/previousPeriod/);
    const hours = await call('/media/settlement/list', {
      startDate: '2026-03-01',
      endDate: '2026-03-14',
      groupBy: ['hour'],
      compare: 'previousPeriod',
    });
    expect(hours.code).toBe(4001);
    expect(hours.errors?.compare).toMatch(/30 days/);
  });

  test("permission and data scope: the comparison sees only the caller's apps; 403 without BillReportView", async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const body = { startDate: '2026-03-10', endDate: '2026-03-16', groupBy: ['app'], compare: 'previousPeriod' };
    const mine = await list(body, sub);
    expect([...new Set(mine.list.map((x) => x.appId))].sort()).toEqual([1001, 1002]);
    const direct = await list({ startDate: '2026-03-03', endDate: '2026-03-09', groupBy: ['app'] }, sub);
    expect(mine.comparison?.compareTotals).toEqual(direct.totals);
    const all = await list(body);
    expect(all.comparison?.compareTotals.revenue).toBeGreaterThan(mine.comparison?.compareTotals.revenue ?? 0);
    const foreign = await call('/media/settlement/list', { ...body, appIds: [1003] }, sub);
    expect(foreign.code).toBe(4001);
    const sub01 = api.mw.server.services.db.state.accounts.find((a) => a.account_name === 'sub01');
    if (sub01) sub01.menuCodes = sub01.menuCodes.filter((c) => c !== 'BillReportView');
    expect((await api.post('/media/settlement/list', body, { token: sub })).status).toBe(403);
    expect((await api.post('/media/settlement/export', body, { token: sub })).status).toBe(403);
    sub01?.menuCodes.push('BillReportView');
  });
});
