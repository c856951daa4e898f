/**
 * Links into the settlement report from elsewhere in the console (the
 * dashboard's top lists and "What changed", a statement's reconciliation): a period, the apps, ad positions,
 * ad types and countries, a comparison, the zone; every other filter is the report's default, which its
 * address leaves out. src/paths.ts writes the address, so a link is exactly
 * what the page reads back and writes itself (tests/unit/utils/paths.test.ts
 * holds the two together). Not through the report's query module: that would
 * bring the report's filters, sorting and comparison rules to the dashboard's
 * first load (issue 32).
 */
import { settlementHref as hrefOf } from '@/paths';
import type { AdType, CompareMode, Country } from '@/contract/typings';
import type { ReportZone } from './query';

export interface SettlementLinkInput {
  /** First and last day of the period (days in the report's zone). */
  start: string;
  end: string;
  appIds?: number[];
  adPositionIds?: number[];
  countries?: Country[];
  adTypes?: AdType[];
  /** The period to compare with ("What changed": the same days a week earlier). */
  compare?: CompareMode;
  /** The account's zone unless told. */
  zone?: ReportZone;
}

/** The settlement report's address for a period, filtered to the apps and ad positions given. */
export function settlementHref({
  start,
  end,
  appIds = [],
  adPositionIds = [],
  countries = [],
  adTypes = [],
  compare,
  zone = 'account',
}: SettlementLinkInput): string {
  return hrefOf({
    start,
    end,
    apps: appIds,
    positions: adPositionIds,
    types: adTypes,
    countries,
    tz: zone === 'billing' ? 'billing' : undefined,
    compare,
  });
}
