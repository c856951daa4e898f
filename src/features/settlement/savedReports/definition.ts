/**
 * A saved report is the settlement page's URL query kept as it is, with its
 * period taken out and kept relative ("last 7 days" stays "last 7 days") or
 * fixed (a custom range). This module knows only the period's two
 * parameters and the page number; every other parameter (grouping, filters,
 * sorting, whatever the page adds later) goes through untouched.
 */
import { searchOf, settlementHref, settlementSearch, type SettlementSearch } from '@/paths';
import type { SavedReportPeriod } from '@/contract/typings';
import { checkRange, matchPreset, presetRange, type DateRange } from '@/utils/dateRange';

/** The page's period parameters, and its page number (a saved report opens on the first page). */
const START: keyof SettlementSearch = 'start';
const END: keyof SettlementSearch = 'end';
const PAGE: keyof SettlementSearch = 'page';

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
  return { query: searchOf(sp), period };
}

/** The days a saved period covers on `today` (a day in the account's time zone). */
export function resolvePeriod(period: SavedReportPeriod, today: string): DateRange {
  if (period.kind === 'custom') return { start: period.start ?? today, end: period.end ?? today };
  return presetRange(period.kind, today);
}

/** The settlement page query that opens a saved definition on `today`: the resolved period, then the rest kept. */
export function toPageSearch(def: SavedDefinition, today: string): string {
  return settlementSearch(resolvePeriod(def.period, today), kept(def));
}

/** The settlement page's address that opens a saved definition on `today`. */
export function toPageHref(def: SavedDefinition, today: string): string {
  return settlementHref(resolvePeriod(def.period, today), kept(def));
}

/** The stored parameters but the ones the page owns: a stored query never overrides the resolved period. */
function kept(def: SavedDefinition): URLSearchParams {
  const sp = new URLSearchParams(def.query.replace(/^\?/, ''));
  sp.delete(START);
  sp.delete(END);
  sp.delete(PAGE);
  return sp;
}
