import type { SortOrder } from 'antd/es/table/interface';
import type { SortOrder as ApiSortOrder } from '@/services/typings';

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
