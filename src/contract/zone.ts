/**
 * Time zone arithmetic over IANA zones, with Intl only (no zone data of our
 * own), for the console and the mock alike: a zone's calendar day at an
 * instant, where its days and hours begin (so the mock cuts a day from the
 * hourly figures at the right instants, and the console turns a period of
 * days into the instants a server compares), across daylight-saving changes.
 * A calendar day is `YYYY-MM-DD`; an instant is epoch ms. A zone this runtime
 * does not know counts as UTC.
 */

import { isTimeZone } from './timeZone';

/** The provider's zone: its days are the stored ones, its months close statements. */
export { PROVIDER_TIME_ZONE } from './timeZone';
export { isTimeZone };

export const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and the reports ask for
// a zone's parts once per day and hour they cover (null: a zone this runtime does not know).
const formats = new Map<string, Intl.DateTimeFormat | null>();
function partsFormat(zone: string): Intl.DateTimeFormat | null {
  if (!formats.has(zone)) {
    try {
      formats.set(
        zone,
        new Intl.DateTimeFormat('en-US', {
          timeZone: zone,
          hourCycle: 'h23',
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        }),
      );
    } catch {
      formats.set(zone, null);
    }
  }
  return formats.get(zone) ?? null;
}

/** The zone's wall clock at an instant, as if it were UTC (so plain arithmetic works on it). */
export function wallClock(zone: string, ms: number): number {
  const f = partsFormat(zone);
  if (!f) return ms;
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(ms)) if (part.type !== 'literal') p[part.type] = Number(part.value);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour === 24 ? 0 : p.hour, p.minute, p.second);
}

/** Offset of the zone from UTC at an instant, in minutes (Los Angeles: −480 in winter, −420 in summer). */
export function zoneOffsetMinutes(zone: string, ms: number): number {
  const whole = Math.floor(ms / 1000) * 1000;
  return Math.round((wallClock(zone, whole) - whole) / 60_000);
}

/** The calendar day of an instant in the zone. */
export function dayOf(zone: string, ms: number): string {
  return new Date(wallClock(zone, ms)).toISOString().slice(0, 10);
}

/** The zone's wall-clock hour (0–23) of an instant. */
export function hourOf(zone: string, ms: number): number {
  return new Date(wallClock(zone, ms)).getUTCHours();
}

/**
 * The instant a calendar day begins in the zone. Where the clocks jump over
 * midnight (a few zones change there), the day begins at the first instant
 * that exists.
 */
export function dayStart(zone: string, day: string): number {
  const local = Date.parse(`${day}T00:00:00Z`);
  let guess = local - zoneOffsetMinutes(zone, local) * 60_000;
  // Twice: the offset at the first guess may differ from the one at midnight (a change in between).
  guess = local - zoneOffsetMinutes(zone, guess) * 60_000;
  if (dayOf(zone, guess) < day) guess += HOUR_MS; // midnight did not exist: the clocks jumped forward over it
  return guess;
}

/** Hours in the zone's calendar day: 24, or 23 / 25 on the days its clocks change. */
export function hoursInDay(zone: string, day: string): number {
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  return Math.round((dayStart(zone, next) - dayStart(zone, day)) / HOUR_MS);
}

/** The instants at which the zone's hours of a calendar day begin (23, 24 or 25 of them). */
export function hourStarts(zone: string, day: string): number[] {
  const from = dayStart(zone, day);
  return Array.from({ length: hoursInDay(zone, day) }, (_, i) => from + i * HOUR_MS);
}

/**
 * An hour as the API writes it: the zone's wall clock with its offset,
 * `2026-11-01T01:00-07:00`; unambiguous on the day an hour repeats.
 */
export function hourLabel(zone: string, ms: number): string {
  const wall = new Date(wallClock(zone, ms)).toISOString().slice(0, 16);
  const off = zoneOffsetMinutes(zone, ms);
  const abs = Math.abs(off);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `${wall}${off < 0 ? '-' : '+'}${hh}:${mm}`;
}

const HOUR_LABEL_RE = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})([+-])(\d{2}):(\d{2})$/;

/** The instant of an hour label (hourLabel's inverse), or NaN. */
export function parseHourLabel(label: string): number {
  const m = HOUR_LABEL_RE.exec(label);
  if (!m) return NaN;
  const sign = m[4] === '-' ? -1 : 1;
  const offset = sign * (Number(m[5]) * 60 + Number(m[6]));
  return Date.parse(`${m[1]}T${m[2]}:${m[3]}:00Z`) - offset * 60_000;
}
