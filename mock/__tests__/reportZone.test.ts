/** @jest-environment node */
/**
 * Report days in the zone asked for (issue 17): computed from the hours the
 * mock spreads each stored day over, not provider days relabelled.
 */
import { fakeClock, SUB01, startApi, type TestApi } from './helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
}
interface Row extends Metrics {
  date: string;
  status: string;
}
interface Settlement {
  total: number;
  list: Row[];
  totals: Metrics;
  timeZone: string;
}

const LA = 'America/Los_Angeles';
// 2026-03-09 12:00 in Shanghai = 2026-03-08 21:00 in Los Angeles, the evening after its clocks went forward.
const clock = fakeClock(Date.parse('2026-03-09T04:00:00Z'));

const sum = (rows: Metrics[], k: keyof Metrics) => rows.reduce((a, r) => a + r[k], 0);

describe('report days in the asked time zone', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>, token = demo) => {
    const r = await api.post<Settlement>(
      '/media/settlement/list',
      { groupBy: ['day'], pageSize: 100, sortField: 'date', sortOrder: 'ascend', ...body },
      { token },
    );
    return r.body;
  };

  test('a Los Angeles day is not a Shanghai day relabelled; each zone adds up', async () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-07' };
    const sh = (await list({ ...range, timeZone: 'Asia/Shanghai' })).result;
    const la = (await list({ ...range, timeZone: LA })).result;
    expect(sh.timeZone).toBe('Asia/Shanghai');
    expect(la.timeZone).toBe(LA);
    expect(la.list.map((r) => r.date)).toEqual(sh.list.map((r) => r.date));
    for (let i = 0; i < 7; i++) expect(la.list[i].revenue).not.toBe(sh.list[i].revenue);
    // The days of each zone add up to its period's totals, counts exactly.
    for (const res of [sh, la]) {
      for (const k of ['requests', 'fills', 'impressions', 'clicks'] as const)
        expect(sum(res.list, k)).toBe(res.totals[k]);
      expect(sum(res.list, 'revenue')).toBeCloseTo(res.totals.revenue, 1);
      for (const r of res.list) expect(r.requests >= r.fills && r.fills >= r.impressions).toBe(true);
    }
  });

  test('the whole history over whole days is the same in both zones', async () => {
    // Shanghai: today (03-09) and the 365 days before; Los Angeles is a day behind at this hour, so its year
    // starts one day earlier and ends yesterday (03-08): the same hours.
    const totals = async (startDate: string, endDate: string, timeZone: string) =>
      (await list({ startDate, endDate, timeZone, groupBy: ['app'] })).result.totals;
    const sh = await totals('2025-03-09', '2026-03-09', 'Asia/Shanghai');
    const la = await totals('2025-03-08', '2026-03-08', LA);
    for (const k of ['requests', 'fills', 'impressions', 'clicks'] as const) expect(la[k]).toBe(sh[k]);
    expect(la.revenue).toBeCloseTo(sh.revenue, 1);
  });

  test("today is the zone's: Los Angeles cannot ask for Shanghai's today yet", async () => {
    const refused = await list({ startDate: '2026-03-09', endDate: '2026-03-09', timeZone: LA });
    expect(refused.code).toBe(4001);
    expect(refused.errors).toHaveProperty('endDate');
    const la = (await list({ startDate: '2026-03-06', endDate: '2026-03-08', timeZone: LA })).result;
    expect(la.list.map((r) => r.status)).toEqual(['estimated', 'estimated', 'estimated']);
    // 03-08 is the day the clocks went forward: 23 hours, up to 21:00 so far.
    expect(la.list[2].requests).toBeGreaterThan(0);
  });

  test('an unknown zone is refused; without one, the account zone applies', async () => {
    const bad = await list({ startDate: '2026-03-01', endDate: '2026-03-02', timeZone: 'Mars/Olympus' });
    expect(bad.code).toBe(4001);
    expect(bad.errors).toHaveProperty('timeZone');
    const update = await api.post('/media/update', { timeZone: LA }, { token: demo });
    expect(update.body.code).toBe(0);
    const byAccount = (await list({ startDate: '2026-03-01', endDate: '2026-03-02' })).result;
    expect(byAccount.timeZone).toBe(LA);
    const summary = await api.post<{ timeZone: string; today: { start: string; previousUntil?: string } }>(
      '/media/dashboard/summary',
      {},
      { token: demo },
    );
    expect(summary.body.result).toMatchObject({ timeZone: LA, today: { start: '2026-03-08' } });
    // Today so far (up to 21:00) against yesterday up to 21:00 of its own clock (PST then: 05:00Z).
    expect(summary.body.result.today.previousUntil).toBe('2026-03-08T05:00:00.000Z');
    await api.post('/media/update', { timeZone: 'Asia/Shanghai' }, { token: demo });
  });

  test('data scope still holds in another zone', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const body = { startDate: '2026-03-01', endDate: '2026-03-07', timeZone: LA, groupBy: ['app'] };
    const rows = (await list(body, sub)).result.list as unknown as { appId: number }[];
    expect(rows.map((r) => r.appId).sort()).toEqual([1001, 1002]);
    const outside = await list({ ...body, appIds: [1003] }, sub);
    expect(outside.code).toBe(4001);
  });
});
