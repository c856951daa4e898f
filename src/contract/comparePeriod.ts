/**
 * The period a settlement report is compared with (the `compare` extension,
 * docs/api.md). One rule for the mock that joins the periods and the console
 * that names them, so a row's comparison day is the same day everywhere:
 * part of the contract (hand-written, beside the generated files). Pure
 * functions over calendar days (YYYY-MM-DD) of the report's zone: no time
 * zone can shift them, and a day across a daylight-saving change is still
 * one day.
 */
import type { components } from './schema';

export type CompareMode = components['schemas']['CompareMode'];

export interface DayRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;
const toMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const shift = (day: string, days: number) => fromMs(toMs(day) + days * DAY_MS);
const length = (r: DayRange) => Math.round((toMs(r.end) - toMs(r.start)) / DAY_MS) + 1;

/** The same calendar day one year earlier; 29 February becomes 28 February. */
export function dayLastYear(day: string): string {
  const year = String(Number(day.slice(0, 4)) - 1).padStart(4, '0');
  const monthDay = day.slice(4);
  return `${year}${monthDay === '-02-29' ? '-02-28' : monthDay}`;
}

/**
 * The comparison period of `range`:
 * - previousPeriod: as many days, ending the day before the start;
 * - lastYear: the same calendar days a year earlier (29 February → 28 February,
 *   so it may be a day shorter or longer than the period: 2024-02-01…29 → 2023-02-01…28);
 * - previousWeek: the same days a week earlier, weekday for weekday ("What changed", issue 49: a Sunday is
 *   compared with a Sunday, not with the Saturday before it).
 */
export function comparisonRange(range: DayRange, mode: CompareMode): DayRange {
  if (mode === 'lastYear') return { start: dayLastYear(range.start), end: dayLastYear(range.end) };
  if (mode === 'previousWeek') return { start: shift(range.start, -7), end: shift(range.end, -7) };
  return { start: shift(range.start, -length(range)), end: shift(range.start, -1) };
}

/** Days from the period's start (0 for the first day). */
export function dayOffset(day: string, range: DayRange): number {
  return length({ start: range.start, end: day }) - 1;
}

/**
 * The comparison day of a day of the period: the day at the same offset from
 * the comparison period's start; null when that period is shorter.
 */
export function comparisonDay(day: string, range: DayRange, mode: CompareMode): string | null {
  const other = comparisonRange(range, mode);
  const offset = dayOffset(day, range);
  const candidate = shift(other.start, offset);
  return offset >= 0 && candidate <= other.end ? candidate : null;
}
