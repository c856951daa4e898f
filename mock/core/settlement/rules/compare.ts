/**
 * The settlement report compared with another period (the `compare`
 * extension, issue 17). With paging and grouping the browser cannot join two
 * periods' pages, so the server does: both periods are aggregated with the
 * same filter and grouping, and their rows are joined on the row's key (its
 * dimensions; a day or an hour by its offset from its period's start, the
 * day at the same offset in the comparison period). The result is one
 * aggregate of the union of keys: a key seen only in the comparison period
 * becomes a row with zero figures, so paging and sorting work as before.
 */
import { comparisonRange, type CompareMode } from '../../../../src/contract/comparePeriod';
import { comparisonUntil } from '../../../../src/contract/sameHours';
import { dateToDay, dayToDate } from '../../lib/dates';
import { hourLabel, hourStarts } from '../../../../src/contract/zone';
import { metricsAt, type Aggregate, type TrafficFilter, type TrafficStore } from '../../lib/trafficStore';
import type { MetricKey } from '../../../../src/contract/typings';

export interface JoinedReport {
  /** The union of both periods' keys, in the aggregate's natural order (time, then entity ids). */
  agg: Aggregate;
  /** Per row of `agg`: its row in `prev`, or -1 (nothing then). */
  prevIndex: Int32Array;
  prev: Aggregate;
  /** The comparison period (days in the same zone). */
  prevStartDay: number;
  prevEndDay: number;
  /** When the period holds today: the comparison period counts up to this instant (src/contract/sameHours.ts). */
  compareUntil?: number;
}

/** The comparison period of a filter's days. */
export function comparisonDays(
  range: { startDay: number; endDay: number },
  mode: CompareMode,
): { startDay: number; endDay: number } {
  const r = comparisonRange({ start: dayToDate(range.startDay), end: dayToDate(range.endDay) }, mode);
  return { startDay: dateToDay(r.start), endDay: dateToDay(r.end) };
}

/** The wall-clock hour of an instant within its day, "01:00", and "01:00+" for the second one when clocks go back. */
function hourKey(zone: string, ms: number): string {
  const label = hourLabel(zone, ms).slice(0, 16);
  return hourLabel(zone, ms - 3_600_000).slice(0, 16) === label ? `${label.slice(11)}+` : label.slice(11);
}

function keyer(a: Aggregate, zone: string, startDay: number): (i: number) => string {
  return (i) => {
    const parts: (string | number)[] = [];
    if (a.day) parts.push(a.day[i] - startDay);
    if (a.hour) parts.push(hourKey(zone, a.hour[i]));
    if (a.appId) parts.push(a.appId[i]);
    if (a.adPositionId) parts.push(a.adPositionId[i]);
    if (a.adType) parts.push(a.adType[i]);
    if (a.platform) parts.push(a.platform[i]);
    if (a.country) parts.push(a.country[i]);
    return parts.join('|');
  };
}

type Column = Exclude<keyof Aggregate, 'size' | 'totals' | 'orders'>;
const DIMS: Column[] = ['day', 'hour', 'appId', 'adPositionId', 'adType', 'platform', 'country'];
const FIGURES: Column[] = ['requests', 'fills', 'impressions', 'clicks', 'revenueCents', 'earningsCents'];

/**
 * Aggregates `filter`'s period and its comparison period and joins them.
 * `filter.appIds` is already the caller's data scope: both periods see the same apps.
 */
export function joinPeriods(
  tr: TrafficStore,
  filter: TrafficFilter & { zone: string },
  groupBy: Parameters<TrafficStore['aggregate']>[1],
  mode: CompareMode,
): JoinedReport {
  const { zone } = filter;
  const cur = tr.aggregate(filter, groupBy);
  const days = comparisonDays(filter, mode);
  // Today is partial: its comparison day counts only the hours today has so far (the rest is not compared).
  const range = { start: dayToDate(filter.startDay), end: dayToDate(filter.endDay) };
  const compareUntil = comparisonUntil(range, mode, zone, tr.dataUntil);
  const prev = tr.aggregate({ ...filter, ...days, until: compareUntil }, groupBy);
  const prevKey = keyer(prev, zone, days.startDay);
  const curKey = keyer(cur, zone, filter.startDay);
  const prevRows = new Map<string, number>();
  for (let j = 0; j < prev.size; j++) prevRows.set(prevKey(j), j);

  // Rows of the union: [row in cur or -1, row in prev or -1, time of a row only in prev].
  const union: { cur: number; prev: number; day?: number; hour?: number }[] = [];
  for (let i = 0; i < cur.size; i++) {
    const key = curKey(i);
    const j = prevRows.get(key) ?? -1;
    if (j >= 0) prevRows.delete(key);
    union.push({ cur: i, prev: j });
  }
  // What only the comparison period had: placed at the same offset in the period (dropped past its end).
  // Each day's hours are listed once (hourStarts formats every hour of the day), not once per row of that day.
  const hoursOfDay = new Map<number, Map<string, number>>();
  const currentHour = (day: number, key: string) => {
    let byKey = hoursOfDay.get(day);
    if (!byKey) {
      byKey = new Map(hourStarts(zone, dayToDate(day)).map((ms) => [hourKey(zone, ms), ms]));
      hoursOfDay.set(day, byKey);
    }
    return byKey.get(key);
  };
  for (const j of prevRows.values()) {
    if (!prev.day) {
      union.push({ cur: -1, prev: j });
      continue;
    }
    const day = filter.startDay + (prev.day[j] - days.startDay);
    if (day > filter.endDay) continue;
    if (!prev.hour) {
      union.push({ cur: -1, prev: j, day });
      continue;
    }
    const hour = currentHour(day, hourKey(zone, prev.hour[j]));
    if (hour !== undefined) union.push({ cur: -1, prev: j, day, hour });
  }

  const dimOf = (u: (typeof union)[number], col: Column): number => {
    if (u.cur >= 0) return (cur[col] as ArrayLike<number>)[u.cur];
    if (col === 'day' && u.day !== undefined) return u.day;
    if (col === 'hour' && u.hour !== undefined) return u.hour;
    return (prev[col] as ArrayLike<number>)[u.prev];
  };
  const dims = DIMS.filter((c) => cur[c] !== null);
  // The aggregate's natural order: time, then entity ids (the report's date sort relies on it).
  const time: Column | undefined = cur.hour ? 'hour' : cur.day ? 'day' : undefined;
  const orderDims = time ? [time, ...dims.filter((c) => c !== time)] : dims;
  union.sort((x, y) => {
    for (const c of orderDims) {
      const d = dimOf(x, c) - dimOf(y, c);
      if (d) return d;
    }
    return 0;
  });

  const n = union.length;
  const agg = { ...cur, size: n, orders: new Map() } as Aggregate;
  const fresh = (col: Column) =>
    new (cur[col] as unknown as { constructor: new (n: number) => Float64Array }).constructor(n);
  for (const c of dims) {
    const arr = fresh(c);
    for (let k = 0; k < n; k++) arr[k] = dimOf(union[k], c);
    (agg as unknown as Record<Column, unknown>)[c] = arr;
  }
  for (const c of FIGURES) {
    const arr = new Float64Array(n);
    const from = cur[c] as Float64Array;
    for (let k = 0; k < n; k++) arr[k] = union[k].cur >= 0 ? from[union[k].cur] : 0;
    (agg as unknown as Record<Column, unknown>)[c] = arr;
  }
  const prevIndex = Int32Array.from(union, (u) => u.prev);
  return { agg, prevIndex, prev, prevStartDay: days.startDay, prevEndDay: days.endDay, compareUntil };
}

/**
 * Row order by a metric's change against the comparison period (`compareSort`):
 * the difference, or the difference over the comparison's figure, where a
 * figure from 0 ("new") counts above every percentage. Ties keep the natural order.
 */
export function changeOrder(
  joined: JoinedReport,
  metric: MetricKey,
  part: 'change' | 'changeRate',
  order: 'ascend' | 'descend',
): Uint32Array {
  const { agg, prev, prevIndex } = joined;
  const keys = new Float64Array(agg.size);
  for (let i = 0; i < agg.size; i++) {
    const cur = metricsAt(agg, i)[metric];
    const before = prevIndex[i] >= 0 ? metricsAt(prev, prevIndex[i])[metric] : 0;
    if (part === 'change') keys[i] = cur - before;
    else if (before === 0) keys[i] = cur > 0 ? Number.MAX_VALUE : 0;
    else keys[i] = (cur - before) / Math.abs(before);
  }
  const dir = order === 'descend' ? -1 : 1;
  const idx = Array.from({ length: agg.size }, (_, i) => i);
  idx.sort((x, y) => dir * (keys[x] - keys[y]) || x - y);
  return Uint32Array.from(idx);
}
