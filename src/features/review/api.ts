/**
 * The review area's calls, query keys and options (docs/review.md): creative (material) review
 * (docs/api.md, "Materials") and its audit report. Every call needs the MaterialAuditView code; the
 * data scope of the account applies. The one module of the area that reaches the provider.
 */
import { queryOptions } from '@tanstack/react-query';
import { LIMITS } from '@/contract/limits';
import { listAdPositions } from '@/features/traffic';
import { call } from '@/services/result';
import type {
  AdType,
  AuditReport,
  AuditReportParams,
  Material,
  MaterialHistoryParams,
  MaterialListParams,
  MaterialMatchingReviewParams,
  MaterialMatchingReviewResult,
  MaterialReviewParams,
  MaterialReviewRecord,
  MaterialReviewResult,
  PageResult,
} from '@/contract/typings';

export const REVIEW_BATCH_MAX = LIMITS.reviewBatchMax;
export const REJECT_REASON_MAX = LIMITS.rejectReasonMax;
export const REVIEW_MATCHING_MAX = LIMITS.reviewMatchingMax;

export function listMaterials(params: MaterialListParams): Promise<PageResult<Material>> {
  return call<PageResult<Material>>('/media/material/list', params);
}

export function getMaterial(id: number): Promise<Material> {
  return call<Material>('/media/material/get', { id });
}

/**
 * Reviews up to 100 creatives. The server's "N reviewed, M failed" `msg` is
 * not shown: the page reports the outcome itself, naming the failures.
 */
export function reviewMaterials(params: MaterialReviewParams): Promise<MaterialReviewResult> {
  return call<MaterialReviewResult>('/media/material/review', params, { noMsg: true });
}

/**
 * Reviews every creative that passes the queue's filters (extension; at most 1000, `expected` being the
 * number the reviewer was shown). The outcome is reported by the page, as for `reviewMaterials`.
 */
export function reviewMatchingMaterials(params: MaterialMatchingReviewParams): Promise<MaterialMatchingReviewResult> {
  return call<MaterialMatchingReviewResult>('/media/material/reviewMatching', params, { noMsg: true });
}

export function materialHistory(params: MaterialHistoryParams): Promise<PageResult<MaterialReviewRecord>> {
  return call<PageResult<MaterialReviewRecord>>('/media/material/history', params);
}

export interface Option<V> {
  value: V;
  label: string;
}

/**
 * Ad positions of one app, for the ad position filter. The list call needs
 * AdPosView; the page only asks when the account has it.
 */
export async function materialAdPositionOptions(appId: number): Promise<(Option<number> & { adType: AdType })[]> {
  const page = await listAdPositions({ appId, current: 1, pageSize: 100, sortField: 'name', sortOrder: 'ascend' });
  return page.list.map((p) => ({ value: p.id, label: p.name, adType: p.adType }));
}

// ---------------------------------------------------------------- queries

export const materialKeys = {
  all: ['material'] as const,
  lists: () => [...materialKeys.all, 'list'] as const,
  list: (params: MaterialListParams) => [...materialKeys.lists(), params] as const,
  detail: (id: number) => [...materialKeys.all, 'detail', id] as const,
  histories: (id?: number) => [...materialKeys.all, 'history', id ?? 'all'] as const,
  history: (params: MaterialHistoryParams) => [...materialKeys.histories(params.materialId), params] as const,
  adPositionOptions: (appId: number) => [...materialKeys.all, 'adPositionOptions', appId] as const,
};

export const materialListQuery = (params: MaterialListParams) =>
  // The queue changes as others review: every filter change asks the server (staleTime 0), showing the
  // cached page meanwhile.
  queryOptions({ queryKey: materialKeys.list(params), queryFn: () => listMaterials(params), staleTime: 0 });

export const materialQuery = (id: number) =>
  queryOptions({ queryKey: materialKeys.detail(id), queryFn: () => getMaterial(id) });

export const materialHistoryQuery = (params: MaterialHistoryParams) =>
  queryOptions({ queryKey: materialKeys.history(params), queryFn: () => materialHistory(params) });

export const materialAdPositionOptionsQuery = (appId: number) =>
  queryOptions({
    queryKey: materialKeys.adPositionOptions(appId),
    queryFn: () => materialAdPositionOptions(appId),
  });

// The audit report

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
