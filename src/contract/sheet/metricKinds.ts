/**
 * What kind of figure each report metric is, for the one spreadsheet writer
 * (number format, rounding of a change): the console's export and the mock's
 * scheduled files read it here. A Record over MetricKey: a metric added to
 * the contract does not compile until it says its kind, and
 * tests/unit/settlement/metrics.test.ts holds the page's list
 * (src/features/settlement/metrics.ts) to the same kinds.
 */
import type { MetricKey } from '../typings';

export type MetricKind = 'count' | 'rate' | 'money';

export const METRIC_KINDS: Record<MetricKey, MetricKind> = {
  requests: 'count',
  fills: 'count',
  fillRate: 'rate',
  impressions: 'count',
  showRate: 'rate',
  clicks: 'count',
  ctr: 'rate',
  ecpm: 'money',
  revenue: 'money',
  earningsEcpm: 'money',
  earnings: 'money',
};

export function metricKindOf(key: string): MetricKind | undefined {
  return Object.prototype.hasOwnProperty.call(METRIC_KINDS, key) ? METRIC_KINDS[key as MetricKey] : undefined;
}
