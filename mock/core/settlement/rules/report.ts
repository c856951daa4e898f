/** Dashboard and settlement report, all computed from the generated traffic. */
import type {
  DashboardKpis,
  DashboardPeriodKey as PeriodKey,
  DashboardPeriod,
  DashboardSeries,
  DashboardSummary,
  DashboardTop,
  GroupByKey,
  CompareMode,
  SettlementComparison,
  SettlementExportResult,
  SettlementSortField,
  SettlementResult,
  SettlementRow,
} from '../../../../src/contract/typings';
import type { Ctx, RouteDef } from '../../context';
import {
  DASHBOARD_PERIODS as PERIODS,
  GROUP_BY_KEYS,
  METRIC_KEYS,
  SETTLEMENT_SORT_FIELDS as SORTABLE,
  TREND_DAYS,
} from '../../../../src/contract/values';
import { dayToDate } from '../../lib/dates';
import { compareValues, pageQuery } from '../../lib/paging';
import { readRange, readScopeFilter, readZone, reportMeta } from '../../lib/report';
import { dayStart, hourLabel, hourOf, hourStarts } from '../../lib/zone';
import { AD_TYPES, COMPARE_MODES, COUNTRIES, HOURLY_DAYS, PLATFORMS } from '../../../../src/contract/values';
import { changeOrder, comparisonDays, joinPeriods } from './compare';
import { Validator } from '../../lib/validate';
import { bizError } from '../../lib/envelope';
import { LIMITS } from '../../../../src/contract/limits';
import type { Db } from '../../db';
import type { AccountRecord } from '../../state';
import { aggRows, metricsAt, metricsOf, type Aggregate, type TrafficFilter, type TrafficStore } from '../../traffic';
import { fileWords, localeOfLang } from './labels';

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
  };
}

function totalsFor(tr: TrafficStore, apps: Set<number>, span: Span, zone: string, until?: number): Aggregate {
  return tr.aggregate({ startDay: span.start, endDay: span.end, appIds: apps, zone, until }, []);
}

/**
 * Today so far is compared with yesterday up to the same hour of the zone's
 * wall clock (not with the whole of yesterday, nor the same number of hours:
 * the day the clocks change has 23 or 25).
 */
function sameHourYesterday(tr: TrafficStore, zone: string): number {
  const today = tr.todayIn(zone);
  const hour = hourOf(zone, tr.dataUntil);
  const starts = hourStarts(zone, dayToDate(today - 1));
  return starts.find((t) => hourOf(zone, t) >= hour) ?? dayStart(zone, dayToDate(today));
}

/**
 * Turns aggregate rows into API rows with names and day status. Day strings,
 * names and hour labels are looked up once per call, not once per row, and
 * metrics read from the columns: a full-year export of the stress seed has
 * over 100,000 rows.
 */
function rowMaker(tr: TrafficStore, db: Db, agg: Aggregate, zone: string): (i: number) => SettlementRow {
  const days = new Map<number, { date: string; status: SettlementRow['status'] }>();
  const apps = new Map<number, string>();
  const positions = new Map<number, { name: string; adType: SettlementRow['adType'] }>();
  const hours = new Map<number, string>();
  return (i) => {
    const row: SettlementRow = { key: '', ...metricsAt(agg, i) };
    let key = '';
    if (agg.hour) {
      const ms = agg.hour[i];
      let label = hours.get(ms);
      if (label === undefined) {
        label = hourLabel(zone, ms);
        hours.set(ms, label);
      }
      row.hour = label;
      key = label;
    }
    if (agg.day) {
      const dayNo = agg.day[i];
      let d = days.get(dayNo);
      if (!d) {
        d = { date: dayToDate(dayNo), status: tr.dayStatus(dayNo, zone) };
        days.set(dayNo, d);
      }
      row.date = d.date;
      row.status = d.status;
      if (!agg.hour) key = d.date;
    }
    if (agg.appId) {
      const appId = agg.appId[i];
      let name = apps.get(appId);
      if (name === undefined) {
        name = db.app(appId)?.name ?? '';
        apps.set(appId, name);
      }
      row.appId = appId;
      row.appName = name;
      key = key ? `${key}|${appId}` : String(appId);
    }
    if (agg.adPositionId) {
      const posId = agg.adPositionId[i];
      let p = positions.get(posId);
      if (!p) {
        const rec = db.adPosition(posId);
        p = { name: rec?.name ?? '', adType: rec?.adType };
        positions.set(posId, p);
      }
      row.adPositionId = posId;
      row.adPositionName = p.name;
      row.adType = p.adType;
      row.unitId = `mc-${row.appId}-${posId}`;
      key = key ? `${key}|${posId}` : String(posId);
    }
    const extra: string[] = [];
    if (agg.adType) {
      row.adType = AD_TYPES[agg.adType[i]];
      extra.push(row.adType);
    }
    if (agg.platform) {
      row.platform = PLATFORMS[agg.platform[i]];
      extra.push(row.platform);
    }
    if (agg.country) {
      row.country = COUNTRIES[agg.country[i]];
      extra.push(row.country);
    }
    if (extra.length) key = [key, ...extra].filter(Boolean).join('|');
    row.key = key || 'all';
    return row;
  };
}

/** Alphabetical rank of each id's name, so name sorting is numeric. */
function nameRanks(ids: Int32Array, nameOf: (id: number) => string): Map<number, number> {
  const names = [...new Set(ids)].map((id) => ({ id, name: nameOf(id) }));
  names.sort((a, b) => compareValues(a.name, b.name) || a.id - b.id);
  return new Map(names.map((n, i) => [n.id, i]));
}

/** Per-row numeric sort key for a field (null: the grouping has no such column). */
function sortKeys(db: Db, a: Aggregate, field: string): Float64Array | null {
  const n = a.size;
  const k = new Float64Array(n);
  const ratio = (x: Float64Array, y: Float64Array, scale: number) => {
    for (let i = 0; i < n; i++) k[i] = y[i] > 0 ? Math.round((x[i] / y[i]) * scale) : 0;
  };
  switch (field) {
    case 'date':
      if (!a.day) return null;
      k.set(a.day);
      return k;
    case 'appName': {
      if (!a.appId) return null;
      const ranks = nameRanks(a.appId, (id) => db.app(id)?.name ?? '');
      for (let i = 0; i < n; i++) k[i] = ranks.get(a.appId[i]) as number;
      return k;
    }
    case 'adPositionName': {
      if (!a.adPositionId) return null;
      const ranks = nameRanks(a.adPositionId, (id) => db.adPosition(id)?.name ?? '');
      for (let i = 0; i < n; i++) k[i] = ranks.get(a.adPositionId[i]) as number;
      return k;
    }
    case 'requests':
    case 'fills':
    case 'impressions':
    case 'clicks':
      k.set(a[field]);
      return k;
    case 'revenue':
      for (let i = 0; i < n; i++) k[i] = Math.round(a.revenueCents[i]);
      return k;
    case 'fillRate':
      ratio(a.fills, a.requests, 1e9);
      return k;
    case 'showRate':
      ratio(a.impressions, a.fills, 1e9);
      return k;
    case 'ctr':
      ratio(a.clicks, a.impressions, 1e9);
      return k;
    case 'ecpm':
      ratio(a.revenueCents, a.impressions, 1e6);
      return k;
    default:
      return null;
  }
}

const INDEX_BITS = 2 ** 18;
const MAX_PACKED_KEY = 2 ** 34;

/**
 * Row order for a sort, cached on the aggregate. Keys are packed with the row
 * index into one float (key × 2^18 + index) so the engine's native numeric
 * sort does the work; ties keep the natural order (day, then entity id).
 */
function rowOrder(db: Db, a: Aggregate, field: string, order: 'ascend' | 'descend'): Uint32Array {
  const cacheKey = `${field}:${order}`;
  const hit = a.orders.get(cacheKey);
  if (hit) return hit;
  const n = a.size;
  const out = new Uint32Array(n);
  const desc = order === 'descend';
  if (field === 'date' && a.day) {
    // Blocks of one period: an hour when grouped by hour, else a day.
    const period = a.hour ?? a.day;
    // Rows already come by day then entity: ascending is the natural order,
    // descending reverses the day blocks and keeps entities ascending inside.
    if (!desc) for (let i = 0; i < n; i++) out[i] = i;
    else {
      let j = 0;
      let end = n;
      while (end > 0) {
        let begin = end - 1;
        while (begin > 0 && period[begin - 1] === period[end - 1]) begin--;
        for (let i = begin; i < end; i++) out[j++] = i;
        end = begin;
      }
    }
    a.orders.set(cacheKey, out);
    return out;
  }
  const keys = sortKeys(db, a, field);
  let packable = !!keys && n < INDEX_BITS;
  if (keys && packable) for (let i = 0; i < n; i++) if (keys[i] < 0 || keys[i] >= MAX_PACKED_KEY) packable = false;
  if (!keys) {
    for (let i = 0; i < n; i++) out[i] = i;
  } else if (packable) {
    const packed = new Float64Array(n);
    // Descending: reverse the index too, so reading backwards keeps ties in natural order.
    for (let i = 0; i < n; i++) packed[i] = keys[i] * INDEX_BITS + (desc ? n - 1 - i : i);
    packed.sort();
    for (let j = 0; j < n; j++) {
      const p = packed[desc ? n - 1 - j : j];
      const low = p % INDEX_BITS;
      out[j] = desc ? n - 1 - low : low;
    }
  } else {
    const idx = Array.from({ length: n }, (_, i) => i);
    const dir = desc ? -1 : 1;
    idx.sort((x, y) => dir * ((keys as Float64Array)[x] - (keys as Float64Array)[y]) || x - y);
    out.set(idx);
  }
  a.orders.set(cacheKey, out);
  return out;
}

function pageOf(ctx: Ctx, agg: Aggregate, zone: string, order: Uint32Array, from: number, to: number): SettlementRow[] {
  const rowOf = rowMaker(ctx.s.traffic(), ctx.db, agg, zone);
  const rows: SettlementRow[] = [];
  for (let j = from; j < Math.min(to, order.length); j++) rows.push(rowOf(order[j]));
  return rows;
}

/**
 * A settlement report, typed: what the list and the export run (and what a
 * scheduled delivery runs, without a request). Days (and hours) are in
 * `filter.zone`; `filter.appIds` is already the caller's data scope.
 */
export interface SettlementReportQuery {
  filter: TrafficFilter & { zone: string };
  /** Canonical order (GROUP_BY_KEYS). */
  groupBy: GroupByKey[];
  sortField: SettlementSortField;
  sortOrder: 'ascend' | 'descend';
  /** Extension: join the comparison period's figures (reports/compare.ts). */
  compare?: CompareMode;
  /** Extension, with `compare` and a metric sort field: sort by its change. */
  compareSort?: 'change' | 'changeRate';
}

export interface SettlementReport {
  total: number;
  totals: ReturnType<typeof metricsOf>;
  /** Rows from..to (exclusive) in the query's order. */
  rows(from: number, to: number): SettlementRow[];
  /** With `compare`: the comparison period and its totals. */
  comparison?: SettlementComparison;
}

/** Runs a settlement report: the one function behind the list, the export and scheduled deliveries. */
export function runSettlementReport(ctx: Ctx, q: SettlementReportQuery): SettlementReport {
  if (q.compare) return runComparedReport(ctx, q, q.compare);
  const agg = ctx.s.traffic().aggregate(q.filter, q.groupBy);
  const order = rowOrder(ctx.db, agg, q.sortField, q.sortOrder);
  return {
    total: agg.size,
    totals: metricsOf(agg.totals),
    rows: (from, to) => pageOf(ctx, agg, q.filter.zone, order, from, to),
  };
}

/** The report with the comparison period joined on each row's key (reports/compare.ts). */
function runComparedReport(ctx: Ctx, q: SettlementReportQuery, mode: CompareMode): SettlementReport {
  const tr = ctx.s.traffic();
  const zone = q.filter.zone;
  const joined = joinPeriods(tr, q.filter, q.groupBy, mode);
  const { agg, prev, prevIndex } = joined;
  const metric = METRIC_KEYS.find((m) => m === q.sortField);
  const order =
    q.compareSort && metric
      ? changeOrder(joined, metric, q.compareSort, q.sortOrder)
      : rowOrder(ctx.db, agg, q.sortField, q.sortOrder);
  const zero = metricsOf({ requests: 0, fills: 0, impressions: 0, clicks: 0, revenueCents: 0 });
  return {
    total: agg.size,
    totals: metricsOf(agg.totals),
    comparison: {
      compare: mode,
      compareStartDate: dayToDate(joined.prevStartDay),
      compareEndDate: dayToDate(joined.prevEndDay),
      compareTotals: metricsOf(prev.totals),
    },
    rows: (from, to) => {
      const rowOf = rowMaker(tr, ctx.db, agg, zone);
      const out: SettlementRow[] = [];
      for (let k = from; k < Math.min(to, order.length); k++) {
        const i = order[k];
        const row = rowOf(i);
        const j = prevIndex[i];
        row.compare = j >= 0 ? metricsAt(prev, j) : zero;
        if (agg.day) {
          // The day at the same offset in the comparison period.
          const day = joined.prevStartDay + (agg.day[i] - q.filter.startDay);
          if (day <= joined.prevEndDay) row.compareDate = dayToDate(day);
        }
        if (prev.hour && j >= 0) row.compareHour = hourLabel(zone, prev.hour[j]);
        out.push(row);
      }
      return out;
    },
  };
}

/**
 * Reads a list or export request into a typed query (4001 for what does not
 * validate). Grouped by day or hour, rows default to date order (`dayOrder`:
 * newest first on screen, oldest first in exports); otherwise by revenue,
 * highest first.
 */
export function readSettlementQuery(
  ctx: Ctx,
  dayOrder: 'ascend' | 'descend',
  // The report API reads its query string for the key's owner, with its own names for the period.
  from: { body: Record<string, unknown>; account: AccountRecord; start: string; end: string } = {
    body: ctx.body,
    account: ctx.me,
    start: 'startDate',
    end: 'endDate',
  },
) {
  const v = new Validator(from.body);
  const zone = readZone(v, from.account.timeZone);
  const range = readRange(ctx, v, from.start, from.end, zone);
  const filter = { ...readScopeFilter(ctx, v, range, from.account), zone };
  const platforms = v.enumList('platforms', PLATFORMS);
  const countries = v.enumList('countries', COUNTRIES);
  if (platforms?.length) filter.platforms = new Set(platforms);
  if (countries?.length) filter.countries = new Set(countries);
  const asked = v.enumList('groupBy', GROUP_BY_KEYS) ?? ['day'];
  if (asked.length === 0) v.fail('groupBy', 'required');
  // Hours are kept for the last 30 days of the zone.
  const firstHourDay = ctx.s.traffic().todayIn(zone) - HOURLY_DAYS + 1;
  if (asked.includes('hour') && range.endDay >= range.startDay && range.startDay < firstHourDay)
    v.fail('groupBy', 'hourRange', { days: HOURLY_DAYS, date: dayToDate(firstHourDay) });
  const compare = v.oneOf('compare', COMPARE_MODES);
  const compareSort = v.oneOf('compareSort', ['change', 'changeRate'] as const);
  // Compared hour by hour: the comparison period's hours must be kept too.
  if (compare && asked.includes('hour') && range.endDay >= range.startDay) {
    if (comparisonDays(range, compare).startDay < firstHourDay)
      v.fail('compare', 'hourRange', { days: HOURLY_DAYS, date: dayToDate(firstHourDay) });
  }
  v.done();
  // Canonical order, so ['app','day'] and ['day','app'] share the cache; an hour replaces the day.
  const groupBy = GROUP_BY_KEYS.filter((g) => asked.includes(g) && !(g === 'day' && asked.includes('hour')));
  const byTime = groupBy.includes('day') || groupBy.includes('hour');
  const page = pageQuery(
    from.body,
    SORTABLE,
    byTime ? { sortField: 'date', sortOrder: dayOrder } : { sortField: 'revenue', sortOrder: 'descend' },
  );
  const query: SettlementReportQuery = {
    filter,
    groupBy,
    sortField: page.sortField as SettlementSortField,
    sortOrder: page.sortOrder,
    ...(compare ? { compare } : {}),
    ...(compare && compareSort ? { compareSort } : {}),
  };
  return { query, page };
}

export const reportRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/dashboard/summary',
    auth: 'token',
    codes: ['HomeView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const zone = readZone(v, ctx.me.timeZone);
      v.done();
      const tr = ctx.s.traffic();
      const apps = ctx.db.scope(ctx.me).ids;
      const period = (key: PeriodKey): DashboardPeriod => {
        const { cur, prev } = periodSpans(tr.todayIn(zone), key);
        // Today is still running: like with like, yesterday up to the same hour.
        const until = key === 'today' ? sameHourYesterday(tr, zone) : undefined;
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
    codes: ['HomeView'],
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
        const r = byDay.get(d) ?? { requests: 0, fills: 0, impressions: 0, clicks: 0, revenueCents: 0 };
        points.push({ date: dayToDate(d), status: tr.dayStatus(d, zone), ...metricsOf(r) });
      }
      const result: DashboardSeries = { ...reportMeta(ctx, zone), days: days ?? 7, points };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/dashboard/top',
    auth: 'token',
    codes: ['HomeView'],
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
      const total = metricsOf(tr.aggregate(filter, []).totals).revenue;
      const share = (rev: number) => (total > 0 ? Number((rev / total).toFixed(4)) : 0);
      const byRevenue = <T extends { revenue: number }>(list: T[]) =>
        list.sort((a, b) => b.revenue - a.revenue).slice(0, limit);
      const apps = byRevenue(
        aggRows(tr.aggregate(filter, ['app'])).map((r) => {
          const m = metricsOf(r);
          return {
            id: r.appId as number,
            name: ctx.db.app(r.appId as number)?.name ?? '',
            revenue: m.revenue,
            impressions: m.impressions,
            ecpm: m.ecpm,
            share: share(m.revenue),
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
            revenue: m.revenue,
            impressions: m.impressions,
            ecpm: m.ecpm,
            share: share(m.revenue),
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
    method: 'POST',
    path: '/media/settlement/list',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const { query, page } = readSettlementQuery(ctx, 'descend');
      const report = runSettlementReport(ctx, query);
      const from = (page.current - 1) * page.pageSize;
      const result: SettlementResult = {
        current: page.current,
        pageSize: page.pageSize,
        total: report.total,
        list: report.rows(from, from + page.pageSize),
        ...reportMeta(ctx, query.filter.zone),
        totals: report.totals,
        groupBy: query.groupBy,
        startDate: dayToDate(query.filter.startDay),
        endDate: dayToDate(query.filter.endDay),
        ...(report.comparison ? { comparison: report.comparison } : {}),
      };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/settlement/export',
    auth: 'token',
    codes: ['BillReportView'],
    handler: (ctx) => {
      const { query } = readSettlementQuery(ctx, 'ascend');
      const { filter, groupBy } = query;
      const report = runSettlementReport(ctx, query);
      // Refused, never cut: one limit for exports and scheduled deliveries (the contract's LIMITS.exportRows).
      if (report.total > LIMITS.exportRows)
        throw bizError(4001, 'tooManyRows', { rows: report.total, max: LIMITS.exportRows });
      // The column titles in the caller's language, from the words the scheduled files use.
      const words = fileWords(localeOfLang(ctx.lang));
      const has = (g: GroupByKey) => groupBy.includes(g);
      const keys = [
        ...(has('day') || has('hour') ? ['date', 'status'] : []),
        ...(has('hour') ? ['hour'] : []),
        ...(has('app') || has('adPosition') ? ['appName'] : []),
        ...(has('adPosition') ? ['adPositionName', 'unitId'] : []),
        ...(has('adPosition') || has('adType') ? ['adType'] : []),
        ...(has('platform') ? ['platform'] : []),
        ...(has('country') ? ['country'] : []),
        ...METRIC_KEYS,
      ];
      const result: SettlementExportResult = {
        ...reportMeta(ctx, filter.zone),
        fileName: `settlement_${dayToDate(filter.startDay)}_${dayToDate(filter.endDay)}.xlsx`,
        columns: keys.map((key) => ({ key, title: words.title(key) })),
        rows: report.rows(0, report.total),
        totals: report.totals,
        ...(report.comparison ? { comparison: report.comparison } : {}),
      };
      return { result };
    },
  },
];
