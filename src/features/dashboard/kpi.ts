/**
 * What the KPI cards show: which figures, how each is formatted and how its
 * change against the previous period reads. Plain functions, unit-tested.
 */
import type { DashboardKpis } from '@/contract/typings';
import { changeRatio, formatChange, formatInteger, formatMoney, formatPercent } from '@/utils/format';

export type KpiKey = keyof DashboardKpis;

/** Card order. Earnings, not gross, lead (issue 31): what the publisher is paid, before adjustments. */
export const KPI_KEYS: readonly KpiKey[] = ['earnings', 'impressions', 'earningsEcpm', 'fillRate', 'clicks', 'ctr'];

/**
 * The message of a KPI's definition: the settlement report's own (its column
 * headers' hints), so a figure means the same on both screens.
 */
export function kpiDefinitionId(key: KpiKey): string {
  return `settlement.def.${key}`;
}

/** Period switch order. */
export { DASHBOARD_PERIODS as PERIOD_KEYS } from '@/contract/values';

/** A KPI value as the card shows it: money in the report currency, counts whole, rates as percentages. */
export function formatKpi(key: KpiKey, value: number | null | undefined, currency: string, locale?: string): string {
  switch (key) {
    case 'revenue':
    case 'ecpm':
    case 'earnings':
    case 'earningsEcpm':
      return formatMoney(value, currency, locale);
    case 'impressions':
    case 'clicks':
      return formatInteger(value, locale);
    case 'fillRate':
    case 'ctr':
      return formatPercent(value, 2, locale);
    default:
      return formatInteger(value, locale);
  }
}

export type ChangeDirection = 'up' | 'down' | 'flat' | 'none';

export interface KpiChange {
  /** Relative change (0.1 = +10 %), null when there is nothing to compare with. */
  ratio: number | null;
  direction: ChangeDirection;
  /** "+12.30%", "-4.00%", "0.00%" or the en dash. */
  text: string;
}

/**
 * Change of a KPI against the previous period, relative to the previous
 * value (rates too: a fill rate going from 80 % to 88 % is +10.00 %). A
 * change that rounds to 0.00 % is flat; no previous value (zero) is "none".
 */
export function kpiChange(
  current: number | null | undefined,
  previous: number | null | undefined,
  locale?: string,
): KpiChange {
  const ratio = changeRatio(current, previous);
  if (ratio === null) return { ratio, direction: 'none', text: formatChange(null, locale) };
  const rounded = Math.round(ratio * 10000);
  const direction: ChangeDirection = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  return { ratio, direction, text: formatChange(direction === 'flat' ? 0 : ratio, locale) };
}
