import type { SortOrder } from 'antd/es/table/interface';
import type { SortOrder as ApiSortOrder } from '@/contract/typings';

/**
 * ProTable's `request` speaks its own shapes; the list calls speak the
 * contract's. These two translate, for every server-paged table.
 */

/** The one sorted column of ProTable's sort map as the list call's sortField / sortOrder. */
export function sortOf<F extends string>(
  sort: Record<string, SortOrder> | undefined,
): { sortField?: F; sortOrder?: ApiSortOrder } {
  const [sortField, sortOrder] = Object.entries(sort ?? {}).find(([, o]) => !!o) ?? [];
  return sortField && sortOrder ? { sortField: sortField as F, sortOrder: sortOrder as ApiSortOrder } : {};
}

/** A page of the list call as ProTable wants it. */
export function tablePage<T>(page: { list: T[]; total: number }) {
  return { data: page.list, total: page.total, success: true };
}

type PageQuery<S extends string> = { current?: number; pageSize?: number; sortField?: S; sortOrder?: ApiSortOrder };

/** One server page for ProTable: the list call asked for the table's page, filters and sort, its answer as ProTable wants it. */
export async function serverPage<F extends object, S extends string, T>(
  list: (query: F & PageQuery<S>) => Promise<{ list: T[]; total: number }>,
  params: { current?: number; pageSize?: number },
  filters: F,
  sort: Record<string, SortOrder> | undefined,
) {
  return tablePage(await list({ current: params.current, pageSize: params.pageSize, ...filters, ...sortOf<S>(sort) }));
}
