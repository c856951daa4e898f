/** @jest-environment node */
/**
 * The report's fast path (issue 17, speed): a range grouped by day or hour
 * is a view of a whole-history window computed once. Its rows must be the
 * ones the direct computation gives for the range, and the ones it gives
 * day by day (each day's cells depend on that day alone), in every zone,
 * across daylight-saving changes, for every grouping and filter.
 */
import type { GroupByKey } from '../../src/services/typings';
import { buildSeed } from '../core/seed';
import { aggRows, rowAt, TrafficStore, type Aggregate, type AggRow, type TrafficFilter } from '../core/traffic';
import { dateToDay } from '../core/lib/dates';

// 2026-11-05 12:00 in Shanghai: the year behind it holds both of Los Angeles' changes (03-08, 11-01).
const NOW = Date.parse('2026-11-05T04:00:00Z');
const state = buildSeed('normal', NOW);
const appIds = new Set(state.apps.filter((a) => a.publisherId === 2).map((a) => a.id));

const ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'Australia/Lord_Howe'];
const DAY_GROUPINGS: GroupByKey[][] = [
  ['day'],
  ['day', 'adPosition'],
  ['day', 'app', 'country'],
  ['day', 'adType', 'platform'],
];
const HOUR_GROUPINGS: GroupByKey[][] = [['hour'], ['hour', 'country'], ['hour', 'app']];

const rowsOf = (a: Aggregate) => aggRows(a);

// The store (its year of generated figures) is built once for the file; each test starts from no
// windows or cached results (dropComputed), as a new store would.
const shared = new TrafficStore(state, NOW);
function freshStore(): TrafficStore {
  shared.dropComputed();
  return shared;
}

/** The straightforward reference: the direct computation one day at a time (its rows, in order, are the range's). */
function dayByDay(tr: TrafficStore, f: TrafficFilter, groupBy: GroupByKey[]): Aggregate[] {
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
function firstDifference(
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

function expectSame(fast: Aggregate, direct: Aggregate) {
  expect(fast.size).toBe(direct.size);
  expect(fast.totals).toEqual(direct.totals);
  expect(firstDifference(fast, [direct])).toBeNull();
}

describe('report windows: the fast path gives the direct computation’s rows', () => {
  test('the row comparison finds a changed figure, a missing row and an extra one', () => {
    const tr = freshStore();
    const zone = 'America/Los_Angeles';
    const today = tr.todayIn(zone);
    const f: TrafficFilter = { startDay: today - 3, endDay: today - 1, zone, appIds };
    const direct = tr.aggregateDirect(f, ['day', 'app']);
    const changed = { ...direct, clicks: Float64Array.from(direct.clicks, (c, i) => (i === 2 ? c + 1 : c)) };
    expect(firstDifference(changed, [direct])?.row).toBe(2);
    expect(firstDifference({ ...direct, size: direct.size - 1 }, [direct])?.row).toBe(direct.size - 1);
    expect(firstDifference(direct, [{ ...direct, size: direct.size - 1 }])?.row).toBe(direct.size - 1);
    expect(firstDifference(direct, dayByDay(tr, f, ['day', 'app']))).toBeNull();
  });

  test.each(ZONES)('grouped by day, %s: ranges across daylight-saving changes, every grouping', (zone) => {
    const tr = freshStore();
    const today = tr.todayIn(zone);
    const ranges = [
      // Los Angeles springs forward on 03-08 and falls back on 11-01; Lord Howe moves by 30 minutes.
      [dateToDay('2026-03-05'), dateToDay('2026-03-12')],
      [dateToDay('2026-10-02'), dateToDay('2026-10-06')],
      [dateToDay('2026-10-28'), today],
      [tr.firstDay - 1, tr.firstDay + 3],
    ];
    for (const groupBy of DAY_GROUPINGS) {
      for (const [startDay, endDay] of ranges) {
        const f: TrafficFilter = { startDay, endDay, zone, appIds };
        const fast = tr.aggregate(f, groupBy);
        expectSame(fast, tr.aggregateDirect(f, groupBy));
        expect(firstDifference(fast, dayByDay(tr, f, groupBy))).toBeNull();
      }
    }
    // The ranges were views of windows, not computed one by one.
    expect(tr.windowStats.count).toBe(DAY_GROUPINGS.length);
  });

  test.each(['America/Los_Angeles', 'Asia/Kolkata'])(
    'grouped by hour, %s: the last 30 days, the 25-hour day included',
    (zone) => {
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
    },
  );

  test('the day Los Angeles falls back is 25 hours in the view; its spring day is the same in any range', () => {
    const tr = freshStore();
    const zone = 'America/Los_Angeles';
    const day = (date: string) => ({ startDay: dateToDay(date), endDay: dateToDay(date), zone, appIds });
    expect(tr.aggregate(day('2026-11-01'), ['hour']).size).toBe(25);
    expect(tr.windowStats.count).toBe(1);
    // Hours are kept for 30 days; the spring day, months back, is grouped by day from its 23 hours.
    const spring = tr.aggregate(day('2026-03-08'), ['day']);
    const around = tr.aggregate({ ...day('2026-03-07'), endDay: dateToDay('2026-03-09') }, ['day']);
    expect(aggRows(around)[1]).toEqual(aggRows(spring)[0]);
  });

  test('filters (apps, positions, ad types, platforms, countries) are part of the window', () => {
    const tr = freshStore();
    const someApps = new Set([...appIds].slice(0, 3));
    const positions = new Set(
      state.adPositions
        .filter((p) => someApps.has(p.appId))
        .map((p) => p.id)
        .slice(0, 4),
    );
    const filters: Partial<TrafficFilter>[] = [
      { appIds: someApps },
      { adPositionIds: positions },
      { adTypes: new Set(['banner', 'rewarded'] as const) },
      { platforms: new Set(['ios'] as const) },
      { countries: new Set(['US', 'JP'] as const) },
    ];
    for (const zone of ['America/Los_Angeles']) {
      for (const extra of filters) {
        for (const groupBy of [
          ['day', 'app', 'country'],
          ['hour', 'country'],
        ] as GroupByKey[][]) {
          const today = tr.todayIn(zone);
          const f: TrafficFilter = { startDay: today - 20, endDay: today - 2, zone, appIds, ...extra };
          expectSame(tr.aggregate(f, groupBy), tr.aggregateDirect(f, groupBy));
        }
      }
    }
  });

  test('sort orders of a view follow the rows; invalidation keeps the figures', () => {
    const tr = freshStore();
    const zone = 'America/Los_Angeles';
    const today = tr.todayIn(zone);
    const f: TrafficFilter = { startDay: today - 100, endDay: today - 50, zone, appIds };
    const first = tr.aggregate(f, ['day', 'adPosition']);
    // The same query again is the cached result itself.
    expect(tr.aggregate(f, ['day', 'adPosition'])).toBe(first);
    const before = rowsOf(first);
    tr.invalidate();
    const again = tr.aggregate(f, ['day', 'adPosition']);
    expect(again).not.toBe(first);
    expect(rowsOf(again)).toEqual(before);
    expect(tr.windowStats.count).toBe(1);
    expect(tr.windowStats.bytes).toBeGreaterThan(0);
  });

  test('a cut at an instant (the dashboard’s "yesterday up to this hour") is computed directly', () => {
    const tr = freshStore();
    const zone = 'America/Los_Angeles';
    const today = tr.todayIn(zone);
    const f: TrafficFilter = { startDay: today - 1, endDay: today - 1, zone, appIds, until: NOW - 86_400_000 };
    expectSame(tr.aggregate(f, ['day']), tr.aggregateDirect(f, ['day']));
    expect(tr.windowStats.count).toBe(0);
  });
});
