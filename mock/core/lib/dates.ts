/**
 * Reporting days. All traffic is bucketed by calendar day in one reporting
 * time zone (Asia/Shanghai, UTC+8, no DST), so a fixed offset is exact.
 */
export { PROVIDER_TIME_ZONE as REPORT_TIME_ZONE } from '../../../src/contract/timeZone';
const OFFSET_MS = 8 * 3600 * 1000;
export const DAY_MS = 24 * 3600 * 1000;

/** Days since 1970-01-01 in the reporting zone. */
export function dayNumber(ms: number): number {
  return Math.floor((ms + OFFSET_MS) / DAY_MS);
}

export function dayToDate(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

export function dateToDay(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** Start of the reporting day in UTC ms. */
export function dayStartMs(day: number): number {
  return day * DAY_MS - OFFSET_MS;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** YYYY-MM of a day number. */
export function monthOf(day: number): string {
  return dayToDate(day).slice(0, 7);
}

/** Day of the week, 0 = Sunday. */
export function weekday(day: number): number {
  return (day + 4) % 7; // 1970-01-01 was a Thursday
}
