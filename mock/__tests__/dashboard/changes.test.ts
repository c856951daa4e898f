/** @jest-environment node */
/**
 * "What changed" (issue 49): the movers and "everything else" add up to the period's earnings change to the cent,
 * each mover's causes to its change, in three zones, for the seed and for an injected anomaly of each metric;
 * the totals are the settlement report's; a sub-account's movers are its own apps.
 */
import type { ChangeReport, DashboardChanges } from '../../../src/contract/typings';
import { fakeClock, startApi, SUB01, type TestApi } from '../helpers';

// 2026-03-15 12:00 in Shanghai; 21:00 the day before in Los Angeles; 09:30 in Kolkata.
const clock = fakeClock(Date.parse('2026-03-15T04:00:00Z'));
const ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'Asia/Kolkata'];
const APP = 1003;
const toCents = (x: number) => Math.round(x * 100);

function expectAddsUp(r: ChangeReport): void {
  expect(toCents(r.change)).toBe(toCents(r.current.earnings) - toCents(r.previous.earnings));
  expect(r.dimensions.map((d) => d.dimension)).toEqual(['app', 'adPosition', 'country', 'adType']);
  for (const d of r.dimensions) {
    const movers = d.movers.reduce((a, m) => a + toCents(m.change), 0);
    expect(movers + toCents(d.others.change)).toBe(toCents(r.change));
    for (const m of d.movers) {
      expect(m.causes.map((c) => c.cause)).toEqual(['requests', 'fillRate', 'showRate', 'ecpm']);
      expect(m.causes.reduce((a, c) => a + toCents(c.change), 0)).toBe(toCents(m.change));
      expect(toCents(m.change)).toBe(toCents(m.current.earnings) - toCents(m.previous.earnings));
    }
    // The falls first (largest first), then the rises (largest first), at most three each way.
    const changes = d.movers.map((m) => m.change);
    const down = changes.filter((c) => c < 0);
    const up = changes.filter((c) => c > 0);
    expect(changes).toEqual([...down, ...up]);
    expect(down).toEqual([...down].sort((a, b) => a - b));
    expect(up).toEqual([...up].sort((a, b) => b - a));
    expect(down.length).toBeLessThanOrEqual(3);
    expect(up.length).toBeLessThanOrEqual(3);
  }
}

describe('/media/dashboard/changes', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterEach(() => fetch(`${api.base}/__mock/anomaly`, { method: 'DELETE' }));
  afterAll(() => api.close());

  const changes = async (timeZone: string, token = demo) => {
    const r = await api.post<DashboardChanges>('/media/dashboard/changes', { timeZone }, { token });
    expect(r.body.code).toBe(0);
    return r.body.result;
  };
  const earnings = async (body: Record<string, unknown>) => {
    const r = await api.post<{ totals: { earnings: number }; comparison?: { compareTotals: { earnings: number } } }>(
      '/media/settlement/list',
      { groupBy: ['app'], pageSize: 10, ...body },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    return r.body.result;
  };

  test.each(ZONES)('the seed adds up to the cent and ties to the settlement report (%s)', async (timeZone) => {
    const c = await changes(timeZone);
    expect(c.timeZone).toBe(timeZone);
    for (const r of [c.yesterday, c.today]) expectAddsUp(r);
    expect(c.today.until).toBeDefined();
    expect(c.yesterday.until).toBeUndefined();
    // Yesterday and the same weekday a week before, whole days, as the report sums them.
    const y = c.yesterday;
    const yReport = await earnings({ startDate: y.date, endDate: y.date, timeZone, compare: 'previousWeek' });
    expect(yReport.totals.earnings).toBe(y.current.earnings);
    expect(yReport.comparison?.compareTotals.earnings).toBe(y.previous.earnings);
    // Today so far against the same hours a week before: the report's previousWeek comparison cuts it the same way.
    const t = c.today;
    const tReport = await earnings({ startDate: t.date, endDate: t.date, timeZone, compare: 'previousWeek' });
    expect(tReport.totals.earnings).toBe(t.current.earnings);
    expect(tReport.comparison?.compareTotals.earnings).toBe(t.previous.earnings);
    expect(t.previous.earnings).toBeGreaterThan(0);
  });

  test.each([
    ['requests', 'requests'],
    ['fillRate', 'fillRate'],
    ['ecpm', 'ecpm'],
  ] as const)('an injected %s drop on one ad position is named first, with its cause', async (metric, cause) => {
    const before = await changes('America/Los_Angeles');
    const position = (
      await api.post<{ list: { adPositionId: number; earnings: number }[] }>(
        '/media/settlement/list',
        {
          startDate: before.yesterday.date,
          endDate: before.yesterday.date,
          groupBy: ['adPosition'],
          appIds: [APP],
          sortField: 'earnings',
          sortOrder: 'descend',
          pageSize: 10,
          timeZone: 'America/Los_Angeles',
        },
        { token: demo },
      )
    ).body.result.list[0].adPositionId;
    const from = new Date(Date.parse(`${before.yesterday.date}T00:00:00-07:00`)).toISOString();
    const r = await api.post('/__mock/anomaly', { appId: APP, adPositionId: position, metric, factor: 0.1, from });
    expect(r.body.code).toBe(0);
    for (const timeZone of ZONES) {
      const c = await changes(timeZone);
      for (const report of [c.yesterday, c.today]) expectAddsUp(report);
    }
    const c = await changes('America/Los_Angeles');
    for (const report of [c.yesterday, c.today]) {
      const [byApp, byPosition] = report.dimensions;
      expect(byApp.movers[0]).toMatchObject({ key: String(APP), appId: APP, mainCause: cause });
      expect(byApp.movers[0].change).toBeLessThan(0);
      expect(byPosition.movers[0]).toMatchObject({ adPositionId: position, appId: APP, mainCause: cause });
      const figure = cause === 'requests' ? 'requests' : cause;
      expect(byPosition.movers[0].current[figure]).toBeLessThan(byPosition.movers[0].previous[figure] * 0.2);
    }
  });

  test('a sub-account sees only the apps it may see', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const c = await changes('Asia/Shanghai', sub);
    for (const r of [c.yesterday, c.today]) {
      expectAddsUp(r);
      for (const m of [...r.dimensions[0].movers, ...r.dimensions[1].movers]) expect([1001, 1002]).toContain(m.appId);
    }
    const all = await changes('Asia/Shanghai');
    expect(c.yesterday.current.earnings).toBeLessThan(all.yesterday.current.earnings);
  });
});
