import { queryOptions } from '@tanstack/react-query';
import { call } from './result';
import type { AuditReport, AuditReportParams } from '@/contract/typings';

/** Review statistics of creatives (docs/api.md "Audit report"). */
export function fetchAuditReport(params: AuditReportParams): Promise<AuditReport> {
  return call<AuditReport>('/media/auditReport/get', params);
}

export const auditReportKeys = {
  all: ['auditReport'] as const,
  report: (params: AuditReportParams) => [...auditReportKeys.all, params] as const,
};

export const auditReportQuery = (params: AuditReportParams) =>
  queryOptions({ queryKey: auditReportKeys.report(params), queryFn: () => fetchAuditReport(params) });
