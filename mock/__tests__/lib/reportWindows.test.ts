/** @jest-environment node */
/**
 * The report's fast path (issue 17, speed): a range grouped by day or hour
 * is a view of a whole-history window computed once. Its rows must be the
 * ones the direct computation gives for the range, and the ones it gives
 * day by day (each day's cells depend on that day alone), in every zone,
 * across daylight-saving changes, for every grouping and filter.
 */
import type { GroupByKey } from '../../../src/contract/typings';
import { aggRows, type Aggregate, type TrafficFilter } from '../../core/lib/trafficStore';
import { dateToDay } from '../../core/lib/dates';
import { appIds, dayByDay, expectSame, firstDifference, freshStore, NOW } from './reportWindowsSupport';

const ZONES = ['Asia/Shanghai', 'America/Los_Angeles', 'Australia/Lord_Howe'];
const DAY_GROUPINGS: GroupByKey[][] = [
  ['day'],
  ['day', 'adPosition'],
  ['day', 'app', 'country'],
  ['day', 'adType', 'platform'],
];

const rowsOf = (a: Aggregate) => aggRows(a);

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
