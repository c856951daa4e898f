import { post } from '@/request';
import type { AppOption, AuditReport, AuditReportParams } from './typings';

/** Review statistics of creatives (docs/api.md "Audit report"). */
export async function fetchAuditReport(params: AuditReportParams): Promise<AuditReport> {
  const env = await post<AuditReport>('/media/auditReport/get', params);
  return must(env.result);
}

/** The apps of the caller's data scope, for the report's app filter (sorted by name). */
export async function fetchAuditAppOptions(): Promise<AppOption[]> {
  const env = await post<AppOption[]>('/media/app/options', {});
  return must(env.result);
}

/** A success without a result would break the page: treat it as a failure (shown as the error state). */
function must<T>(result: T | null | undefined): T {
  if (result === null || result === undefined) throw new Error('empty result');
  return result;
}
