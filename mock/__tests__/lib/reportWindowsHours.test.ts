/** @jest-environment node */
/** The report windows (see reportWindows.test.ts) grouped by hour. */
import { aggRows } from '../../core/lib/trafficStore';
import { dateToDay } from '../../core/lib/dates';
import { appIds, expectHourRangesSame, freshStore } from './reportWindowsSupport';

describe('report windows by hour: the fast path gives the direct computation’s rows', () => {
  // Asia/Kolkata: reportWindowsHoursKolkata.test.ts.
  test('grouped by hour, America/Los_Angeles: the last 30 days, the 25-hour day included', () =>
    expectHourRangesSame('America/Los_Angeles'));

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
