/** @jest-environment node */
/**
 * Fresh or final (issue 49): the money of the last days is an estimate that moves when the day becomes final; a day
 * marked final never moves again in any zone; the report tells, for a week, how much each final day moved since its
 * first estimate, and the hours and days still add up while estimates are shown.
 */
import { fakeClock, startApi, type TestApi } from '../helpers';

interface Row {
  key: string;
  date?: string;
  hour?: string;
  status?: 'estimated' | 'final';
  adPositionId?: number;
  requests: number;
  impressions: number;
  revenue: number;
  earnings: number;
  estimateMove?: number;
}
interface Settlement {
  total: number;
  list: Row[];
  totals: Row;
  moved?: { days: number; earnings: number };
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
// 2026-03-15 12:00 in Shanghai: 14 March is yesterday, whole and estimated.
const T0 = Date.parse('2026-03-15T04:00:00Z');
const clock = fakeClock(T0);
const SH = 'Asia/Shanghai';
const APP = 1001;
const cents = (x: number) => Math.round(x * 100);

describe('estimates that move, and the report that says by how much', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());
  beforeEach(() => at(T0));

  /** Moves the mock's clock and signs in again (a token lives 300 s of that clock). */
  async function at(t: number): Promise<void> {
    clock.t = t;
    demo = await api.signIn();
  }

  async function report(body: Record<string, unknown>): Promise<Settlement> {
    const r = await api.post<Settlement>(
      '/media/settlement/list',
      { pageSize: 500, timeZone: SH, ...body },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    return r.body.result;
  }
  const byKey = (rows: Row[]) => new Map(rows.map((r) => [r.key, r]));

  test("yesterday's money moves when it becomes final; its counts do not; the report says by how much", async () => {
    const day = { startDate: '2026-03-14', endDate: '2026-03-14', groupBy: ['day', 'adPosition'], appIds: [APP] };
    const estimated = await report(day);
    expect(estimated.list.every((r) => r.status === 'estimated' && r.estimateMove === undefined)).toBe(true);
    expect(estimated.moved).toBeUndefined();

    await at(T0 + 3 * DAY); // 18 March: the 14th is final (the 16th, 17th and 18th are the estimates)
    const final = await report(day);
    const before = byKey(estimated.list);
    let moved = 0;
    for (const row of final.list) {
      const was = before.get(row.key) as Row;
      expect(row.status).toBe('final');
      expect([row.requests, row.impressions]).toEqual([was.requests, was.impressions]);
      const move = cents(row.earnings) - cents(was.earnings);
      expect(cents(row.estimateMove ?? 0)).toBe(move);
      moved += move;
    }
    expect(final.list.some((r) => r.estimateMove !== undefined)).toBe(true);
    // A revision is small: a few per cent of the day at most.
    expect(Math.abs(moved)).toBeLessThan(cents(final.totals.earnings) * 0.07);
    expect(final.moved).toEqual({ days: 1, earnings: moved / 100 });
    // The day's total moved as much as its ad positions did.
    const total = await report({ ...day, groupBy: ['day'] });
    expect(cents(total.list[0].estimateMove ?? 0)).toBe(moved);
  });

  test('a day marked final never moves again, in any zone, at any hour', async () => {
    const zones = [SH, 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'];
    const range = { startDate: '2026-03-05', endDate: '2026-03-13', groupBy: ['day'] };
    const finals = new Map<string, Row[]>();
    // Every sixth hour of a day, so each zone's midnight passes in between (the rule holds at any hour: docs).
    const hours = [0, 6, 12, 18];
    for (const h of hours) {
      await at(T0 + h * HOUR);
      for (const zone of zones) {
        const rows = (await report({ ...range, timeZone: zone })).list.filter((r) => r.status === 'final');
        expect(rows.length).toBeGreaterThan(0);
        finals.set(`${zone} ${h}`, rows);
      }
    }
    await at(T0 + 5 * DAY);
    for (const zone of zones) {
      const later = byKey((await report({ ...range, timeZone: zone })).list);
      for (const h of hours)
        for (const r of finals.get(`${zone} ${h}`) as Row[])
          expect([zone, h, r.date, (later.get(r.key) as Row).earnings]).toEqual([zone, h, r.date, r.earnings]);
    }
  });

  test('while estimates are shown, the hours add up to the day and the days to the period', async () => {
    for (const zone of [SH, 'America/Los_Angeles', 'Asia/Kolkata']) {
      const range = { startDate: '2026-03-12', endDate: '2026-03-14', timeZone: zone };
      const days = await report({ ...range, groupBy: ['day'] });
      const sum = days.list.reduce((s, r) => s + cents(r.revenue), 0);
      expect(sum).toBe(cents(days.totals.revenue));
      const whole = await report({ ...range, groupBy: ['app'] });
      expect(cents(whole.totals.earnings)).toBe(cents(days.totals.earnings));
      const hours = await report({ startDate: '2026-03-14', endDate: '2026-03-14', timeZone: zone, groupBy: ['hour'] });
      const day = days.list.find((r) => r.date === '2026-03-14') as Row;
      expect(hours.list.reduce((s, r) => s + cents(r.earnings), 0)).toBe(cents(day.earnings));
    }
  });

  test('a move is told for a week after the day became final, and never for an estimated day', async () => {
    await at(T0 + 12 * DAY); // 27 March: the 25th–27th are estimates, the 18th–24th final for at most a week
    const r = await report({ startDate: '2026-03-14', endDate: '2026-03-27', groupBy: ['day'] });
    const told = r.list.filter((x) => x.estimateMove !== undefined).map((x) => x.date);
    expect(told.length).toBeGreaterThan(0);
    for (const d of told) expect(d! >= '2026-03-18' && d! <= '2026-03-24').toBe(true);
    expect(r.moved?.days).toBe(7);
    const sum = r.list.reduce((s, x) => s + cents(x.estimateMove ?? 0), 0);
    expect(cents(r.moved?.earnings ?? 0)).toBe(sum);
  });
});
