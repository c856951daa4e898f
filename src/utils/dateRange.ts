/**
 * Report periods: calendar days (YYYY-MM-DD) in the report's time zone,
 * both ends inclusive. Pure functions over strings so the URL, the form and
 * the API all speak the same unit, and no browser time zone can shift a day.
 * The reporting time zone itself is a fact of the contract: REPORT_TIME_ZONE
 * in src/contract/values.ts.
 */
import { MAX_RANGE_DAYS } from '@/contract/values';
import { dayOf, dayStart } from '@/contract/zone';

/** The API refuses longer periods (one year, leap day included): the contract's SettlementParams. */
export { MAX_RANGE_DAYS };
export const PRESET_KEYS = ['yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const;
export type PresetKey = (typeof PRESET_KEYS)[number];
export const DEFAULT_PRESET: PresetKey = 'last7Days';

export interface DateRange {
  start: string;
  end: string;
}

export type RangeProblem = 'invalid' | 'order' | 'tooLong' | 'future';

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isDateString(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return new Date(ms).toISOString().slice(0, 10) === value && Number(m[1]) >= 1970;
}

function toMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

function fromMs(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Days covered by the range, both ends counted. */
export function rangeDays({ start, end }: DateRange): number {
  return Math.round((toMs(end) - toMs(start)) / DAY_MS) + 1;
}

/** Today's calendar day in the time zone (UTC if the zone is unknown). */
export function todayIn(timeZone: string, now: number = Date.now()): string {
  return dayOf(timeZone, now);
}

export function presetRange(key: PresetKey, today: string): DateRange {
  const [y, m] = today.split('-').map(Number);
  const firstOfMonth = `${today.slice(0, 7)}-01`;
  switch (key) {
    case 'yesterday': {
      const d = addDays(today, -1);
      return { start: d, end: d };
    }
    case 'last7Days':
      return { start: addDays(today, -6), end: today };
    case 'last30Days':
      return { start: addDays(today, -29), end: today };
    case 'thisMonth':
      return { start: firstOfMonth, end: today };
    case 'lastMonth': {
      const start = fromMs(Date.UTC(y, m - 2, 1));
      return { start, end: addDays(firstOfMonth, -1) };
    }
  }
}

/** Why the API would refuse the range, or null when it is fine. */
export function checkRange(range: Partial<DateRange> | null | undefined, today: string): RangeProblem | null {
  if (!range || !isDateString(range.start) || !isDateString(range.end)) return 'invalid';
  const r = range as DateRange;
  if (r.start > r.end) return 'order';
  if (r.end > today) return 'future';
  if (rangeDays(r) > MAX_RANGE_DAYS) return 'tooLong';
  return null;
}

/** The preset that gives exactly this range today, if any. */
export function matchPreset(range: DateRange, today: string): PresetKey | null {
  return (
    PRESET_KEYS.find((k) => {
      const p = presetRange(k, today);
      return p.start === range.start && p.end === range.end;
    }) ?? null
  );
}

/**
 * The instant a calendar day begins in the zone, as an ISO time: a period of days in the account's zone becomes
 * the instants a server compares (`from` inclusive, the next day's start exclusive). Where the clocks jump over
 * midnight, the day begins at the first instant that exists. An unknown zone counts as UTC.
 */
export function dayStartIn(timeZone: string, day: string): string {
  return new Date(dayStart(timeZone, day)).toISOString();
}
