/**
 * When a scheduled report runs next. A schedule runs at `hour`:00 on the
 * wall clock of its account's time zone:
 * - daily: every day;
 * - weekly: on `weekday` (0 = Sunday … 6 = Saturday);
 * - monthly: on `monthDay` (1..31); in a month without that day (the 31st in
 *   April, the 29th–31st in February) it runs on the month's last day, so a
 *   "month-end" schedule never skips a month.
 * Daylight saving: an hour the clocks skip runs at the first instant after the
 * gap (02:00 → 03:00 on the spring-forward day), an hour they show twice runs
 * once, at its first occurrence.
 */
import type { ReportScheduleFrequency } from '../../../../src/contract/typings';
import { addLocalDays, daysInMonth, localWeekday, todayIn, zonedHourToUtc, type LocalDate } from '../../lib/zoned';

export interface ScheduleTiming {
  frequency: ReportScheduleFrequency;
  hour: number;
  weekday: number | null;
  monthDay: number | null;
}

/** Does the schedule run on this calendar day? */
export function runsOn(s: ScheduleTiming, date: LocalDate): boolean {
  if (s.frequency === 'daily') return true;
  if (s.frequency === 'weekly') return localWeekday(date) === s.weekday;
  const wanted = Math.min(s.monthDay ?? 1, daysInMonth(date.y, date.m));
  return date.d === wanted;
}

/** The first run strictly after `afterMs` (epoch ms). */
export function nextRunAfter(s: ScheduleTiming, afterMs: number, timeZone: string): number {
  // Start the day before: the zone's "today" may still have its hour ahead in UTC terms.
  let day = addLocalDays(todayIn(afterMs, timeZone), -1);
  // A monthly schedule runs at least once in any 32 days.
  for (let i = 0; i < 40; i++, day = addLocalDays(day, 1)) {
    if (!runsOn(s, day)) continue;
    const at = zonedHourToUtc(day, s.hour, timeZone);
    if (at > afterMs) return at;
  }
  throw new Error('no run found'); // unreachable for valid timings
}
