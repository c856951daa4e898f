/**
 * Today is a partial day (issue 31): figures run to the top of the current
 * hour, so a period that contains today is compared with the SAME HOURS of
 * its comparison period, never with whole days (every morning would show a
 * false drop). One rule for the mock that cuts the figures and the console
 * that names the cut ("so far, until 09:00"): part of the contract, beside
 * comparePeriod.ts.
 *
 * The cut is by wall-clock hour, as the dashboard's Today card always did:
 * today until 09:00 is compared with the comparison day until 09:00, also on
 * a day whose clocks change (23 or 25 hours).
 */
import { comparisonDay, type CompareMode, type DayRange } from './comparePeriod';
import { dayOf, dayStart, hourOf, hourStarts } from './zone';

/** Today in `zone` when the figures run to `until` (epoch ms, the top of an hour). */
export function todayAt(zone: string, until: number): string {
  return dayOf(zone, until);
}

/** Whether the period holds today: its figures stop at `until`, inside the period. */
export function holdsToday(range: DayRange, zone: string, until: number): boolean {
  const today = todayAt(zone, until);
  return range.start <= today && today <= range.end;
}

/**
 * The instant on `day` at the wall-clock time of `until` in `zone`: the start
 * of the first hour of `day` at or after that hour (an hour the clocks skip
 * runs to the next one); the start of `day` when `until` is a midnight.
 */
export function sameHourOn(zone: string, until: number, day: string): number {
  const from = dayStart(zone, todayAt(zone, until));
  if (until <= from) return dayStart(zone, day);
  const hour = hourOf(zone, until);
  const starts = hourStarts(zone, day);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return starts.find((t) => hourOf(zone, t) >= hour) ?? dayStart(zone, next);
}

/**
 * Where the comparison period of `range` stops (epoch ms), when `range` holds
 * today: the comparison day at today's offset, at today's hour; the
 * comparison period's later days and hours are not compared. Undefined when
 * the period does not hold today (a range ending yesterday compares whole
 * days) or the comparison period has no day at today's offset (it is
 * shorter and ended before).
 */
export function comparisonUntil(
  range: DayRange,
  // A comparison mode of the settlement report, or the period's own pairing of days (the dashboard's month to date).
  mode: CompareMode | ((day: string) => string | null),
  zone: string,
  until: number,
): number | undefined {
  if (!holdsToday(range, zone, until)) return undefined;
  const today = todayAt(zone, until);
  const day = typeof mode === 'function' ? mode(today) : comparisonDay(today, range, mode);
  return day === null ? undefined : sameHourOn(zone, until, day);
}

/**
 * Today as the partial day of a period (issue 52), when the period holds it: its date and the instant its figures
 * run to. The one rule the files' preamble and the phone's totals read ("the totals include today, to 14:00"); the
 * rows themselves carry the server's `partial` and `through`.
 */
export function partialDayOf(
  range: DayRange,
  zone: string,
  until: number,
): { date: string; until: number } | undefined {
  return holdsToday(range, zone, until) ? { date: todayAt(zone, until), until } : undefined;
}
