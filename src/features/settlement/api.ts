/**
 * The settlement area's calls, query keys and options (docs/settlement.md): the settlement report
 * (docs/api.md, "Settlement report"), its saved reports and schedules. The one module of the area
 * that reaches the provider; errors are shown by the request layer.
 */
import { queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from '@/services/result';
import type {
  GroupByKey,
  ReportSchedule,
  ReportScheduleInput,
  ReportScheduleStatusInput,
  SavedReport,
  SavedReportInput,
  SavedReportList,
  SavedReportUpdate,
  SettlementExportResult,
  SettlementParams,
  SettlementResult,
} from '@/contract/typings';
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

// Saved reports and schedules

/** Saved settlement reports the caller may open, and the account's time zone (BillReportView; extension). */
export function listSavedReports(): Promise<SavedReportList> {
  return call<SavedReportList>('/media/savedReport/list');
}

export function createSavedReport(input: SavedReportInput): Promise<SavedReport> {
  return call<SavedReport>('/media/savedReport/create', input);
}

/** Rename or (un)share; owner only. */
export function updateSavedReport(input: SavedReportUpdate): Promise<SavedReport> {
  return call<SavedReport>('/media/savedReport/update', input);
}

/** Deletes the report and every schedule of it. */
export async function deleteSavedReport(id: number): Promise<void> {
  await post('/media/savedReport/del', { id });
}

export function listReportSchedules(): Promise<ReportSchedule[]> {
  return call<ReportSchedule[]>('/media/reportSchedule/list');
}

export function createReportSchedule(input: ReportScheduleInput): Promise<ReportSchedule> {
  return call<ReportSchedule>('/media/reportSchedule/create', input);
}

/** Pause or resume. */
export function setReportScheduleStatus(input: ReportScheduleStatusInput): Promise<ReportSchedule> {
  return call<ReportSchedule>('/media/reportSchedule/status', input);
}

export async function deleteReportSchedule(id: number): Promise<void> {
  await post('/media/reportSchedule/del', { id });
}

export const savedReportKeys = {
  all: ['savedReports'] as const,
  list: () => [...savedReportKeys.all, 'list'] as const,
  schedules: () => [...savedReportKeys.all, 'schedules'] as const,
};

export const savedReportsQuery = () => queryOptions({ queryKey: savedReportKeys.list(), queryFn: listSavedReports });
/** Always stale: the server runs schedules on its own, so each look at the list reads it again. */
export const reportSchedulesQuery = () =>
  queryOptions({ queryKey: savedReportKeys.schedules(), queryFn: listReportSchedules, staleTime: 0 });
