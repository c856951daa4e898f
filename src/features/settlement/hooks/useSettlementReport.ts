import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { settlementQuery } from '@/features/settlement/api';
import type { SettlementParams } from '@/contract/typings';

export type ReportStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Loads one page of the report whenever the request changes. Answers are
 * cached per request, so quick filter changes or back/forward never show an
 * older page as the current one. The status is derived in the same render as
 * the new request: the table never claims "ready" with the previous rows.
 * The request layer shows errors itself.
 */
export function useSettlementReport(params: SettlementParams | null) {
  const query = useQuery({
    ...settlementQuery(params ?? { startDate: '', endDate: '' }),
    enabled: params !== null,
    // While the next page loads, the previous rows stay (dimmed by the table's spinner).
    placeholderData: keepPreviousData,
  });
  let status: ReportStatus = 'idle';
  if (params) status = query.isFetching || query.isPlaceholderData ? 'loading' : query.isError ? 'error' : 'ready';
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return { status, data: query.data ?? null, reload };
}
