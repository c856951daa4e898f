/** Dashboard: the summary, the trend and the top lists, computed from the generated traffic. */
import type {
  DashboardKpis,
  DashboardPeriodKey as PeriodKey,
  DashboardPeriod,
  DashboardSeries,
  DashboardSummary,
  DashboardChanges,
  DashboardTop,
  TodaySoFar,
} from '../../../src/contract/typings';
import type { Ctx, RouteDef } from '../context';
import { DASHBOARD_PERIODS as PERIODS, TREND_DAYS } from '../../../src/contract/values';
import { dateToDay, dayToDate } from '../lib/dates';
import { readScopeFilter, readZone, reportMeta } from '../lib/report';
import { comparisonUntil } from '../../../src/contract/sameHours';
import { Validator } from '../lib/validate';
import {
  aggRows,
  emptyAgg,
  metricsOf,
  type Aggregate,
  type TrafficFilter,
  type TrafficStore,
} from '../lib/trafficStore';
import { changeReport } from './rules/changes';

interface Span {
  start: number;
  end: number;
}

/** A period and the one it is compared with. */
function periodSpans(today: number, key: PeriodKey): { cur: Span; prev: Span } {
  switch (key) {
    case 'today':
      return { cur: { start: today, end: today }, prev: { start: today - 1, end: today - 1 } };
    case 'yesterday':
      return { cur: { start: today - 1, end: today - 1 }, prev: { start: today - 2, end: today - 2 } };
    case 'last7Days':
      return { cur: { start: today - 6, end: today }, prev: { start: today - 13, end: today - 7 } };
    case 'monthToDate': {
      const d = new Date(today * 86400000);
      const first = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 86400000;
      const prevFirst = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1) / 86400000;
      const prevEnd = Math.min(prevFirst + (today - first), first - 1);
      return { cur: { start: first, end: today }, prev: { start: prevFirst, end: prevEnd } };
    }
  }
}

function kpis(agg: Aggregate): DashboardKpis {
  const m = metricsOf(agg.totals);
  return {
    revenue: m.revenue,
    impressions: m.impressions,
    ecpm: m.ecpm,
    fillRate: m.fillRate,
    clicks: m.clicks,
    ctr: m.ctr,
    earnings: m.earnings,
    earningsEcpm: m.earningsEcpm,
  };
}

function totalsFor(tr: TrafficStore, apps: Set<number>, span: Span, zone: string, until?: number): Aggregate {
  return tr.aggregate({ startDay: span.start, endDay: span.end, appIds: apps, zone, until }, []);
}

/**
 * Where the comparison period of a period holding today stops: today so far
 * is compared with the same hours of the comparison period (src/contract/sameHours.ts),
 * never with whole days; undefined for a period that ended before today.
 */
function previousUntil(tr: TrafficStore, zone: string, spans: { cur: Span; prev: Span }): number | undefined {
  const { cur, prev } = spans;
  // The comparison day of a day of the period: the same offset from the comparison period's start.
  const pair = (day: string) => {
    const d = prev.start + (dateToDay(day) - cur.start);
    return d <= prev.end ? dayToDate(d) : null;
  };
  return comparisonUntil({ start: dayToDate(cur.start), end: dayToDate(cur.end) }, pair, zone, tr.dataUntil);
}

/** The series' last point, today, so far: with the same hours of yesterday (the chart draws it as partial). */
function todaySoFar(tr: TrafficStore, filter: TrafficFilter, zone: string, today: number): TodaySoFar {
  const range = { start: dayToDate(today), end: dayToDate(today) };
  const until = tr.dataUntil;
  const previousUntil = comparisonUntil(range, 'previousPeriod', zone, until) ?? until;
  const day = (d: number, cut?: number) =>
    metricsOf(tr.aggregate({ ...filter, startDay: d, endDay: d, until: cut }, []).totals);
  return {
    date: dayToDate(today),
    until: new Date(until).toISOString(),
    previousDate: dayToDate(today - 1),
    previousUntil: new Date(previousUntil).toISOString(),
    current: day(today),
    previous: day(today - 1, previousUntil),
  };
}

/** The zone of a call whose only field is `timeZone` (the summary, What changed): asked, else the account's. */
function zoneAsked(ctx: Ctx): string {
  const v = new Validator(ctx.body);
  const zone = readZone(v, ctx.me.timeZone);
  v.done();
  return zone;
}

export const dashboardRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/dashboard/summary',
    auth: 'token',
    handler: (ctx) => {
      const zone = zoneAsked(ctx);
      const tr = ctx.s.traffic();
      const apps = ctx.db.scope(ctx.me).ids;
      const period = (key: PeriodKey): DashboardPeriod => {
        const spans = periodSpans(tr.todayIn(zone), key);
        const { cur, prev } = spans;
        // Today is still running: like with like, the comparison period up to the same hour.
        const until = previousUntil(tr, zone, spans);
        return {
          start: dayToDate(cur.start),
          end: dayToDate(cur.end),
          current: kpis(totalsFor(tr, apps, cur, zone)),
          previous: kpis(totalsFor(tr, apps, prev, zone, until)),
          previousStart: dayToDate(prev.start),
          previousEnd: dayToDate(prev.end),
          ...(until !== undefined ? { previousUntil: new Date(until).toISOString() } : {}),
        };
      };
      const result: DashboardSummary = {
        ...reportMeta(ctx, zone),
        today: period('today'),
        yesterday: period('yesterday'),
        last7Days: period('last7Days'),
        monthToDate: period('monthToDate'),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/dashboard/series',
    auth: 'token',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const asked = v.num('days', { integer: true }) ?? 7;
      const days = TREND_DAYS.find((d) => d === asked);
      if (!days) v.fail('days', 'oneOf', { values: TREND_DAYS.join(', ') });
      const zone = readZone(v, ctx.me.timeZone);
      const tr = ctx.s.traffic();
      const today = tr.todayIn(zone);
      const filter = readScopeFilter(ctx, v, { startDay: today - (days ?? 7) + 1, endDay: today, zone });
      v.done();
      const agg = tr.aggregate(filter, ['day']);
      const byDay = new Map(aggRows(agg).map((r) => [r.day as number, r]));
      const points = [];
      for (let d = filter.startDay; d <= filter.endDay; d++) {
        const r = byDay.get(d) ?? emptyAgg();
        points.push({ date: dayToDate(d), status: tr.dayStatus(d, zone), ...metricsOf(r) });
      }
      const result: DashboardSeries = {
        ...reportMeta(ctx, zone),
        days: days ?? 7,
        points,
        todaySoFar: todaySoFar(tr, { ...filter, zone }, zone, today),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/dashboard/top',
    auth: 'token',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const period = v.oneOf('period', PERIODS) ?? 'last7Days';
      const limit = v.num('limit', { integer: true, min: 1, max: 20 }) ?? 5;
      const zone = readZone(v, ctx.me.timeZone);
      v.done();
      const tr = ctx.s.traffic();
      const { cur } = periodSpans(tr.todayIn(zone), period);
      const filter: TrafficFilter = {
        startDay: cur.start,
        endDay: cur.end,
        appIds: ctx.db.scope(ctx.me).ids,
        zone,
      };
      // Ranked by, and shares of, the publisher's earnings (issue 31); gross stays in `revenue`.
      const total = metricsOf(tr.aggregate(filter, []).totals).earnings;
      const share = (earned: number) => (total > 0 ? Number((earned / total).toFixed(4)) : 0);
      // A row's figures, the same for apps and ad positions.
      const figures = (m: ReturnType<typeof metricsOf>) => ({
        revenue: m.revenue,
        impressions: m.impressions,
        ecpm: m.ecpm,
        earnings: m.earnings,
        earningsEcpm: m.earningsEcpm,
        share: share(m.earnings),
      });
      const byRevenue = <T extends { earnings: number }>(list: T[]) =>
        list.sort((a, b) => b.earnings - a.earnings).slice(0, limit);
      const apps = byRevenue(
        aggRows(tr.aggregate(filter, ['app'])).map((r) => {
          const m = metricsOf(r);
          return {
            id: r.appId as number,
            name: ctx.db.app(r.appId as number)?.name ?? '',
            ...figures(m),
          };
        }),
      );
      const adPositions = byRevenue(
        aggRows(tr.aggregate(filter, ['adPosition'])).map((r) => {
          const m = metricsOf(r);
          const p = ctx.db.adPosition(r.adPositionId as number);
          const app = ctx.db.app(r.appId as number);
          return {
            id: r.adPositionId as number,
            name: p?.name ?? '',
            appId: r.appId as number,
            appName: app?.name ?? '',
            adType: p?.adType ?? 'banner',
            ...figures(m),
          };
        }),
      );
      const result: DashboardTop = {
        ...reportMeta(ctx, zone),
        period,
        start: dayToDate(cur.start),
        end: dayToDate(cur.end),
        apps,
        adPositions,
      };
      return { result };
    },
  },
  {
    // "What changed" (issue 49): yesterday and today so far, each against a week before, explained.
    method: 'POST',
    path: '/media/dashboard/changes',
    auth: 'token',
    handler: (ctx) => {
      const zone = zoneAsked(ctx);
      const tr = ctx.s.traffic();
      const today = tr.todayIn(zone);
      const apps = ctx.db.scope(ctx.me).ids;
      const result: DashboardChanges = {
        ...reportMeta(ctx, zone),
        yesterday: changeReport(ctx.db, tr, apps, zone, today - 1),
        today: changeReport(ctx.db, tr, apps, zone, today),
      };
      return { result };
    },
  },
];
