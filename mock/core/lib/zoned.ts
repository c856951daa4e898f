/**
 * Wall-clock arithmetic in any IANA time zone with the platform's Intl data
 * (no library, no fixed offsets): what a schedule "at 08:00 in
 * America/Los_Angeles" means on a given calendar day, daylight saving included.
 * Calendar dates as parts ({ y, m, d }) for the schedules; the zone's clock itself
 * is src/contract/zone.ts's, the console's and the mock's one.
 */
import { wallClock as zoneWallClock } from '../../../src/contract/zone';

export interface LocalDate {
  y: number;
  /** 1..12 */
  m: number;
  d: number;
}

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and schedules and
// periods are resolved for many days at a time.
/** The wall clock in `timeZone` at the instant `ms` (src/contract/zone.ts reads it). */
export function wallClock(ms: number, timeZone: string): LocalDate & { h: number; min: number; s: number } {
  const w = new Date(zoneWallClock(timeZone, ms));
  return {
    y: w.getUTCFullYear(),
    m: w.getUTCMonth() + 1,
    d: w.getUTCDate(),
    h: w.getUTCHours(),
    min: w.getUTCMinutes(),
    s: w.getUTCSeconds(),
  };
}

/** Offset of the zone from UTC at the instant `ms`, in ms (Los Angeles in winter: −8 h). */
export function offsetAt(ms: number, timeZone: string): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return zoneWallClock(timeZone, whole) - whole;
}

/**
 * The instant the zone's clocks show `hour`:00 on `date`. An hour the clocks
 * skip (02:00 on the spring-forward day) gives the first instant after the gap
 * (03:00); an hour they show twice (01:00 on the fall-back day) gives the first.
 */
export function zonedHourToUtc(date: LocalDate, hour: number, timeZone: string): number {
  const guess = Date.UTC(date.y, date.m - 1, date.d, hour);
  // The offset before and after the wanted time; the earlier reading wins for a repeated hour.
  const before = offsetAt(guess - 86_400_000 / 2, timeZone);
  const after = offsetAt(guess + 86_400_000 / 2, timeZone);
  const candidates = [guess - before, guess - after].sort((a, b) => a - b);
  for (const t of candidates) {
    const w = wallClock(t, timeZone);
    if (w.y === date.y && w.m === date.m && w.d === date.d && w.h === hour) return t;
  }
  // Skipped hour: the clocks jump from the old offset to the new one; the gap closes at guess − before.
  return guess - before;
}

export function todayIn(ms: number, timeZone: string): LocalDate {
  const { y, m, d } = wallClock(ms, timeZone);
  return { y, m, d };
}

export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** 0 = Sunday. */
export function localWeekday(date: LocalDate): number {
  return new Date(Date.UTC(date.y, date.m - 1, date.d)).getUTCDay();
}

export function localDateString(date: LocalDate): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.y}-${p(date.m)}-${p(date.d)}`;
}
