/** @jest-environment node */
/**
 * Zone arithmetic of the reports (mock/core/lib/zone.ts cuts the days; the
 * console's todayIn names today): day boundaries across the daylight-saving
 * changes in America/Los_Angeles.
 */
import {
  dayOf,
  dayStart,
  hourLabel,
  hourOf,
  hoursInDay,
  hourStarts,
  isTimeZone,
  parseHourLabel,
  zoneOffsetMinutes,
} from '@/contract/zone';
import { todayIn } from '@/utils/dateRange';

const LA = 'America/Los_Angeles';
const iso = (ms: number) => new Date(ms).toISOString();

describe('zone arithmetic in America/Los_Angeles', () => {
  test('offsets in winter and summer', () => {
    expect(zoneOffsetMinutes(LA, Date.parse('2026-01-15T12:00:00Z'))).toBe(-480);
    expect(zoneOffsetMinutes(LA, Date.parse('2026-07-15T12:00:00Z'))).toBe(-420);
    expect(zoneOffsetMinutes('Asia/Shanghai', Date.parse('2026-07-15T12:00:00Z'))).toBe(480);
  });

  test('days begin at local midnight on both sides of each change', () => {
    expect(iso(dayStart(LA, '2026-03-07'))).toBe('2026-03-07T08:00:00.000Z'); // PST
    expect(iso(dayStart(LA, '2026-03-08'))).toBe('2026-03-08T08:00:00.000Z'); // the change is at 02:00
    expect(iso(dayStart(LA, '2026-03-09'))).toBe('2026-03-09T07:00:00.000Z'); // PDT
    expect(iso(dayStart(LA, '2026-11-01'))).toBe('2026-11-01T07:00:00.000Z'); // PDT until 02:00
    expect(iso(dayStart(LA, '2026-11-02'))).toBe('2026-11-02T08:00:00.000Z'); // PST
    expect(iso(dayStart('Asia/Shanghai', '2026-03-08'))).toBe('2026-03-07T16:00:00.000Z');
  });

  test('the day the clocks go forward has 23 hours, the day they go back 25', () => {
    expect(hoursInDay(LA, '2026-03-07')).toBe(24);
    expect(hoursInDay(LA, '2026-03-08')).toBe(23);
    expect(hoursInDay(LA, '2026-11-01')).toBe(25);
    expect(hoursInDay('Asia/Shanghai', '2026-03-08')).toBe(24);
    expect(hourStarts(LA, '2026-03-08').map((t) => hourOf(LA, t))).toEqual([
      0, 1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
    const back = hourStarts(LA, '2026-11-01').map((t) => hourOf(LA, t));
    expect(back.slice(0, 4)).toEqual([0, 1, 1, 2]);
  });

  test('hour labels carry the offset, so the repeated hour is not ambiguous', () => {
    const [, first, second] = hourStarts(LA, '2026-11-01');
    expect(hourLabel(LA, first)).toBe('2026-11-01T01:00-07:00');
    expect(hourLabel(LA, second)).toBe('2026-11-01T01:00-08:00');
    expect(parseHourLabel(hourLabel(LA, second))).toBe(second);
    expect(parseHourLabel('2026-11-01T01:00')).toBeNaN();
  });

  test('the calendar day of an instant, and today, are the zone’s', () => {
    const instant = Date.parse('2026-03-09T04:00:00Z'); // 12:00 in Shanghai, 21:00 the evening before in LA
    expect(dayOf(LA, instant)).toBe('2026-03-08');
    expect(dayOf('Asia/Shanghai', instant)).toBe('2026-03-09');
    expect(todayIn(LA, instant)).toBe('2026-03-08');
    expect(todayIn('Asia/Shanghai', instant)).toBe('2026-03-09');
    // One second before and at local midnight after the change.
    expect(dayOf(LA, Date.parse('2026-03-09T06:59:59Z'))).toBe('2026-03-08');
    expect(dayOf(LA, Date.parse('2026-03-09T07:00:00Z'))).toBe('2026-03-09');
  });

  test('only zones Intl knows are zones', () => {
    expect(isTimeZone(LA)).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
