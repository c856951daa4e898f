/**
 * A saved report is the settlement page's URL query kept as it is, with its
 * period taken out and kept relative ("last 7 days" stays "last 7 days") or
 * fixed (a custom range). This module knows only the period's two
 * parameters and the page number; every other parameter (grouping, filters,
 * sorting, whatever the page adds later) goes through untouched.
 */
import type { SavedReportPeriod } from '@/contract/typings';
import { checkRange, matchPreset, presetRange, type DateRange } from '@/utils/dateRange';

/** The page's period parameters, and its page number (a saved report opens on the first page). */
const START = 'start';
const END = 'end';
const PAGE = 'page';

export interface SavedDefinition {
  /** The page query without the period and the page number. */
  query: string;
  period: SavedReportPeriod;
}

/** The period of a page query: null when it has none the page would accept. */
export function periodOf(search: string, today: string): DateRange | null {
  const sp = new URLSearchParams(search.replace(/^\?/, ''));
  const range = { start: sp.get(START) ?? '', end: sp.get(END) ?? '' };
  return checkRange(range, today) === null ? range : null;
}

/**
 * The page query as a saved definition. A period equal to a preset of today
 * is kept relative unless `fixed`; any other period is a fixed custom range.
 */
export function toDefinition(search: string, today: string, fixed = false): SavedDefinition {
  const sp = new URLSearchParams(search.replace(/^\?/, ''));
  const range = periodOf(search, today);
  sp.delete(START);
  sp.delete(END);
  sp.delete(PAGE);
  const preset = range && !fixed ? matchPreset(range, today) : null;
  let period: SavedReportPeriod;
  if (preset) period = { kind: preset };
  else if (range) period = { kind: 'custom', start: range.start, end: range.end };
  // No valid period in the query: the page's own default, kept relative.
  else period = { kind: 'last7Days' };
  return { query: readable(sp), period };
}

/** The days a saved period covers on `today` (a day in the account's time zone). */
export function resolvePeriod(period: SavedReportPeriod, today: string): DateRange {
  if (period.kind === 'custom') return { start: period.start ?? today, end: period.end ?? today };
  return presetRange(period.kind, today);
}

/** The settlement page query that opens a saved definition on `today`. */
export function toPageSearch(def: SavedDefinition, today: string): string {
  const sp = new URLSearchParams(def.query.replace(/^\?/, ''));
  // The page owns these; a stored query never overrides the resolved period.
  sp.delete(START);
  sp.delete(END);
  sp.delete(PAGE);
  const { start, end } = resolvePeriod(def.period, today);
  const out = new URLSearchParams();
  out.set(START, start);
  out.set(END, end);
  for (const [k, v] of sp) out.append(k, v);
  return readable(out);
}

/** Commas stay readable, as the page writes its own links. */
function readable(sp: URLSearchParams): string {
  return sp.toString().replace(/%2C/g, ',');
}
