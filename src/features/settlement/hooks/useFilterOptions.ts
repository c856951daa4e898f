import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { appOptionsQuery } from '@/features/traffic';
import { reportAdPositionOptionsQuery, type AdPositionOption } from '@/features/settlement/api';
import type { AppOption } from '@/contract/typings';
import { addDays, MAX_RANGE_DAYS } from '@/utils/dateRange';

/** The apps in scope; null until known, [] if they could not be loaded. */
export function useAppOptions(): { apps: AppOption[] | null; failed: boolean } {
  const { data, isError } = useQuery(appOptionsQuery());
  return useMemo(() => ({ apps: data ?? (isError ? [] : null), failed: isError }), [data, isError]);
}

/**
 * Ad positions of the apps, loaded only while `enabled`; null while loading.
 * Fetched once per set of apps and day (the last year's traffic, the longest
 * period the report allows), shared by the filter bar and the URL check.
 */
export function useAdPositionOptions(
  today: string,
  appIds: number[],
  enabled: boolean,
): { options: AdPositionOption[] | null; failed: boolean } {
  const period = { startDate: addDays(today, -(MAX_RANGE_DAYS - 1)), endDate: today };
  const { data, isError } = useQuery({ ...reportAdPositionOptionsQuery(appIds, period), enabled });
  return useMemo(() => {
    if (!enabled) return { options: null, failed: false };
    return { options: data ?? (isError ? [] : null), failed: isError };
  }, [enabled, data, isError]);
}
