/**
 * Settlement report calls (docs/api.md, "Settlement report"). Pages call
 * these, never `post` directly. Errors are shown by the request layer.
 */
import { post } from '@/request';
import type { AppOption, GroupByKey, SettlementExportResult, SettlementParams, SettlementResult } from './typings';
import { SETTLEMENT_SORT_FIELDS } from './values';

/** Fields the list and export calls accept as `sortField` (the contract's SettlementSortField). */
export const SETTLEMENT_SORTABLE = SETTLEMENT_SORT_FIELDS;
export type { SettlementSortField } from './typings';

/** The server clamps larger pages to this. */
export const MAX_PAGE_SIZE = 100;

export async function fetchSettlement(params: SettlementParams): Promise<SettlementResult> {
  const env = await post<SettlementResult>('/media/settlement/list', params);
  return env.result as SettlementResult;
}

/** Every row of the filtered range (paging ignored), for the console to write a file. */
export async function fetchSettlementExport(params: SettlementParams): Promise<SettlementExportResult> {
  const body: SettlementParams = { ...params };
  delete body.current;
  delete body.pageSize;
  const env = await post<SettlementExportResult>('/media/settlement/export', body);
  return env.result as SettlementExportResult;
}

/** The apps the account may report on, sorted by name. */
export async function fetchReportAppOptions(): Promise<AppOption[]> {
  const env = await post<AppOption[]>('/media/app/options', {});
  return Array.isArray(env.result) ? env.result : [];
}

export interface AdPositionOption {
  value: number;
  label: string;
  appId: number;
  appName: string;
}

/**
 * Ad positions of the given apps (all apps in scope when empty) that have
 * traffic in the period. It reads them from the settlement report itself,
 * grouped by ad position, so it needs only BillReportView (the ad position
 * list needs AdPosView); a position without traffic has no report rows, so
 * filtering on it would never change the result.
 */
export async function fetchReportAdPositionOptions(
  appIds: number[],
  period: { startDate: string; endDate: string },
  maxPages = 50,
): Promise<AdPositionOption[]> {
  const groupBy: GroupByKey[] = ['adPosition'];
  const out: AdPositionOption[] = [];
  for (let current = 1; current <= maxPages; current += 1) {
    const page = await fetchSettlement({
      ...period,
      appIds,
      groupBy,
      current,
      pageSize: MAX_PAGE_SIZE,
      sortField: 'adPositionName',
      sortOrder: 'ascend',
    });
    for (const row of page.list) {
      if (row.adPositionId === undefined) continue;
      out.push({
        value: row.adPositionId,
        label: row.adPositionName ?? String(row.adPositionId),
        appId: row.appId ?? 0,
        appName: row.appName ?? '',
      });
    }
    if (current * MAX_PAGE_SIZE >= page.total) break;
  }
  return out;
}
