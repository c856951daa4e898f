import { useCallback, useEffect, useState } from 'react';
import { fetchSettlement } from '@/services/settlement';
import type { SettlementParams, SettlementResult } from '@/services/typings';

export type ReportStatus = 'idle' | 'loading' | 'ready' | 'error';

interface Answer {
  /** The request (and reload) the answer belongs to. */
  key: string;
  ok: boolean;
  data: SettlementResult | null;
}

/**
 * Loads one page of the report whenever the request changes. Answers to
 * superseded requests are dropped, so quick filter changes or back/forward
 * never show an older page. The status is derived in the same render as
 * the new request: the table never claims "ready" with the previous rows.
 * The request layer shows errors itself.
 */
export function useSettlementReport(params: SettlementParams | null) {
  const [tick, setTick] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const key = params ? `${JSON.stringify(params)}#${tick}` : null;

  useEffect(() => {
    if (!params || !key) return undefined;
    let live = true;
    fetchSettlement(params).then(
      (data) => live && setAnswer({ key, ok: true, data }),
      () => live && setAnswer({ key, ok: false, data: null }),
    );
    return () => {
      live = false;
    };
    // `key` stands for `params` by value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  let status: ReportStatus = 'idle';
  if (key) status = answer?.key !== key ? 'loading' : answer.ok ? 'ready' : 'error';
  // While the next page loads, the previous rows stay (dimmed by the table's spinner).
  const data = answer?.ok ? answer.data : null;
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { status, data, reload };
}
