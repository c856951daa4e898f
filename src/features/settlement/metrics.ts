/**
 * The report's metrics: display order, kind and how a cell is written.
 * Counts are whole numbers, rates arrive as fractions 0..1 and are shown
 * as percentages, eCPM and revenue are money in the report's currency.
 * Issue 31: `earnings` (the publisher's share) and its eCPM are the headline
 * figures; `revenue` and `ecpm` are gross, before the platform's share, and
 * start hidden in the table (the column settings bring them back).
 */
import type { MetricKey } from '@/contract/typings';
import { MEDIA_SHARE_RATE } from '@/contract/constants';
import { formatInteger, formatMoney, formatPercent } from '@/utils/format';

export type MetricKind = 'count' | 'rate' | 'money';

export interface MetricDefinition {
  key: MetricKey;
  kind: MetricKind;
  /** Gross (before the platform's share): labelled so, hidden until asked for. */
  gross?: boolean;
  /** Read from two others (fills = requests × fill rate, show rate = impressions ÷ fills): hidden until asked for. */
  derived?: boolean;
}

export const METRICS: readonly MetricDefinition[] = [
  { key: 'requests', kind: 'count' },
  { key: 'fills', kind: 'count', derived: true },
  { key: 'fillRate', kind: 'rate' },
  { key: 'impressions', kind: 'count' },
  { key: 'showRate', kind: 'rate', derived: true },
  { key: 'clicks', kind: 'count' },
  { key: 'ctr', kind: 'rate' },
  { key: 'ecpm', kind: 'money', gross: true },
  { key: 'revenue', kind: 'money', gross: true },
  { key: 'earningsEcpm', kind: 'money' },
  { key: 'earnings', kind: 'money' },
];

/** The headline figure: what the chart, the pinned column and a comparison show first. */
export const HEADLINE_METRIC: MetricKey = 'earnings';

/**
 * The columns a report opens without (the column settings show them): the gross ones, and the two read from others,
 * so that at 1280 px every shown column is in view beside the pinned ones (issue 52: clicks and CTR were behind
 * them).
 */
export const HIDDEN_METRICS: readonly MetricKey[] = METRICS.filter((m) => m.gross || m.derived).map((m) => m.key);

/**
 * The values the metric texts name (labels and definitions): the media's and the platform's share as
 * percentages, from the contract's rate, so a text never carries its own copy of the number.
 */
export function shareValues(locale?: string): { media: string; platform: string } {
  return {
    media: formatPercent(MEDIA_SHARE_RATE, 0, locale),
    platform: formatPercent(1 - MEDIA_SHARE_RATE, 0, locale),
  };
}

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
