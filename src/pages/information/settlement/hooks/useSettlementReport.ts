import { useCallback, useEffect, useState } from 'react';
import { fetchSettlement } from '@/services/settlement';
import type { SettlementParams, SettlementResult } from '@/services/typings';

export type ReportStatus = 'idle' | 'loading' | 'ready' | 'error';

/**
 * Loads one page of the report whenever the request changes. Answers to
 * superseded requests are dropped, so quick filter changes or back/forward
 * never show an older page. The request layer shows errors itself.
 */
export function useSettlementReport(params: SettlementParams | null) {
  const [status, setStatus] = useState<ReportStatus>('idle');
  const [data, setData] = useState<SettlementResult | null>(null);
  const [tick, setTick] = useState(0);
  const key = params ? JSON.stringify(params) : null;

  useEffect(() => {
    if (!params) return undefined;
    let live = true;
    setStatus('loading');
    fetchSettlement(params).then(
      (result) => {
        if (!live) return;
        setData(result);
        setStatus('ready');
      },
      () => {
        if (!live) return;
        setData(null);
        setStatus('error');
      },
    );
    return () => {
      live = false;
    };
    // `key` stands for `params` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, tick]);

  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { status, data, reload };
}
