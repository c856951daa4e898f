/** The settlement report engine: one typed query run by the list, the export, scheduled deliveries and the report API. */
import type {
  GroupByKey,
  CompareMode,
  SettlementComparison,
  SettlementSortField,
  SettlementRow,
  EstimateMoves,
} from '../../../../src/contract/typings';
import type { Ctx } from '../../context';
import { GROUP_BY_KEYS, METRIC_KEYS, SETTLEMENT_SORT_FIELDS as SORTABLE } from '../../../../src/contract/values';
import { dayToDate } from '../../lib/dates';
import { compareValues, pageQuery } from '../../lib/paging';
import { readRange, readScopeFilter, readZone } from '../../lib/report';
import { hourLabel } from '../../../../src/contract/zone';
import { AD_TYPES, COMPARE_MODES, COUNTRIES, HOURLY_DAYS, PLATFORMS } from '../../../../src/contract/values';
import { Validator } from '../../lib/validate';
import type { Db } from '../../db';
import type { AccountRecord } from '../../state';
import {
  emptyAgg,
  metricsAt,
  metricsOf,
  type Aggregate,
  type TrafficFilter,
  type TrafficStore,
} from '../../lib/trafficStore';
import { changeOrder, comparisonDays, joinPeriods } from './compare';
import { estimateMoves, type Moves } from './moves';
import { markPartial, partialDayOf, type PartialDay } from './partial';

/**
 * Turns aggregate rows into API rows with names and day status. Day strings,
 * names and hour labels are looked up once per call, not once per row, and
 * metrics read from the columns: a full-year export of the stress seed has
 * over 100,000 rows.
 */
function rowMaker(
  tr: TrafficStore,
  db: Db,
  agg: Aggregate,
  zone: string,
  moves: Moves | null,
  partial: PartialDay | null,
): (i: number) => SettlementRow {
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
      const moved = moves?.at(i);
      if (moved) row.estimateMove = moved / 100;
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
    markPartial(row, agg, i, partial);
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
    case 'earnings':
      for (let i = 0; i < n; i++) k[i] = Math.round(a.earningsCents[i]);
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
    case 'earningsEcpm':
      ratio(a.earningsCents, a.impressions, 1e6);
      return k;
    default:
      return null;
  }
}

const INDEX_BITS = 2 ** 18;
const MAX_PACKED_KEY = 2 ** 34;

/**
 * Row order for a sort, cached on the aggregate: a full-year report has over 100,000 rows to sort, and the
 * next page, the export and a scheduled delivery of the same query reuse it (the aggregate, and its orders, leave
 * the store's cache together, so an order never outlives its figures). Keys are packed with the row
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

function pageOf(
  ctx: Ctx,
  agg: Aggregate,
  filter: SettlementReportQuery['filter'],
  moves: Moves | null,
  order: Uint32Array,
  from: number,
  to: number,
): SettlementRow[] {
  const tr = ctx.s.traffic();
  const rowOf = rowMaker(tr, ctx.db, agg, filter.zone, moves, partialDayOf(tr, filter.zone, filter.endDay));
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
  /** Extension: join the comparison period's figures (rules/compare.ts). */
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
  /** Grouped by day: the days final for at most a week and how much their earnings moved (rules/moves.ts). */
  moved?: EstimateMoves;
}

/** Runs a settlement report: the one function behind the list, the export and scheduled deliveries. */
export function runSettlementReport(ctx: Ctx, q: SettlementReportQuery): SettlementReport {
  if (q.compare) return runComparedReport(ctx, q, q.compare);
  const tr = ctx.s.traffic();
  const agg = tr.aggregate(q.filter, q.groupBy);
  const order = rowOrder(ctx.db, agg, q.sortField, q.sortOrder);
  const moves = estimateMoves(tr, q.filter, q.groupBy, agg);
  return {
    total: agg.size,
    totals: metricsOf(agg.totals),
    ...(moves?.summary ? { moved: moves.summary } : {}),
    rows: (from, to) => pageOf(ctx, agg, q.filter, moves, order, from, to),
  };
}

/** The report with the comparison period joined on each row's key (rules/compare.ts). */
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
  const zero = metricsOf(emptyAgg());
  const moves = estimateMoves(tr, q.filter, q.groupBy, agg);
  return {
    total: agg.size,
    totals: metricsOf(agg.totals),
    ...(moves?.summary ? { moved: moves.summary } : {}),
    comparison: {
      compare: mode,
      compareStartDate: dayToDate(joined.prevStartDay),
      compareEndDate: dayToDate(joined.prevEndDay),
      compareTotals: metricsOf(prev.totals),
      ...(joined.compareUntil !== undefined
        ? { until: new Date(tr.dataUntil).toISOString(), compareUntil: new Date(joined.compareUntil).toISOString() }
        : {}),
    },
    rows: (from, to) => {
      const rowOf = rowMaker(tr, ctx.db, agg, zone, moves, partialDayOf(tr, zone, q.filter.endDay));
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
 * newest first on screen, oldest first in exports); otherwise by earnings
 * (the headline figure, issue 31), highest first.
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
    byTime ? { sortField: 'date', sortOrder: dayOrder } : { sortField: 'earnings', sortOrder: 'descend' },
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
