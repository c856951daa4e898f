/**
 * How many filters of a report differ from a fresh report's: the count on the
 * "Filters" button (phone) and on "More filters" (the filters folded away on
 * wider screens), so a folded filter is never forgotten (issues 33, 34).
 */
import { defaultQuery, type SettlementQuery } from '@/features/settlement/query';

type Filters = Pick<
  SettlementQuery,
  'start' | 'end' | 'appIds' | 'adPositionIds' | 'adTypes' | 'platforms' | 'countries' | 'groupBy'
>;

/** The filters behind "More filters": ad positions, ad types, platforms, countries. */
export function moreFilterCount(q: Filters): number {
  return [q.adPositionIds, q.adTypes, q.platforms, q.countries].filter((chosen) => chosen.length > 0).length;
}

/** Every filter that narrows or reshapes the report: the period, apps, the folded ones and the grouping. */
export function activeFilterCount(q: Filters, today: string): number {
  const fresh = defaultQuery(today);
  const period = q.start !== fresh.start || q.end !== fresh.end ? 1 : 0;
  const grouping = [...q.groupBy].sort().join() !== [...fresh.groupBy].sort().join() ? 1 : 0;
  return period + (q.appIds.length > 0 ? 1 : 0) + moreFilterCount(q) + grouping;
}
