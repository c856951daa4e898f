/**
 * Which report rows hold today's partial day (issue 52): one rule for the page's list, its export, the scheduled
 * files and the signed report API, so every one of them says "partial, to 14:00" of the same rows. Today's
 * figures run to the top of the current hour (`dataUntil`, the report's `updatedAt`): by day, today's row; not by
 * day nor hour, every row of a period holding today (its figures add today in); by hour, none (each hour is whole).
 */
import type { SettlementRow } from '../../../../src/contract/typings';
import { iso } from '../../lib/dates';
import type { Aggregate, TrafficStore } from '../../lib/trafficStore';

export interface PartialDay {
  /** Today's day number in the report's zone. */
  today: number;
  /** When its figures stop, as the wire carries it. */
  through: string;
}

/** Today as a partial day when the period ends on it (a period cannot end later: readRange refuses it), else null. */
export function partialDayOf(tr: TrafficStore, zone: string, endDay: number): PartialDay | null {
  const today = tr.todayIn(zone);
  return endDay >= today ? { today, through: iso(tr.dataUntil) } : null;
}

/** Marks row `i` of `agg` when it holds the partial day. */
export function markPartial(row: SettlementRow, agg: Aggregate, i: number, partial: PartialDay | null): void {
  if (!partial || agg.hour) return;
  if (agg.day && agg.day[i] !== partial.today) return;
  row.partial = true;
  row.through = partial.through;
}
