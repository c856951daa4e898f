/** @jest-environment node */
/** The report windows (see reportWindows.test.ts) grouped by hour. */
import type { GroupByKey } from '../../../src/contract/typings';
import { aggRows, type TrafficFilter } from '../../core/lib/trafficStore';
import { dateToDay } from '../../core/lib/dates';
import { appIds, dayByDay, expectSame, firstDifference, freshStore } from './reportWindowsSupport';

const HOUR_GROUPINGS: GroupByKey[][] = [['hour'], ['hour', 'country'], ['hour', 'app']];

describe('report windows by hour: the fast path gives the direct computation’s rows', () => {
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
});
