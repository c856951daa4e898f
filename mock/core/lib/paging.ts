/**
 * Server-side paging and sorting shared by every list call:
 * `{ current, pageSize, sortField, sortOrder }` in the body, default page
 * size 10, at most 100 (larger values are clamped, not refused).
 */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../../src/contract/values';
import { validationError } from './envelope';
import type { Body } from './validate';

export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE };

export interface PageQuery {
  current: number;
  pageSize: number;
  sortField?: string;
  sortOrder: 'ascend' | 'descend';
}

export interface Page<T> {
  current: number;
  pageSize: number;
  total: number;
  list: T[];
}

function int(v: unknown): number | undefined {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? Math.floor(n) : undefined;
}

/**
 * Reads paging and sorting from the body. `sortable` lists the allowed sort
 * fields; any other sortField is a 4001 so client typos surface early.
 */
export function pageQuery(body: Body, sortable: readonly string[], defaults: Partial<PageQuery> = {}): PageQuery {
  const current = Math.max(1, int(body.current) ?? 1);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, int(body.pageSize) ?? DEFAULT_PAGE_SIZE));
  let sortField = typeof body.sortField === 'string' && body.sortField ? body.sortField : undefined;
  if (sortField && !sortable.includes(sortField)) {
    throw validationError({ sortField: { key: 'unknownSortField', params: { field: sortField } } });
  }
  const order = body.sortOrder === 'ascend' || body.sortOrder === 'descend' ? body.sortOrder : undefined;
  if (!sortField) sortField = defaults.sortField;
  return { current, pageSize, sortField, sortOrder: order ?? defaults.sortOrder ?? 'ascend' };
}

type Sortable = string | number | boolean | null | undefined;

export function compareValues(a: Sortable, b: Sortable): number {
  // Nulls last in ascending order.
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'string' && typeof b === 'string')
    return a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' });
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Stable sort by one field, ties broken by `id` (or the original order). */
export function sortBy<T>(items: T[], q: PageQuery, get: (item: T, field: string) => Sortable): T[] {
  if (!q.sortField) return items;
  const field = q.sortField;
  const dir = q.sortOrder === 'descend' ? -1 : 1;
  return items
    .map((item, i) => ({ item, i }))
    .sort((x, y) => dir * compareValues(get(x.item, field), get(y.item, field)) || x.i - y.i)
    .map((x) => x.item);
}

export function paginate<T>(items: T[], q: PageQuery): Page<T> {
  const start = (q.current - 1) * q.pageSize;
  return {
    current: q.current,
    pageSize: q.pageSize,
    total: items.length,
    list: items.slice(start, start + q.pageSize),
  };
}

/** Case-insensitive substring match on any of the given texts. */
export function matchesKeyword(keyword: unknown, ...texts: (string | null | undefined)[]): boolean {
  if (typeof keyword !== 'string' || !keyword.trim()) return true;
  const k = keyword.trim().toLowerCase();
  return texts.some((t) => (t ?? '').toLowerCase().includes(k));
}
