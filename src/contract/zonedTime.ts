/**
 * An instant as a publisher reads it, wherever they read it (a mail, the
 * invitation page, a file's "generated at"): in the account's zone, the
 * zone named, formatted from Intl's parts in the reader's locale, e.g.
 * "28 Nov 2026, 09:30 (GMT+08:00 Shanghai)". Part of the contract because
 * the mock (mails, scheduled files) and the console (pages, exports) must
 * write the same words; a bare ISO instant is never shown to a person
 * (tests/unit/times/zonedTimes.test.ts scans for one).
 */
import { zoneOffsetMinutes } from './zone';

/** "GMT+08:00", "GMT−05:00", "GMT" for UTC itself: the offset at that instant (summer time included). */
export function zoneOffsetLabel(zone: string, ms: number): string {
  const minutes = zoneOffsetMinutes(zone, ms);
  if (minutes === 0) return 'GMT';
  const abs = Math.abs(minutes);
  const hh = String(Math.floor(abs / 60)).padStart(2, '0');
  const mm = String(abs % 60).padStart(2, '0');
  return `GMT${minutes < 0 ? '-' : '+'}${hh}:${mm}`;
}

/** Old canonical city names browsers still list (Asia/Calcutta), read by today's name. */
const CITY_RENAMED: Readonly<Record<string, string>> = {
  Calcutta: 'Kolkata',
  Kiev: 'Kyiv',
  Saigon: 'Ho Chi Minh',
  Katmandu: 'Kathmandu',
  Rangoon: 'Yangon',
};

/** A zone's city for people: "America/Argentina/Buenos_Aires" → "Buenos Aires", "Asia/Calcutta" → "Kolkata". */
export function zoneCity(zone: string): string {
  const city = (zone.split('/').pop() ?? zone).replace(/_/g, ' ');
  return CITY_RENAMED[city] ?? city;
}

/** The zone named for people: its offset and its city ("GMT+08:00 Shanghai"), or "UTC". */
export function zoneLabel(zone: string, ms: number): string {
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return `${zoneOffsetLabel(zone, ms)} ${zoneCity(zone)}`;
}

/**
 * The locale for Intl, with the console's calendar and digits (src/utils/numbering.ts: Gregorian, Latin digits
 * in every language) unless the tag names its own: a file or mail in fa-IR or th-TH would otherwise read
 * "۷ آذر ۱۴۰۵" or the year 2569 beside the console's 2026.
 */
function safeLocale(locale: string | undefined): string {
  try {
    if (!locale || !Intl.DateTimeFormat.supportedLocalesOf([locale]).length) return 'en-GB';
    return locale.includes('-u-') ? locale : `${locale}-u-ca-gregory-nu-latn`;
  } catch {
    return 'en-GB';
  }
}

/**
 * "28 Nov 2026, 09:30 (GMT+08:00 Shanghai)" in `locale`'s words and order: the date and
 * the time from the locale's parts (24-hour clock), the zone in brackets.
 */
export function formatZonedTime(value: number | string, zone: string, locale?: string): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  let text: string;
  try {
    text = new Intl.DateTimeFormat(safeLocale(locale), {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ms);
  } catch {
    return formatZonedTime(ms, 'UTC', locale);
  }
  return `${text} (${zoneLabel(zone, ms)})`;
}

/**
 * The time of day of an instant in `zone`, with its offset: "14:00 (GMT+08:00)", from the locale's parts
 * (24-hour clock). A file's "partial, to 14:00" (issue 52): the date is the row's, the zone the file's.
 */
export function formatZonedClock(value: number | string, zone: string, locale?: string): string {
  const ms = typeof value === 'number' ? value : Date.parse(value);
  if (!Number.isFinite(ms)) return '';
  try {
    const text = new Intl.DateTimeFormat(safeLocale(locale), {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(ms);
    return `${text} (${zoneOffsetLabel(zone, ms)})`;
  } catch {
    return formatZonedClock(ms, 'UTC', locale);
  }
}
