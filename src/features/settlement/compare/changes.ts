/**
 * The change figures of the comparison (issue 17), written for people: the
 * absolute change in the metric's own unit (money, whole counts, or
 * percentage points for rates) with its sign, and the change in per cent;
 * a comparison value of 0 gives "new" (or nothing when both are 0), never
 * Infinity or NaN.
 */
import type { MetricKey, TrafficMetrics } from '@/contract/typings';
import { changeOf, type Change } from '@/utils/change';
import { formatChange, formatDecimal, formatInteger, formatMoney } from '@/utils/format';
import { metricKind } from '../metrics';

export type { Change };

export interface ChangeText {
  change: Change;
  /** "+$12.30", "-1,204", "+1.25 pp" (the unit word from the caller for rates). */
  delta: string;
  /** "+12.30%", or null for new / no figures. */
  ratio: string | null;
}

/** What is compared: the metric's value in both periods. */
export function metricChange(
  key: MetricKey,
  current: Partial<TrafficMetrics> | null | undefined,
  previous: Partial<TrafficMetrics> | null | undefined,
): Change {
  return changeOf(current?.[key], previous?.[key]);
}

const sign = (delta: number, text: string) => (delta > 0 && !text.startsWith('+') ? `+${text}` : text);

export function changeText(
  key: MetricKey,
  change: Change,
  currency: string,
  points: (value: string) => string,
  locale?: string,
): ChangeText {
  const kind = metricKind(key) ?? 'count';
  // Money to the cent and rates to a hundredth of a point: what rounds to 0 there is no change.
  const d = kind === 'money' ? Math.round(change.delta * 100) / 100 : change.delta;
  let delta: string;
  if (kind === 'money') delta = sign(d, formatMoney(d, currency, locale));
  else if (kind === 'rate') delta = sign(d, points(formatDecimal(d * 100, 2, locale)));
  else delta = sign(d, formatInteger(d, locale));
  return { change, delta, ratio: change.ratio === null ? null : formatChange(change.ratio, locale) };
}
