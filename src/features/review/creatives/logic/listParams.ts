/**
 * The list query of the page (filters, paging, sort) and its translation into
 * the body of /media/material/list. Kept free of React so the mapping can be
 * tested on its own.
 */
import type {
  AdType,
  MaterialFilterParams,
  MaterialFormat,
  MaterialListParams,
  MaterialStatus,
  SortOrder,
} from '@/contract/typings';
import { AD_TYPES, DEFAULT_PAGE_SIZE, FORMATS, PAGE_SIZES, STATUSES } from '../constants';

export type StatusFilter = MaterialStatus | 'all';

export interface MaterialFilters {
  keyword: string;
  status: StatusFilter;
  adType?: AdType;
  format?: MaterialFormat;
  appId?: number;
  adPositionId?: number;
  /** Submission days, YYYY-MM-DD in the reporting zone, both inclusive. */
  submittedFrom?: string;
  submittedTo?: string;
}

/** The orders the queue offers: submitted time, or the last 7 days' delivery (extension). */
export const QUEUE_SORT_FIELDS = ['submittedAt', 'impressions7d', 'revenue7d'] as const;
export type QueueSortField = (typeof QUEUE_SORT_FIELDS)[number];

export interface ListQuery {
  filters: MaterialFilters;
  current: number;
  pageSize: number;
  sortField: QueueSortField;
  sortOrder: SortOrder;
}

/** A review queue starts with what still needs a decision, newest first (the server's default order). */
export const DEFAULT_FILTERS: MaterialFilters = { keyword: '', status: 'pending' };
export const DEFAULT_QUERY: ListQuery = {
  filters: DEFAULT_FILTERS,
  current: 1,
  pageSize: DEFAULT_PAGE_SIZE,
  sortField: 'submittedAt',
  sortOrder: 'descend',
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function validDay(value: string | undefined): string | undefined {
  if (!value || !DAY.test(value)) return undefined;
  const t = Date.parse(`${value}T00:00:00Z`);
  // Round-trip so impossible days (2026-02-30) are dropped, as the server refuses them.
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === value ? value : undefined;
}

function positiveInt(value: number | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}

export function normalizePageSize(size: number): number {
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;
}

/** The request body: empty filters are left out, dates put in order, page size kept to the offered sizes. */
export function toListParams(query: ListQuery): MaterialListParams {
  const params: MaterialListParams = {
    current: Math.max(1, Math.floor(query.current) || 1),
    pageSize: normalizePageSize(query.pageSize),
    sortField: QUEUE_SORT_FIELDS.includes(query.sortField) ? query.sortField : 'submittedAt',
    sortOrder: query.sortOrder === 'ascend' ? 'ascend' : 'descend',
  };
  return { ...params, ...toFilterParams(query.filters) };
}

/** The filters alone, as the list and the "all matching" review send them. */
export function toFilterParams(f: MaterialFilters): MaterialFilterParams {
  const params: MaterialFilterParams = {};
  const keyword = f.keyword.trim();
  if (keyword) params.keyword = keyword;
  if (f.status !== 'all' && STATUSES.includes(f.status)) params.status = f.status;
  if (f.adType && AD_TYPES.includes(f.adType)) params.adType = f.adType;
  if (f.format && FORMATS.includes(f.format)) params.format = f.format;
  const appId = positiveInt(f.appId);
  if (appId) params.appId = appId;
  const adPositionId = positiveInt(f.adPositionId);
  if (adPositionId) params.adPositionId = adPositionId;
  let from = validDay(f.submittedFrom);
  let to = validDay(f.submittedTo);
  if (from && to && from > to) [from, to] = [to, from];
  if (from) params.submittedFrom = from;
  if (to) params.submittedTo = to;
  return params;
}

/**
 * Applies a filter change: back to page 1, and a new app clears the ad
 * position filter (positions belong to one app).
 */
export function withFilters(query: ListQuery, patch: Partial<MaterialFilters>): ListQuery {
  const filters = { ...query.filters, ...patch };
  if ('appId' in patch && patch.appId !== query.filters.appId && !('adPositionId' in patch)) {
    filters.adPositionId = undefined;
  }
  return { ...query, filters, current: 1 };
}

/** The filters a reviewer sets now and then, behind "More filters" (issue 33): ad type, format, ad position, days. */
export function rareFilterCount(filters: MaterialFilters): number {
  let n = 0;
  for (const key of ['adType', 'format', 'adPositionId'] as const) if (filters[key] !== undefined) n += 1;
  if (filters.submittedFrom || filters.submittedTo) n += 1;
  return n;
}

/** How many filters differ from the defaults (shown on the reset button). */
export function activeFilterCount(filters: MaterialFilters): number {
  const always = [
    filters.keyword.trim() !== '',
    filters.status !== DEFAULT_FILTERS.status,
    filters.appId !== undefined,
  ];
  return always.filter(Boolean).length + rareFilterCount(filters);
}
