/**
 * The report's metrics: display order, kind and how a cell is written.
 * Counts are whole numbers, rates arrive as fractions 0..1 and are shown
 * as percentages, eCPM and revenue are money in the report's currency.
 */
import type { MetricKey } from '@/contract/typings';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';

export type MetricKind = 'count' | 'rate' | 'money';

export const METRICS: readonly { key: MetricKey; kind: MetricKind }[] = [
  { key: 'requests', kind: 'count' },
  { key: 'fills', kind: 'count' },
  { key: 'fillRate', kind: 'rate' },
  { key: 'impressions', kind: 'count' },
  { key: 'showRate', kind: 'rate' },
  { key: 'clicks', kind: 'count' },
  { key: 'ctr', kind: 'rate' },
  { key: 'ecpm', kind: 'money' },
  { key: 'revenue', kind: 'money' },
];

const KIND = new Map(METRICS.map((m) => [m.key as string, m.kind]));

export function metricKind(key: string): MetricKind | undefined {
  return KIND.get(key);
}

export function formatMetric(
  key: MetricKey,
  value: number | null | undefined,
  currency: string,
  locale?: string,
): string {
  switch (KIND.get(key)) {
    case 'rate':
      return formatPercent(value, 2, locale);
    case 'money':
      return formatMoney(value, currency, locale);
    default:
      return formatInteger(value, locale);
  }
}
