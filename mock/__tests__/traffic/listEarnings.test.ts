/** @jest-environment node */
import { fakeClock, SUB01, startApi, type Clock, type TestApi } from '../helpers';
import type { AdPosition, App, SettlementResult } from '../../../src/contract/typings';

/**
 * Issue 52, "earnings in the lists": the apps and ad positions lists carry each row's earnings of a recent period
 * (default the last 7 days, today so far), sort by them on the server, and tie to the settlement report of the
 * same days to the cent.
 */
// 2026-03-15 12:00 in demo's zone (Asia/Shanghai).
const START = Date.parse('2026-03-15T04:00:00Z');

interface Page<T> {
  total: number;
  list: T[];
}

describe('earnings in the apps and ad positions lists', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;

  beforeEach(async () => {
    clock = fakeClock(START);
    api = await startApi({ now: clock.now, rateLimitPerSecond: 1000 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  const cents = (n: number) => Math.round(n * 100);
  const apps = async (body: Record<string, unknown>, token = demo) =>
    api.post<Page<App>>('/media/app/list', { pageSize: 100, ...body }, { token });
  const positions = async (body: Record<string, unknown>, token = demo) =>
    api.post<Page<AdPosition>>('/media/adPosition/list', { pageSize: 100, ...body }, { token });
  /** The settlement report's earnings of those days by app or ad position, in cents. */
  const report = async (group: 'app' | 'adPosition', start: string, end: string, token = demo) => {
    const r = await api.post<SettlementResult>(
      '/media/settlement/list',
      { startDate: start, endDate: end, groupBy: [group], pageSize: 100 },
      { token },
    );
    expect(r.body.code).toBe(0);
    const id = (row: SettlementResult['list'][number]) => (group === 'app' ? row.appId : row.adPositionId) as number;
    return new Map(r.body.result.list.map((row) => [id(row), cents(row.earnings)]));
  };

  test.each([
    ['last7Days', '2026-03-09', '2026-03-15'],
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['last30Days', '2026-02-14', '2026-03-15'],
  ])('%s: every app and ad position ties to the settlement report of %s…%s to the cent', async (period, start, end) => {
    const a = (await apps(period === 'last7Days' ? {} : { earningsPeriod: period })).body.result.list;
    expect(a.length).toBeGreaterThan(2);
    const byApp = await report('app', start, end);
    for (const app of a) {
      expect(app.earnings).toMatchObject({ start, end });
      expect(cents(app.earnings!.amount)).toBe(byApp.get(app.id) ?? 0);
    }
    expect(a.some((app) => app.earnings!.amount > 0)).toBe(true);
    const p = (await positions({ earningsPeriod: period })).body.result.list;
    const byPosition = await report('adPosition', start, end);
    for (const pos of p) expect(cents(pos.earnings!.amount)).toBe(byPosition.get(pos.id) ?? 0);
    expect(p.some((pos) => pos.earnings!.amount > 0)).toBe(true);
  });

  test('sorted by earnings on the server, across pages, either way', async () => {
    const all = (await apps({ sortField: 'earnings', sortOrder: 'descend' })).body.result.list;
    const amounts = all.map((a) => a.earnings!.amount);
    expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    expect(amounts[0]).toBeGreaterThan(amounts[amounts.length - 1]);
    // Page 2 of 5 continues where page 1 ended.
    const page2 = (await apps({ sortField: 'earnings', sortOrder: 'descend', pageSize: 5, current: 2 })).body.result;
    expect(page2.list.map((a) => a.id)).toEqual(all.slice(5, 10).map((a) => a.id));
    const up = (await apps({ sortField: 'earnings', sortOrder: 'ascend' })).body.result.list.map(
      (a) => a.earnings!.amount,
    );
    expect(up).toEqual([...amounts].reverse());
    const pos = (await positions({ sortField: 'earnings', sortOrder: 'descend', earningsPeriod: 'yesterday' })).body
      .result.list;
    const pAmounts = pos.map((x) => x.earnings!.amount);
    expect(pAmounts).toEqual([...pAmounts].sort((x, y) => y - x));
  });

  test('an unknown period is refused on the field', async () => {
    const r = await apps({ earningsPeriod: 'lastYear' });
    expect(r.body.code).toBe(4001);
    expect(r.body.errors?.earningsPeriod).toBeTruthy();
  });

  test("a sub-account's list holds its own apps only, and they tie to its own report", async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const a = (await apps({}, sub)).body.result.list;
    expect(a.map((x) => x.id).sort()).toEqual([1001, 1002]);
    const byApp = await report('app', '2026-03-09', '2026-03-15', sub);
    for (const app of a) expect(cents(app.earnings!.amount)).toBe(byApp.get(app.id) ?? 0);
  });
});
