import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchReportAdPositionOptions, fetchReportAppOptions, type AdPositionOption } from '@/services/settlement';
import type { AppOption } from '@/services/typings';
import { addDays, MAX_RANGE_DAYS } from '@/utils/dateRange';

/** The apps in scope; null until known, [] if they could not be loaded. */
export function useAppOptions(): { apps: AppOption[] | null; failed: boolean } {
  const [apps, setApps] = useState<AppOption[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchReportAppOptions().then(
      (list) => live && setApps(list),
      () => {
        if (!live) return;
        setFailed(true);
        setApps([]);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { apps, failed };
}

type Loader = (appIds: number[]) => Promise<AdPositionOption[]>;

/**
 * One loader per page: ad positions of a set of apps, fetched once per set
 * (the last year's traffic, the longest period the report allows).
 */
export function useAdPositionLoader(today: string): Loader {
  const cache = useRef(new Map<string, Promise<AdPositionOption[]>>());
  return useCallback(
    (appIds: number[]) => {
      const key = `${today}|${[...appIds].sort((a, b) => a - b).join(',')}`;
      let hit = cache.current.get(key);
      if (!hit) {
        const period = { startDate: addDays(today, -(MAX_RANGE_DAYS - 1)), endDate: today };
        hit = fetchReportAdPositionOptions(appIds, period);
        // A failed load may be retried later.
        hit.catch(() => cache.current.delete(key));
        cache.current.set(key, hit);
      }
      return hit;
    },
    [today],
  );
}

/** Ad positions of the apps, loaded only while `enabled`; null while loading. */
export function useAdPositionOptions(
  load: Loader,
  appIds: number[],
  enabled: boolean,
): { options: AdPositionOption[] | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; options: AdPositionOption[] | null; failed: boolean }>({
    key: '',
    options: null,
    failed: false,
  });
  const key = [...appIds].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!enabled) return undefined;
    let live = true;
    setState({ key, options: null, failed: false });
    load(appIds).then(
      (options) => live && setState({ key, options, failed: false }),
      () => live && setState({ key, options: [], failed: true }),
    );
    return () => {
      live = false;
    };
    // `key` stands for `appIds` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled, load]);
  return state.key === key ? { options: state.options, failed: state.failed } : { options: null, failed: false };
}
