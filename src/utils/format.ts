/**
 * Locale-aware formatting of the numbers, money, rates and dates the reports
 * show. Plain functions over Intl so they are the same in pages, exports and
 * tests; the locale defaults to the console's current one. Missing values
 * (null, undefined, NaN) render as an en dash, never as "NaN" or "0".
 */
import { activeLocale } from '@/utils/locale';
import { intlLocale } from '@/utils/numbering';
import { activeTimeZone } from '@/utils/zone';

export const EMPTY = '–';

type Num = number | null | undefined;

/** The locale Intl gets: the console's (or the given) one, with its digits (src/utils/numbering.ts). */
function loc(locale?: string): string {
  return intlLocale(locale ?? activeLocale());
}

function ok(n: Num): n is number {
  return typeof n === 'number' && Number.isFinite(n);
}

const cache = new Map<string, Intl.NumberFormat>();
function nf(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    cache.set(key, f);
  }
  return f;
}

// Dates too: a DateTimeFormat costs far more to build than to use, and a table formats every row's dates.
const dateCache = new Map<string, Intl.DateTimeFormat>();
function df(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = dateCache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    dateCache.set(key, f);
  }
  return f;
}

/** Whole counts: requests, impressions, clicks. */
export function formatInteger(n: Num, locale?: string): string {
  return ok(n) ? nf(loc(locale), { maximumFractionDigits: 0 }).format(n) : EMPTY;
}

export function formatDecimal(n: Num, digits = 2, locale?: string): string {
  return ok(n) ? nf(loc(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n) : EMPTY;
}

/** Money in a currency, two decimals; `sign` adds a sign display. */
const money = (currency: string, locale?: string, sign?: Intl.NumberFormatOptions['signDisplay']) =>
  nf(loc(locale), {
    style: 'currency',
    currency,
    currencyDisplay: 'narrowSymbol',
    ...(sign ? { signDisplay: sign } : {}),
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });

/** Money in the account's settlement currency, two decimals. */
export function formatMoney(n: Num, currency: string, locale?: string): string {
  return ok(n) ? money(currency, locale).format(n) : EMPTY;
}

/** A change of money with its sign: "+$1.91", "−$312.40"; no sign for zero. */
export function formatSignedMoney(n: Num, currency: string, locale?: string): string {
  return ok(n) ? money(currency, locale, 'exceptZero').format(n) : EMPTY;
}

/** Rates arrive as fractions 0..1 (fill rate, CTR, show rate). */
export function formatPercent(fraction: Num, digits = 2, locale?: string): string {
  return ok(fraction)
    ? nf(loc(locale), { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
        fraction,
      )
    : EMPTY;
}

// Compact figures state both fraction digits: with the maximum alone, a currency's two digits become a minimum
// of one in some engines' ICU ("$3.0K", "$3000.0" in WebKit), where others write "$3K".
const COMPACT_DIGITS = { minimumFractionDigits: 0, maximumFractionDigits: 1 } as const;

/** Short form for cards and chart axes: 1.2K, 3.4M (or 1.2万 in Chinese). */
export function formatCompact(n: Num, locale?: string): string {
  return ok(n) ? nf(loc(locale), { notation: 'compact', ...COMPACT_DIGITS }).format(n) : EMPTY;
}

/** Money on a chart's axis: "$3K", "$1.2M", the currency's narrow symbol (cached like every format here). */
export function formatCompactMoney(n: Num, currency: string, locale?: string): string {
  return ok(n)
    ? nf(loc(locale), {
        style: 'currency',
        currency,
        currencyDisplay: 'narrowSymbol',
        notation: 'compact',
        ...COMPACT_DIGITS,
      }).format(n)
    : EMPTY;
}

/**
 * A duration in the two largest units that matter, with the locale's unit
 * names (Intl): "45 min", "3 hr 20 min", "2 days 4 hr". Under a minute
 * counts as a minute's fraction rounded up, so a wait is never "0 min".
 */
export function formatDuration(seconds: Num, locale?: string): string {
  if (!ok(seconds) || seconds < 0) return EMPTY;
  const l = loc(locale);
  const unit = (n: number, u: 'day' | 'hour' | 'minute') =>
    nf(l, { style: 'unit', unit: u, unitDisplay: 'short', maximumFractionDigits: 0 }).format(n);
  const minutes = Math.max(1, Math.round(seconds / 60));
  if (minutes < 60) return unit(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return minutes % 60 ? `${unit(hours, 'hour')} ${unit(minutes % 60, 'minute')}` : unit(hours, 'hour');
  const days = Math.floor(hours / 24);
  return hours % 24 ? `${unit(days, 'day')} ${unit(hours % 24, 'hour')}` : unit(days, 'day');
}

/**
 * Change against the previous period as a fraction (0.1 = +10 %), or null
 * when there is nothing to compare with (previous period zero or missing).
 */
export function changeRatio(current: Num, previous: Num): number | null {
  if (!ok(current) || !ok(previous) || previous === 0) return null;
  return (current - previous) / Math.abs(previous);
}

/** "+12.30%" / "-4.00%" with an explicit sign, or the en dash. */
export function formatChange(ratio: number | null, locale?: string): string {
  if (ratio === null || !Number.isFinite(ratio)) return EMPTY;
  return nf(loc(locale), {
    style: 'percent',
    signDisplay: 'exceptZero',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(ratio);
}

function toDate(value: string | number | Date): Date | null {
  // A bare day ("2026-11-22") is a calendar date, not an instant: read it at
  // noon UTC so no time zone can move it to the neighbouring day.
  const d =
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * A calendar day (report rows, statements) in the locale's own order. An
 * instant is shown as its day in the account's time zone (or the one given),
 * never in the browser's.
 */
export function formatDay(
  value: string | number | Date | null | undefined,
  locale?: string,
  timeZone?: string,
): string {
  if (value === null || value === undefined) return EMPTY;
  const d = toDate(value);
  if (!d) return EMPTY;
  const isBareDay = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
  return df(loc(locale), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: isBareDay ? 'UTC' : (timeZone ?? activeTimeZone()),
  }).format(d);
}

/** A calendar day (YYYY-MM-DD) with its weekday, in the locale's order: "Sun, 12/06/2026". */
export function formatWeekday(day: string | null | undefined, locale?: string): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return EMPTY;
  const d = toDate(day) as Date;
  return df(loc(locale), {
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(d);
}

/** An instant in the given Intl options; the empty mark for no value or one that is not a date. */
function formatInstant(
  value: string | number | Date | null | undefined,
  options: Intl.DateTimeFormatOptions,
  locale?: string,
): string {
  if (value === null || value === undefined) return EMPTY;
  const d = toDate(value);
  if (!d) return EMPTY;
  return df(loc(locale), options).format(d);
}

function dateTime(value: string | number | Date | null | undefined, opts: Intl.DateTimeFormatOptions, locale?: string) {
  return formatInstant(
    value,
    {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      ...opts,
    },
    locale,
  );
}

/**
 * An instant (created, submitted, reviewed) in the given time zone, by
 * default the account's (src/utils/zone.ts), never the browser's. For
 * tables whose header names the zone; elsewhere formatDateTimeZone.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  timeZone?: string,
  locale?: string,
): string {
  return dateTime(value, { timeZone: timeZone ?? activeTimeZone() }, locale);
}

/** An instant with its zone named, as the locale abbreviates it: "11/22/2026, 00:30 PST", "2026/11/22 00:30 GMT+8". */
export function formatDateTimeZone(
  value: string | number | Date | null | undefined,
  timeZone?: string,
  locale?: string,
): string {
  return dateTime(value, { timeZone: timeZone ?? activeTimeZone(), timeZoneName: 'short' }, locale);
}

/** The time of day of an instant with its zone named: "21:00 PST". */
export function formatTimeOfDay(value: string | number | Date | null | undefined, timeZone?: string, locale?: string) {
  return formatInstant(
    value,
    {
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: timeZone ?? activeTimeZone(),
      timeZoneName: 'short',
    },
    locale,
  );
}

const regionNames = new Map<string, Intl.DisplayNames | null>();
/** A country by its ISO code as the locale names it ("United States", "美国"); the code when Intl cannot. */
export function formatCountry(code: string | null | undefined, locale?: string): string {
  if (!code) return EMPTY;
  const l = loc(locale);
  if (!regionNames.has(l)) {
    try {
      regionNames.set(l, new Intl.DisplayNames([l], { type: 'region' }));
    } catch {
      regionNames.set(l, null);
    }
  }
  return regionNames.get(l)?.of(code) ?? code;
}

/** A zone as the locale names it in full ("Pacific Time", "中国标准时间"), followed by its IANA name. */
export function formatZoneName(timeZone: string, locale?: string, at: number = Date.now()): string {
  try {
    const name = df(loc(locale), { timeZone, timeZoneName: 'long' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name && name !== timeZone ? `${name} (${timeZone})` : timeZone;
  } catch {
    return timeZone;
  }
}

/** A statement month (`YYYY-MM`) as the locale names it: "November 2026", "2026年11月". */
export function formatMonth(month: string | null | undefined, locale?: string): string {
  if (!month || !/^\d{4}-\d{2}$/.test(month)) return EMPTY;
  const d = new Date(`${month}-15T12:00:00Z`);
  return df(loc(locale), { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(d);
}

const patterns = new Map<string, string>();

/**
 * The dayjs pattern that writes a calendar day exactly as formatDay does
 * ("YYYY/MM/DD" in zh-CN, "MM/DD/YYYY" in en-US, "DD/MM/YYYY" in ar-EG), so
 * the date pickers and the tables show one date format. Derived from Intl
 * rather than written per locale, so the two cannot drift apart. Direction
 * marks Intl puts between the parts (ar-EG) are dropped: the picker's input
 * is laid out by the browser anyway.
 */
export function dayPattern(locale?: string): string {
  const l = loc(locale);
  let pattern = patterns.get(l);
  if (!pattern) {
    const parts = new Intl.DateTimeFormat(l, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      timeZone: 'UTC',
    }).formatToParts(new Date(Date.UTC(2026, 10, 22, 12)));
    const TOKENS: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = { year: 'YYYY', month: 'MM', day: 'DD' };
    pattern = parts
      .map((p) => {
        const token = TOKENS[p.type];
        if (token) return token;
        // Direction marks stay: in a right-to-left locale they order the parts as the tables show them.
        return p.value ? `[${p.value}]` : '';
      })
      .join('');
    patterns.set(l, pattern);
  }
  return pattern;
}
