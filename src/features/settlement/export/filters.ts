/**
 * The filters of an export as label | value rows for its preamble: the one builder in the contract
 * (src/contract/sheet/settlementWords.ts), which the provider's scheduled files use too.
 */
import type { SettlementParams } from '@/contract/typings';
import { settlementFilters, type FilterNames } from '@/contract/sheet/settlementWords';
import { formatCountry } from '@/utils/format';

export type { FilterNames };

export function exportFilters(
  params: SettlementParams,
  names: FilterNames,
  t: (id: string) => string,
  locale?: string,
): [string, string][] {
  return settlementFilters(params, names, t, (code) => formatCountry(code, locale));
}
