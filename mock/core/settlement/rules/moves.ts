/**
 * Fresh or final (issue 49): how much a day's earnings moved between their first estimate and the final figure, on
 * the days that became final in the last MOVED_DAYS days. The traffic store gives both: the figures as they stand
 * and, with `estimates: 'first'`, as each day was first estimated (lib/estimates.ts). Rows of the two aggregates of
 * one filter and grouping have the same keys (day, app, ad position, ad type, platform, country), so a row's twin is
 * found by its key.
 */
import type { EstimateMoves, GroupByKey } from '../../../../src/contract/typings';
import { ESTIMATED_DAYS, type Aggregate, type TrafficFilter, type TrafficStore } from '../../lib/trafficStore';

/** A day's move is told for a week after it became final: later, nobody remembers its estimate. */
export const MOVED_DAYS = 7;

export interface Moves {
  /** Final less first-estimated earnings of the aggregate's row i, in cents; null when its day is not told. */
  at(i: number): number | null;
  /** The period's told days and their move in all; null when it has none. */
  summary: EstimateMoves | null;
}

/** A row's key: its day, app, ad position, ad type, platform and country (what a grouping holds of them). */
function keyOf(a: Aggregate, i: number): string {
  const cols = [a.day, a.appId, a.adPositionId, a.adType, a.platform, a.country];
  return cols.map((c) => (c ? c[i] : '')).join('|');
}

/** The moves of a day-grouped report (null for any other grouping: hours and totals are not told). */
export function estimateMoves(
  tr: TrafficStore,
  filter: TrafficFilter & { zone: string },
  groupBy: readonly GroupByKey[],
  agg: Aggregate,
): Moves | null {
  if (!agg.day || agg.hour || !groupBy.includes('day')) return null;
  const lastFinal = tr.todayIn(filter.zone) - ESTIMATED_DAYS;
  const startDay = Math.max(filter.startDay, lastFinal - MOVED_DAYS + 1);
  const endDay = Math.min(filter.endDay, lastFinal);
  if (endDay < startDay) return null;
  const first = tr.aggregate({ ...filter, startDay, endDay, estimates: 'first' }, groupBy);
  const index = new Map<string, number>();
  for (let k = 0; k < first.size; k++) index.set(keyOf(first, k), k);
  const day = agg.day;
  const at = (i: number): number | null => {
    if (day[i] < startDay || day[i] > endDay) return null;
    const k = index.get(keyOf(agg, i));
    return k === undefined ? null : agg.earningsCents[i] - first.earningsCents[k];
  };
  // The told days' final earnings less their first estimate (the same filter over the same days).
  let cents = -first.totals.earningsCents;
  for (let i = 0; i < agg.size; i++) if (day[i] >= startDay && day[i] <= endDay) cents += agg.earningsCents[i];
  return { at, summary: { days: endDay - startDay + 1, earnings: Math.round(cents) / 100 } };
}
