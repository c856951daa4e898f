import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { materialListQuery } from '@/features/review/api';
import type { Material, PageResult } from '@/contract/typings';
import { toListParams, type ListQuery } from '../logic/listParams';

export interface MaterialListState {
  page: PageResult<Material> | null;
  loading: boolean;
  /** The last load failed (the request layer has already told the user why). */
  failed: boolean;
  reload: () => void;
  /** Replaces rows in place after a review, so the queue does not jump under the reviewer. */
  patch: (update: (m: Material) => Material) => void;
}

/**
 * The page of creatives for `query`. Answers are cached per query, so only
 * the current query's answer shows; the previous page stays while the next loads.
 */
export function useMaterialList(query: ListQuery): MaterialListState {
  const client = useQueryClient();
  const params = useMemo(() => toListParams(query), [query]);
  const list = useQuery({ ...materialListQuery(params), placeholderData: keepPreviousData });
  const { refetch } = list;

  const reload = useCallback(() => void refetch(), [refetch]);
  const patch = useCallback(
    (update: (m: Material) => Material) =>
      client.setQueryData(materialListQuery(params).queryKey, (p) => (p ? { ...p, list: p.list.map(update) } : p)),
    [client, params],
  );

  return { page: list.data ?? null, loading: list.isFetching, failed: list.isError, reload, patch };
}
