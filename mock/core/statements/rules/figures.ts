/**
 * A month's amounts for a set of apps, derived from the generated traffic on
 * every read (so they always agree with the settlement report): gross
 * revenue per ad position, the media's share, the adjustments with their
 * reasons, the payable. The media's share is the sum of the report's own
 * earnings (lib/earnings.ts rounds each stored cell once), never the month's
 * gross × the share rounded again: so a month's daily earnings in the report,
 * the dashboard and the report API equal `mediaCents` to the cent (issue 31). Months older than the year of traffic the mock keeps
 * are derived from the same calendar month of the kept year, scaled.
 */
import type { MonthBillAdjustmentKind } from '../../../../src/contract/typings';
import { dayToDate } from '../../lib/dates';
import type { MessageKey, MessageParams } from '../../lib/i18n';
import { createRng } from '../../lib/random';
import { earningsCentsOf } from '../../lib/earnings';
import { aggRows, ESTIMATED_DAYS, type TrafficStore } from '../../lib/trafficStore';
import { BILLING_TIME_ZONE, STATEMENT_MONTHS, monthFirstDay, monthLastDay, monthStr } from './calendar';

export interface PositionFigure {
  adPositionId: number;
  appId: number;
  impressions: number;
  grossCents: number;
  /** The media's share of grossCents: the report's earnings of the position's month. */
  mediaCents: number;
}

export interface AdjustmentFigure {
  kind: MonthBillAdjustmentKind;
  cents: number;
  reasonKey: MessageKey;
  params: MessageParams;
}

export interface MonthFigures {
  month: string;
  startDate: string;
  endDate: string;
  impressions: number;
  grossCents: number;
  mediaCents: number;
  platformCents: number;
  adjustments: AdjustmentFigure[];
  payableCents: number;
  positions: PositionFigure[];
  /** The settlement report's total of the month; null when the month is older than the report's year. */
  settlementCents: number | null;
  /** The settlement report's earnings of the month (its daily rows added up); null like settlementCents. */
  settlementEarningsCents: number | null;
  estimatedDays: number;
}

/** The account's first month is a partial one (it started late in it): far below the payment threshold. */
const FIRST_MONTH_FACTOR = 0.0004;

function positionsOf(tr: TrafficStore, appIds: Set<number>, idx: number): PositionFigure[] {
  const start = monthFirstDay(idx);
  const end = Math.min(monthLastDay(idx), tr.today);
  if (end < start) return [];
  return aggRows(tr.aggregate({ startDay: start, endDay: end, appIds }, ['app', 'adPosition'])).map((r) => ({
    adPositionId: r.adPositionId as number,
    appId: r.appId as number,
    impressions: r.impressions,
    grossCents: Math.round(r.revenueCents),
    mediaCents: Math.round(r.earningsCents),
  }));
}

/** The month as the settlement report shows it, grouped by day in the billing zone: its totals. */
function dailyTotals(tr: TrafficStore, appIds: Set<number>, idx: number): { gross: number; earnings: number } {
  const start = monthFirstDay(idx);
  const end = Math.min(monthLastDay(idx), tr.today);
  const t = tr.aggregate({ startDay: start, endDay: end, appIds, zone: BILLING_TIME_ZONE }, ['day']).totals;
  return { gross: Math.round(t.revenueCents), earnings: Math.round(t.earningsCents) };
}

/**
 * `revision`: the statement was re-issued with a correction (its record says so).
 * `curIdx` is the current billing month.
 */
export function monthFigures(
  tr: TrafficStore,
  appIds: Set<number>,
  publisherId: number,
  idx: number,
  curIdx: number,
  extra: readonly MonthBillAdjustmentKind[] = [],
): MonthFigures {
  const age = curIdx - idx;
  const rng = createRng(`bill:${publisherId}:${monthStr(idx)}`);
  let positions: PositionFigure[];
  let settlementCents: number | null = null;
  let settlementEarningsCents: number | null = null;
  let estimatedDays = 0;
  if (age <= 11) {
    positions = positionsOf(tr, appIds, idx);
    const daily = dailyTotals(tr, appIds, idx);
    settlementCents = daily.gross;
    settlementEarningsCents = daily.earnings;
    const end = Math.min(monthLastDay(idx), tr.today);
    estimatedDays = Math.max(0, end - Math.max(monthFirstDay(idx), tr.today - ESTIMATED_DAYS + 1) + 1);
  } else {
    const source = curIdx - (((age - 12) % 11) + 1);
    const factor = age === STATEMENT_MONTHS - 1 ? FIRST_MONTH_FACTOR : 0.78 + rng.next() * 0.17;
    positions = positionsOf(tr, appIds, source).map((p) => {
      const grossCents = Math.round(p.grossCents * factor);
      // No daily report to tie with: the one rounding of lib/earnings.ts on the scaled gross.
      return {
        ...p,
        impressions: Math.round(p.impressions * factor),
        grossCents,
        mediaCents: earningsCentsOf(grossCents),
      };
    });
  }
  const grossCents = positions.reduce((s, p) => s + p.grossCents, 0);
  const impressions = positions.reduce((s, p) => s + p.impressions, 0);
  const mediaCents = positions.reduce((s, p) => s + p.mediaCents, 0);
  const adjustments: AdjustmentFigure[] = [];
  if (age >= 1 && grossCents > 0) {
    const share = 0.002 + rng.next() * 0.015;
    adjustments.push({
      kind: 'invalidTraffic',
      cents: -Math.round(mediaCents * share),
      reasonKey: 'adj.invalidTraffic',
      params: { share: (share * 100).toFixed(2) },
    });
    const late = rng.next() * 0.004 - 0.001;
    adjustments.push({
      kind: 'lateData',
      cents: Math.round(mediaCents * late),
      reasonKey: 'adj.lateData',
      params: { days: 1 + Math.floor(rng.next() * 3) },
    });
    if (extra.includes('revision')) {
      adjustments.push({
        kind: 'revision',
        cents: -Math.round(mediaCents * 0.008),
        reasonKey: 'adj.revision',
        params: {},
      });
    }
  }
  const payableCents = mediaCents + adjustments.reduce((s, a) => s + a.cents, 0);
  return {
    month: monthStr(idx),
    startDate: dayToDate(monthFirstDay(idx)),
    endDate: dayToDate(monthLastDay(idx)),
    impressions,
    grossCents,
    mediaCents,
    platformCents: grossCents - mediaCents,
    adjustments,
    payableCents,
    positions,
    settlementCents,
    settlementEarningsCents,
    estimatedDays,
  };
}
