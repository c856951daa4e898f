/**
 * A month's amounts for a set of apps, derived from the generated traffic on
 * every read (so they always agree with the settlement report): gross
 * revenue per ad position, the media's share, the adjustments with their
 * reasons, the payable. Months older than the year of traffic the mock keeps
 * are derived from the same calendar month of the kept year, scaled.
 */
import type { MonthBillAdjustmentKind } from '../../../../src/contract/typings';
import { dayToDate } from '../../lib/dates';
import type { MessageKey, MessageParams } from '../../lib/i18n';
import { createRng } from '../../lib/random';
import { aggRows, ESTIMATED_DAYS, type TrafficStore } from '../../lib/trafficStore';
import { MEDIA_SHARE_RATE, STATEMENT_MONTHS, monthFirstDay, monthLastDay, monthStr } from './calendar';

export interface PositionFigure {
  adPositionId: number;
  appId: number;
  impressions: number;
  grossCents: number;
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
  }));
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
  let estimatedDays = 0;
  if (age <= 11) {
    positions = positionsOf(tr, appIds, idx);
    settlementCents = positions.reduce((s, p) => s + p.grossCents, 0);
    const end = Math.min(monthLastDay(idx), tr.today);
    estimatedDays = Math.max(0, end - Math.max(monthFirstDay(idx), tr.today - ESTIMATED_DAYS + 1) + 1);
  } else {
    const source = curIdx - (((age - 12) % 11) + 1);
    const factor = age === STATEMENT_MONTHS - 1 ? FIRST_MONTH_FACTOR : 0.78 + rng.next() * 0.17;
    positions = positionsOf(tr, appIds, source).map((p) => ({
      ...p,
      impressions: Math.round(p.impressions * factor),
      grossCents: Math.round(p.grossCents * factor),
    }));
  }
  const grossCents = positions.reduce((s, p) => s + p.grossCents, 0);
  const impressions = positions.reduce((s, p) => s + p.impressions, 0);
  const mediaCents = Math.round(grossCents * MEDIA_SHARE_RATE);
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
    estimatedDays,
  };
}
