/**
 * Links into the settlement report from elsewhere in the console (the
 * dashboard's top lists, …): the report's own query module turns the filters
 * into the address's parameters and src/paths.ts writes the address, so that
 * a link is exactly what the page reads back: no hand-made query strings.
 */
import { settlementHref as hrefOf } from '@/paths';
import { defaultQuery, toUrlParams, type ReportZone } from './query';

export interface SettlementLinkInput {
  /** First and last day of the period (days in the report's zone). */
  start: string;
  end: string;
  appIds?: number[];
  adPositionIds?: number[];
  /** The account's zone unless told. */
  zone?: ReportZone;
}

/** The settlement report's address for a period, filtered to the apps and ad positions given. */
export function settlementHref({
  start,
  end,
  appIds = [],
  adPositionIds = [],
  zone = 'account',
}: SettlementLinkInput): string {
  const q = { ...defaultQuery(end), start, end, appIds, adPositionIds, zone };
  return hrefOf(toUrlParams(q));
}
