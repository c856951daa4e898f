/**
 * Date ranges of the audit report: calendar days (YYYY-MM-DD) in the
 * reporting time zone. The server allows at most 366 days and no end after
 * today (docs/api.md, settlement range rules).
 */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';
export const MAX_RANGE_DAYS = 366;

export type DayRange = [start: string, end: string];
export type PresetKey = 'last7Days' | 'last30Days' | 'thisMonth' | 'lastMonth';
export const PRESET_KEYS: readonly PresetKey[] = ['last7Days', 'last30Days', 'thisMonth', 'lastMonth'];

const DAY_MS = 86400000;

function toNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function toDay(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Today's date in the reporting time zone. */
export function todayIn(timeZone: string = REPORT_TIME_ZONE, now: number = Date.now()): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export function addDays(day: string, n: number): string {
  return toDay(toNumber(day) + n);
}

/** Inclusive length of a range in days. */
export function rangeDays([start, end]: DayRange): number {
  return toNumber(end) - toNumber(start) + 1;
}

export function presetRange(key: PresetKey, today: string): DayRange {
  const [y, m] = today.split('-').map(Number);
  switch (key) {
    case 'last7Days':
      return [addDays(today, -6), today];
    case 'last30Days':
      return [addDays(today, -29), today];
    case 'thisMonth':
      return [`${today.slice(0, 8)}01`, today];
    case 'lastMonth': {
      const first = toDay(Date.UTC(y, m - 2, 1) / DAY_MS);
      const last = toDay(Date.UTC(y, m - 1, 1) / DAY_MS - 1);
      return [first, last];
    }
    default:
      return [today, today];
  }
}

/** Whether the server accepts the range: ordered, at most 366 days, not after today. */
export function isValidRange(range: DayRange, today: string): boolean {
  const [start, end] = range;
  const ok = /^\d{4}-\d{2}-\d{2}$/;
  if (!ok.test(start) || !ok.test(end)) return false;
  return start <= end && end <= today && rangeDays(range) <= MAX_RANGE_DAYS;
}
