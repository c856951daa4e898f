/**
 * Settlement report calls (docs/api.md, "Settlement report"). Pages call
 * these, never `post` directly. Errors are shown by the request layer.
 */
import { queryOptions } from '@tanstack/react-query';
import { call } from './result';
import type { GroupByKey, SettlementExportResult, SettlementParams, SettlementResult } from '@/contract/typings';
import { MAX_PAGE_SIZE, SETTLEMENT_SORT_FIELDS } from '@/contract/values';

/** Fields the list and export calls accept as `sortField` (the contract's SettlementSortField). */
export const SETTLEMENT_SORTABLE = SETTLEMENT_SORT_FIELDS;
export type { SettlementSortField } from '@/contract/typings';

export function fetchSettlement(params: SettlementParams): Promise<SettlementResult> {
  return call<SettlementResult>('/media/settlement/list', params);
}

/** Every row of the filtered range (paging ignored), for the console to write a file. */
export function fetchSettlementExport(params: SettlementParams): Promise<SettlementExportResult> {
  const body: SettlementParams = { ...params };
  delete body.current;
  delete body.pageSize;
  return call<SettlementExportResult>('/media/settlement/export', body);
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

// ---------------------------------------------------------------- queries

export const settlementKeys = {
  all: ['settlement'] as const,
  report: (params: SettlementParams) => [...settlementKeys.all, 'report', params] as const,
  adPositionOptions: (appIds: number[], period: { startDate: string; endDate: string }) =>
    [...settlementKeys.all, 'adPositionOptions', [...appIds].sort((a, b) => a - b), period] as const,
};

/**
 * Every applied query asks the server (staleTime 0): going back to an earlier
 * filter shows its cached rows at once, marked loading, until the server's
 * current figures replace them.
 */
export const settlementQuery = (params: SettlementParams) =>
  queryOptions({ queryKey: settlementKeys.report(params), queryFn: () => fetchSettlement(params), staleTime: 0 });

/**
 * The whole period per day (or per hour) in one call, for the comparison
 * chart: the export call, which ignores paging (a year is 366 rows, 30 days
 * of hours 720).
 */
export const settlementSeriesQuery = (params: SettlementParams) =>
  queryOptions({
    queryKey: [...settlementKeys.all, 'series', params] as const,
    queryFn: () => fetchSettlementExport(params),
    staleTime: 0,
  });

/** Ad positions with traffic in the period, per set of apps (the order of the ids does not matter). */
export const reportAdPositionOptionsQuery = (appIds: number[], period: { startDate: string; endDate: string }) =>
  queryOptions({
    queryKey: settlementKeys.adPositionOptions(appIds, period),
    queryFn: () => fetchReportAdPositionOptions(appIds, period),
  });
