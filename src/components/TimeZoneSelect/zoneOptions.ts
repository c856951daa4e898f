/**
 * The time zone picker's options (issue 33): "(GMT−08:00) Pacific Time — Los Angeles", ordered by offset,
 * found by city, country, offset or the zone's name, in the user's language. Raw IANA names alone found
 * nothing for "Los Angeles" (a space, not an underscore), "Beijing" or "Pacific".
 */
import { isAccountTimeZone } from '@/contract/timeZone';
import { zoneOffsetMinutes } from '@/contract/zone';
import { zoneCity } from '@/contract/zonedTime';
import { CITY_ALIASES, ZONE_REGION } from './zoneFacts';

export interface ZoneOption {
  value: string;
  label: string;
  /** Offset in minutes east of UTC at `now`: the order of the list. */
  offset: number;
  /** Every word the option is found by, folded (see `fold`). */
  search: string;
  /** The offset as typed ("-8", "gmt-08:00"): matched whole, so "+1" does not find +10:00. */
  offsetKeys: string[];
}

/** How a label is put together in the user's language (src/locales `timeZone.option*`). */
export interface ZoneLabelWords {
  /** "({offset}) {name} — {city}" */
  withName: (parts: { offset: string; name: string; city: string }) => string;
  /** "({offset}) {city}" when Intl has no name of its own for the zone */
  cityOnly: (parts: { offset: string; city: string }) => string;
}

const MINUS = '\u2212';

/** Lower case, accents and isolates gone, any minus sign as '-': "São Paulo" and "sao paulo" meet. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u2066-\u2069]/g, '')
    .replace(/[\u2212\u2013]/g, '-')
    .toLowerCase();
}

function partOf(zone: string, locale: string, style: 'longGeneric', now: Date): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(now);
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** "GMT−08:00" with a true minus, in Latin digits in every language (an offset is read like a code). */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? MINUS : '+';
  const abs = Math.abs(minutes);
  return `GMT${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

/** The ways a publisher types an offset: "gmt-08:00", "utc-8", "-8", "+5:30". */
function offsetWords(minutes: number): string[] {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const hours = Math.floor(abs / 60);
  const short = abs % 60 ? `${hours}:${pad(abs % 60)}` : String(hours);
  const long = `${pad(hours)}:${pad(abs % 60)}`;
  return [
    `gmt${sign}${long}`,
    `utc${sign}${long}`,
    `gmt${sign}${short}`,
    `utc${sign}${short}`,
    `${sign}${short}`,
    `${sign}${long}`,
  ];
}

function regionNames(locale: string): ((code: string) => string) | null {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return (code) => names.of(code) ?? '';
  } catch {
    return null;
  }
}

/** Zones an account may name: the browser's full list where it has one, plus the zones given (the saved one). */
export function accountZones(...extra: string[]): string[] {
  let zones: string[] = [];
  try {
    zones = Intl.supportedValuesOf('timeZone').filter(isAccountTimeZone);
  } catch {
    // An engine without the list: the current zone and UTC still show.
  }
  const set = new Set(['UTC', ...zones]);
  for (const z of extra) if (isAccountTimeZone(z)) set.add(z);
  return [...set];
}

/** One option. `now` decides the offset (summer time moves it) and Intl's name. */
export function zoneOption(zone: string, locale: string, words: ZoneLabelWords, now: Date): ZoneOption {
  const offset = zoneOffsetMinutes(zone, now.getTime());
  const offsetText = formatOffset(offset);
  const city = zoneCity(zone);
  const generic = partOf(zone, locale, 'longGeneric', now);
  // Intl answers "GMT+03:00" where it has no name: the offset already says it.
  const name = /^(GMT|UTC)|\d/.test(generic) ? '' : generic;
  const english = locale.startsWith('en') ? '' : partOf(zone, 'en-US', 'longGeneric', now);
  const region = ZONE_REGION[zone];
  const country = region ? [regionNames(locale)?.(region), regionNames('en')?.(region)] : [];
  const label = name
    ? words.withName({ offset: offsetText, name, city })
    : words.cityOnly({ offset: offsetText, city });
  const search = fold(
    [zone, city, name, english, ...country, ...(CITY_ALIASES[zone] ?? []), ...offsetWords(offset)]
      .filter(Boolean)
      .join(' | '),
  );
  return { value: zone, label, offset, search, offsetKeys: offsetWords(offset) };
}

/** Every option, ordered by offset, then by label. */
export function zoneOptions(zones: string[], locale: string, words: ZoneLabelWords, now = new Date()): ZoneOption[] {
  return zones
    .map((z) => zoneOption(z, locale, words, now))
    .sort((a, b) => a.offset - b.offset || a.label.localeCompare(b.label, locale));
}

const OFFSET_WORD = /^(gmt|utc)?[+-]\d/;

/** Every typed word must be found ("pacific los" finds Los Angeles); an empty query keeps all. */
export function matchesZone(query: string, option: Pick<ZoneOption, 'search' | 'offsetKeys'>): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return words.every((w) => (OFFSET_WORD.test(w) ? option.offsetKeys.includes(w) : option.search.includes(w)));
}
