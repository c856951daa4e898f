/**
 * The change of a figure against the comparison period (settlement report,
 * issue 17): never Infinity or NaN. From 0 to something is "new" (no
 * percentage), 0 on both sides is no change at all.
 */
import type { MetricKey } from './typings';

/** The metrics that get comparison and change columns when a saved report names none (the page's default). */
export const DEFAULT_CHANGE_METRICS: MetricKey[] = ['impressions', 'earningsEcpm', 'earnings'];

export type ChangeDirection = 'up' | 'down' | 'flat' | 'new' | 'none';

export interface Change {
  /** current − comparison. */
  delta: number;
  /** (current − comparison) / |comparison|; null when the comparison is 0. */
  ratio: number | null;
  direction: ChangeDirection;
}

export function changeOf(current: number | null | undefined, previous: number | null | undefined): Change {
  const c = typeof current === 'number' && Number.isFinite(current) ? current : 0;
  const p = typeof previous === 'number' && Number.isFinite(previous) ? previous : 0;
  const delta = c - p;
  if (p === 0) return { delta, ratio: null, direction: c === 0 ? 'none' : c > 0 ? 'new' : 'down' };
  return { delta, ratio: delta / Math.abs(p), direction: delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat' };
}
