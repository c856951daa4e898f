import { queryOptions } from '@tanstack/react-query';
import { post } from '@/request';
import { call } from './result';
import type {
  ReportSchedule,
  ReportScheduleInput,
  ReportScheduleStatusInput,
  SavedReport,
  SavedReportInput,
  SavedReportList,
  SavedReportUpdate,
} from '@/contract/typings';

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
