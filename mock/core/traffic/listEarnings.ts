/**
 * Issue 52: the apps and ad positions lists show each row's earnings over a recent period, sortable on the server.
 * Earnings are the traffic store's (the cells' cents, lib/earnings.ts), in the account's time zone over the days
 * the settlement report would cut for the same period, so the list and the report tie to the cent.
 */
import type { EarningsPeriod, ListEarnings } from '../../../src/contract/typings';
import { EARNINGS_PERIODS } from '../../../src/contract/values';
import type { Ctx } from '../context';
import { dayToDate } from '../lib/dates';
import { readZone } from '../lib/report';
import { metricsAt, type Aggregate } from '../lib/trafficStore';
import { Validator } from '../lib/validate';

/** Days back from today: [first, last]. */
const SPANS: Record<EarningsPeriod, [number, number]> = {
  yesterday: [1, 1],
  last7Days: [6, 0],
  last30Days: [29, 0],
};

export interface ListEarningsOf {
  app(id: number): ListEarnings;
  position(id: number): ListEarnings;
}

/** The request's period (4001 for an unknown one), and each app's and ad position's earnings of it. */
export function listEarnings(ctx: Ctx, appIds: Iterable<number>): ListEarningsOf {
  const v = new Validator(ctx.body);
  const period = v.oneOf('earningsPeriod', EARNINGS_PERIODS) ?? 'last7Days';
  const zone = readZone(v, ctx.me.timeZone);
  v.done();
  const tr = ctx.s.traffic();
  const today = tr.todayIn(zone);
  const [back, upTo] = SPANS[period];
  const filter = { startDay: today - back, endDay: today - upTo, appIds: new Set(appIds), zone };
  // Rounded as every report rounds them (metricsAt).
  const byId = (agg: Aggregate, ids: Int32Array | null) => {
    const out = new Map<number, number>();
    for (let i = 0; ids && i < agg.size; i++) out.set(ids[i], metricsAt(agg, i).earnings);
    return out;
  };
  const byApp = tr.aggregate(filter, ['app']);
  const byPosition = tr.aggregate(filter, ['adPosition']);
  const apps = byId(byApp, byApp.appId);
  const positions = byId(byPosition, byPosition.adPositionId);
  const span = { start: dayToDate(filter.startDay), end: dayToDate(filter.endDay) };
  const of = (m: Map<number, number>, id: number): ListEarnings => ({ amount: m.get(id) ?? 0, ...span });
  return { app: (id) => of(apps, id), position: (id) => of(positions, id) };
}
