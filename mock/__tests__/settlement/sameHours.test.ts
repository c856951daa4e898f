/** @jest-environment node */
/**
 * Today is a partial day (issue 31): a period holding today is compared with
 * the same hours of its comparison period, in the settlement comparison, the
 * dashboard (summary and trend) and scheduled files; a period ending
 * yesterday compares whole days. The clock: 09:30 on 27 November in Shanghai.
 */
import { fakeClock, startApi, type TestApi } from '../helpers';
import { settlementBody } from '../../core/settlement/rules/settlementAdapter';

interface Metrics {
  impressions: number;
  revenue: number;
}
interface Row extends Metrics {
  date?: string;
  hour?: string;
  compare?: Metrics;
}
interface Comparison {
  compareStartDate: string;
  compareEndDate: string;
  compareTotals: Metrics;
  until?: string;
  compareUntil?: string;
}
interface Settlement {
  list: Row[];
  totals: Metrics;
  comparison?: Comparison;
}
interface Period {
  current: Metrics;
  previous: Metrics;
  previousStart: string;
  previousEnd: string;
  previousUntil?: string;
}

const SH = 'Asia/Shanghai';
const clock = fakeClock(Date.parse('2026-11-27T09:30:00+08:00'));

describe('a period holding today is compared with the same hours', () => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    token = await api.signIn();
  });
  afterAll(() => api.close());

  const settlement = async (body: Record<string, unknown>) => {
    const r = await api.post<Settlement>('/media/settlement/list', { pageSize: 100, timeZone: SH, ...body }, { token });
    expect(r.body.code).toBe(0);
    return r.body.result;
  };
  /** Impressions of a day's hours before `hh` ("09"), from the hourly report. */
  const impressionsBefore = async (day: string, hh: string) => {
    const r = await settlement({ startDate: day, endDate: day, groupBy: ['hour'] });
    return r.list.filter((row) => (row.hour ?? '') < `${day}T${hh}`).reduce((a, row) => a + row.impressions, 0);
  };

  test('settlement: today against yesterday until 09:00, rows and totals', async () => {
    const r = await settlement({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      groupBy: ['day'],
      compare: 'previousPeriod',
    });
    const c = r.comparison as Comparison;
    expect(c.until).toBe('2026-11-27T01:00:00.000Z');
    expect(c.compareUntil).toBe('2026-11-26T01:00:00.000Z');
    const yesterdaySoFar = await impressionsBefore('2026-11-26', '09');
    const wholeYesterday = (await settlement({ startDate: '2026-11-26', endDate: '2026-11-26', groupBy: ['day'] }))
      .totals.impressions;
    expect(yesterdaySoFar).toBeGreaterThan(0);
    expect(yesterdaySoFar).toBeLessThan(wholeYesterday);
    expect(c.compareTotals.impressions).toBe(yesterdaySoFar);
    expect(r.list[0].compare?.impressions).toBe(yesterdaySoFar);
    expect(r.totals.impressions).toBe(await impressionsBefore('2026-11-27', '09'));
  });

  test('settlement by hour: the comparison stops at the same hour', async () => {
    const r = await settlement({
      startDate: '2026-11-27',
      endDate: '2026-11-27',
      groupBy: ['hour'],
      compare: 'previousPeriod',
    });
    // 00:00–08:00: nine hours of today, each beside yesterday's; nothing of yesterday from 09:00 on.
    const before = r.list.filter((row) => (row.hour ?? '') < '2026-11-27T09');
    const after = r.list.filter((row) => (row.hour ?? '') >= '2026-11-27T09');
    expect(before).toHaveLength(9);
    expect(before.every((row) => (row.compare?.impressions ?? 0) > 0)).toBe(true);
    expect(after.every((row) => row.compare?.impressions === 0)).toBe(true);
  });

  test('settlement: a week ending today cuts its comparison week on its last day', async () => {
    const r = await settlement({
      startDate: '2026-11-21',
      endDate: '2026-11-27',
      groupBy: ['day'],
      compare: 'previousPeriod',
      sortField: 'date',
      sortOrder: 'ascend',
    });
    expect(r.comparison?.compareUntil).toBe('2026-11-20T01:00:00.000Z');
    const cut = await impressionsBefore('2026-11-20', '09');
    expect(r.list[6].compare?.impressions).toBe(cut);
    // Whole days before it.
    const whole = await settlement({ startDate: '2026-11-14', endDate: '2026-11-14', groupBy: ['day'] });
    expect(r.list[0].compare?.impressions).toBe(whole.totals.impressions);
  });

  test('settlement: a range ending yesterday compares whole days', async () => {
    const r = await settlement({
      startDate: '2026-11-20',
      endDate: '2026-11-26',
      groupBy: ['day'],
      compare: 'previousPeriod',
    });
    expect(r.comparison?.compareUntil).toBeUndefined();
    expect(r.comparison?.until).toBeUndefined();
    const direct = await settlement({ startDate: '2026-11-13', endDate: '2026-11-19', groupBy: ['day'] });
    expect(r.comparison?.compareTotals.impressions).toBe(direct.totals.impressions);
  });

  test('dashboard: today, the last 7 days and month to date stop their comparison at the same hour', async () => {
    const r = await api.post<Record<string, Period>>('/media/dashboard/summary', { timeZone: SH }, { token });
    const s = r.body.result;
    expect(s.today.previousUntil).toBe('2026-11-26T01:00:00.000Z');
    expect(s.last7Days.previousUntil).toBe('2026-11-20T01:00:00.000Z');
    expect(s.monthToDate.previousUntil).toBe('2026-10-27T01:00:00.000Z');
    expect(s.yesterday.previousUntil).toBeUndefined();
    // (27 October is past the hours kept: between 1–26 and 1–27 October.)
    const oct = async (end: string) =>
      (await settlement({ startDate: '2026-10-01', endDate: end, groupBy: ['day'] })).totals.impressions;
    expect(s.monthToDate.previous.impressions).toBeGreaterThan(await oct('2026-10-26'));
    expect(s.monthToDate.previous.impressions).toBeLessThan(await oct('2026-10-27'));
    expect(s.today.previous.impressions).toBe(await impressionsBefore('2026-11-26', '09'));
  });

  test("dashboard trend: today's point so far, with yesterday until the same hour", async () => {
    const r = await api.post<{
      points: { date: string; impressions: number }[];
      todaySoFar: { date: string; until: string; previousDate: string; previousUntil: string } & Record<
        'current' | 'previous',
        Metrics
      >;
    }>('/media/dashboard/series', { days: 7, timeZone: SH }, { token });
    const { points, todaySoFar } = r.body.result;
    expect(todaySoFar).toMatchObject({
      date: '2026-11-27',
      until: '2026-11-27T01:00:00.000Z',
      previousDate: '2026-11-26',
      previousUntil: '2026-11-26T01:00:00.000Z',
    });
    expect(todaySoFar.current.impressions).toBe(points[points.length - 1].impressions);
    expect(todaySoFar.previous.impressions).toBe(await impressionsBefore('2026-11-26', '09'));
  });

  test("a scheduled file runs the saved report's comparison (so the same cut applies)", () => {
    const body = settlementBody('group=day&compare=previousPeriod', { startDate: '2026-11-21', endDate: '2026-11-27' });
    expect(body.compare).toBe('previousPeriod');
    expect(settlementBody('compare=nonsense', { startDate: 'a', endDate: 'b' }).compare).toBeUndefined();
  });
});
