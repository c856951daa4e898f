/**
 * The comparison chart's points (issue 17): one per day of the period (or per
 * hour, grouped by hour), the comparison period's figure at the same offset
 * beside it. Days without rows in either period are zeros; nothing here
 * depends on the browser's time zone (days are the report zone's calendar days).
 */
import type { MetricKey, SettlementExportResult } from '@/contract/typings';
import { comparisonDay, type CompareMode } from '@/contract/comparePeriod';
import { addDays, rangeDays } from '@/utils/dateRange';

export interface ChartPoint {
  /** The period's day, or hour label (`2026-11-01T01:00-08:00`). */
  at: string;
  /** The comparison day (or hour label); null when the comparison period has no such day or hour. */
  compareAt: string | null;
  current: number;
  previous: number;
}

export function chartPoints(
  result: Pick<SettlementExportResult, 'rows' | 'comparison'>,
  metric: MetricKey,
  range: { start: string; end: string },
  hourly: boolean,
  mode: CompareMode,
): ChartPoint[] {
  if (hourly) {
    return result.rows
      .filter((r) => r.hour)
      .map((r) => ({
        at: r.hour as string,
        compareAt: r.compareHour ?? null,
        current: r[metric] ?? 0,
        previous: r.compare?.[metric] ?? 0,
      }));
  }
  const byDay = new Map(result.rows.map((r) => [r.date, r]));
  return Array.from({ length: rangeDays(range) }, (_, k) => {
    const day = addDays(range.start, k);
    const row = byDay.get(day);
    return {
      at: day,
      compareAt: row?.compareDate ?? comparisonDay(day, range, mode),
      current: row?.[metric] ?? 0,
      previous: row?.compare?.[metric] ?? 0,
    };
  });
}
