/**
 * What the report-window tests share (reportWindows*.test.ts, split so that jest's workers run them
 * side by side): the seed and store they read, the reference computation and a fast row comparison.
 */
import type { GroupByKey } from '../../../src/contract/typings';
import { buildSeed } from '../../core/seed';
import { dateToDay } from '../../core/lib/dates';
import { rowAt, TrafficStore, type Aggregate, type AggRow, type TrafficFilter } from '../../core/lib/trafficStore';

// 2026-11-05 12:00 in Shanghai: the year behind it holds both of Los Angeles' changes (03-08, 11-01).
export const NOW = Date.parse('2026-11-05T04:00:00Z');
export const state = buildSeed('normal', NOW);
export const appIds = new Set(state.apps.filter((a) => a.publisherId === 2).map((a) => a.id));

// The store (its year of generated figures) is built once per test file; each test starts from no
// windows or cached results (dropComputed), as a new store would.
let shared: TrafficStore | null = null;
export function freshStore(): TrafficStore {
  shared ??= new TrafficStore(state, NOW);
  shared.dropComputed();
  return shared;
}

/** The straightforward reference: the direct computation one day at a time (its rows, in order, are the range's). */
export function dayByDay(tr: TrafficStore, f: TrafficFilter, groupBy: GroupByKey[]): Aggregate[] {
  const days = [];
  for (let d = f.startDay; d <= f.endDay; d++) days.push(tr.aggregateDirect({ ...f, startDay: d, endDay: d }, groupBy));
  return days;
}

const COLUMNS = [
  'day',
  'hour',
  'appId',
  'adPositionId',
  'adType',
  'platform',
  'country',
  'requests',
  'fills',
  'impressions',
  'clicks',
  'revenueCents',
  'earningsCents',
] as const;

/** Whether row i of a and row j of b differ in any column (a column one has and the other lacks included). */
function rowsDiffer(a: Aggregate, i: number, b: Aggregate, j: number): boolean {
  return COLUMNS.some((c) => {
    const x = a[c];
    const y = b[c];
    return !x || !y ? x !== y : x[i] !== y[j];
  });
}

/**
 * The first row where `actual` differs from the rows of `expected` one after another, or null when
 * they are the same rows (as toEqual on aggRows would say, column by column: a report of tens of
 * thousands of rows compared as objects took seconds).
 */
export function firstDifference(
  actual: Aggregate,
  expected: Aggregate[],
): { row: number; actual?: AggRow; expected?: AggRow } | null {
  let i = 0;
  for (const e of expected) {
    for (let j = 0; j < e.size; j++, i++) {
      if (i >= actual.size) return { row: i, expected: rowAt(e, j) };
      if (rowsDiffer(actual, i, e, j)) return { row: i, actual: rowAt(actual, i), expected: rowAt(e, j) };
    }
  }
  return i === actual.size ? null : { row: i, actual: rowAt(actual, i) };
}

export function expectSame(fast: Aggregate, direct: Aggregate) {
  expect(fast.size).toBe(direct.size);
  expect(fast.totals).toEqual(direct.totals);
  expect(firstDifference(fast, [direct])).toBeNull();
}

const HOUR_GROUPINGS: GroupByKey[][] = [['hour'], ['hour', 'country'], ['hour', 'app']];

/**
 * Grouped by hour in `zone`: the last 30 days, the days around Los Angeles' fall-back (its 25-hour day) and
 * today give the direct computation's rows and the day-by-day ones, each grouping from one window. One zone a
 * test file (reportWindowsHours*.test.ts): a zone's check is most of a file's time, and jest's workers run the
 * files side by side.
 */
export function expectHourRangesSame(zone: string) {
  const tr = freshStore();
  const today = tr.todayIn(zone);
  for (const groupBy of HOUR_GROUPINGS) {
    for (const [startDay, endDay] of [
      [today - 29, today],
      [dateToDay('2026-10-31'), dateToDay('2026-11-02')],
      [today, today],
    ]) {
      const f: TrafficFilter = { startDay, endDay, zone, appIds };
      const fast = tr.aggregate(f, groupBy);
      expectSame(fast, tr.aggregateDirect(f, groupBy));
      expect(firstDifference(fast, dayByDay(tr, f, groupBy))).toBeNull();
    }
  }
  expect(tr.windowStats.count).toBe(HOUR_GROUPINGS.length);
}
