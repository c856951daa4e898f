/**
 * Generated daily traffic: one row per ad position per day for the year
 * ending today, regenerated from the seed (never persisted). Stored in
 * columns (typed arrays), contiguous per ad position, so a query touches only
 * the selected positions' day slices; aggregated results are cached per
 * filter, so paging and re-sorting do not re-aggregate.
 *
 * Invariants per row: requests ≥ fills ≥ impressions ≥ clicks, and
 * revenue = impressions × eCPM / 1000 (revenue kept in cents, eCPM derived).
 */
import type { AdType, Country, DayStatus, GroupByKey, Platform, TrafficMetrics } from '../../../src/contract/typings';
import { AD_TYPES, COUNTRIES, PLATFORMS } from '../../../src/contract/values';
import { dayStart, dayOf, hourStarts, PROVIDER_TIME_ZONE } from '../../../src/contract/zone';
import type { AdPositionRecord, AppRecord, MockState } from '../state';
import { countryShares } from './countryShares';
import { dayNumber, dayToDate } from './dates';
import { createRng } from './random';
import { earningsCentsOf } from './earnings';
import {
  addAnomalies,
  anomaliesByPosition,
  anomalyCountries,
  keepOrder,
  type AnomalyRecord,
  type SliceAnomaly,
} from './anomalies';
import { addEstimates, ESTIMATE_HOURS, estimateShift } from './estimates';

export const HISTORY_DAYS = 366; // today and the 365 days before
export const ESTIMATED_DAYS = 3; // the last 3 days (today included) are estimates

interface TypeProfile {
  requests: [number, number];
  fill: [number, number];
  show: [number, number];
  ctr: [number, number];
  ecpm: [number, number];
}

const PROFILES: Record<AdType, TypeProfile> = {
  banner: { requests: [20000, 160000], fill: [0.7, 0.95], show: [0.85, 0.97], ctr: [0.003, 0.009], ecpm: [0.3, 1.2] },
  native: { requests: [8000, 70000], fill: [0.55, 0.9], show: [0.75, 0.92], ctr: [0.008, 0.02], ecpm: [1, 4] },
  interstitial: { requests: [4000, 40000], fill: [0.6, 0.9], show: [0.8, 0.95], ctr: [0.02, 0.05], ecpm: [3, 9] },
  splash: { requests: [4000, 30000], fill: [0.5, 0.85], show: [0.85, 0.97], ctr: [0.01, 0.03], ecpm: [2, 6] },
  rewarded: { requests: [1500, 20000], fill: [0.75, 0.98], show: [0.9, 0.99], ctr: [0.02, 0.06], ecpm: [8, 20] },
};

/**
 * Share of a provider day's traffic in each of its hours (Shanghai wall
 * clock): quiet at night, peaks at lunch and in the evening. A day's stored
 * figures are spread over its hours with it, so a day in any other zone is
 * the sum of the hours that fall in it, not a relabelled provider day.
 */
const HOURLY_SHAPE = [
  1.6, 1.0, 0.7, 0.5, 0.5, 0.7, 1.4, 2.6, 3.6, 4.0, 4.4, 4.9, 5.6, 5.1, 4.5, 4.4, 4.6, 4.9, 5.6, 6.4, 7.0, 7.3, 6.2,
  3.9,
];
const MINUTES = 1440;
/** CUM[m]: share of a provider day's traffic before its minute m (0 → 0, 1440 → 1), linear within an hour. */
const CUM = (() => {
  const sum = HOURLY_SHAPE.reduce((a, b) => a + b, 0);
  const out = new Float64Array(MINUTES + 1);
  let acc = 0;
  for (let h = 0; h < 24; h++) {
    for (let m = 0; m < 60; m++) out[h * 60 + m] = (acc + (HOURLY_SHAPE[h] * m) / 60) / sum;
    acc += HOURLY_SHAPE[h];
  }
  out[MINUTES] = 1;
  return out;
})();
const PROVIDER_OFFSET_MIN = 8 * 60; // Asia/Shanghai, no daylight saving

/** Position of an instant in provider minutes since 1970-01-01 (Shanghai wall clock). */
function providerMinute(ms: number): number {
  return Math.floor(ms / 60_000) + PROVIDER_OFFSET_MIN;
}

/** Period boundaries (provider minutes) of the days from startDay to endDay in a zone: one per day, plus the end. */
export function dayBounds(zone: string, startDay: number, endDay: number, perDay: boolean): Float64Array {
  if (endDay < startDay) return new Float64Array(0);
  const days = perDay ? Array.from({ length: endDay - startDay + 2 }, (_, i) => startDay + i) : [startDay, endDay + 1];
  if (zone === PROVIDER_TIME_ZONE) return Float64Array.from(days, (d) => d * MINUTES);
  return Float64Array.from(days, (d) => providerMinute(dayStart(zone, dayToDate(d))));
}

interface PositionSlice {
  id: number;
  appId: number;
  adType: AdType;
  platform: Platform;
  /** Cumulative country shares of the app's traffic (COUNTRIES order): 0 … 1. */
  countryCum: Float64Array;
  /** Cumulative country shares of its revenue: traffic share × the country's price, so eCPM differs by country. */
  revenueCum: Float64Array;
  offset: number;
  firstDay: number;
  length: number;
}

export interface TrafficFilter {
  /** Calendar days (dateToDay numbers) in `zone`, both included. */
  startDay: number;
  endDay: number;
  /** The zone whose days (and hours) the rows are cut in; the provider's when absent. */
  zone?: string;
  /** Counts only hours before this instant (yesterday up to the hour of now, for "today so far"). */
  until?: number;
  /** Allowed apps (data scope ∩ requested apps). */
  appIds: Set<number>;
  adPositionIds?: Set<number>;
  adTypes?: Set<AdType>;
  platforms?: Set<Platform>;
  countries?: Set<Country>;
  /**
   * 'first': every day's money as it was first estimated, the hour the day ended (lib/estimates.ts), for the
   * report's "moved since its estimate" of the days that are final now. Absent: the figures as they stand now.
   */
  estimates?: 'first';
}

export interface AggRow {
  day?: number;
  /** Start of the hour (epoch ms), grouped by hour. */
  hour?: number;
  appId?: number;
  adPositionId?: number;
  adType?: AdType;
  platform?: Platform;
  country?: Country;
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenueCents: number;
  /** The publisher's share of revenueCents (lib/earnings.ts), summed from the stored cells. */
  earningsCents: number;
}

/**
 * Grouped rows in columns. Rows come ordered by day, then entity id
 * (ascending). `orders` caches sorted row orders for the report calls.
 */
export interface Aggregate {
  size: number;
  /** The zone's day of the row (grouped by day or hour). */
  day: Int32Array | null;
  /** Start of the row's hour, epoch ms (grouped by hour). */
  hour: Float64Array | null;
  appId: Int32Array | null;
  adPositionId: Int32Array | null;
  /** Indexes into AD_TYPES, PLATFORMS, COUNTRIES. */
  adType: Int8Array | null;
  platform: Int8Array | null;
  country: Int16Array | null;
  requests: Float64Array;
  fills: Float64Array;
  impressions: Float64Array;
  clicks: Float64Array;
  revenueCents: Float64Array;
  earningsCents: Float64Array;
  totals: AggRow;
  orders: Map<string, Uint32Array>;
}

export function rowAt(a: Aggregate, i: number): AggRow {
  const r: AggRow = {
    requests: a.requests[i],
    fills: a.fills[i],
    impressions: a.impressions[i],
    clicks: a.clicks[i],
    revenueCents: a.revenueCents[i],
    earningsCents: a.earningsCents[i],
  };
  if (a.day) r.day = a.day[i];
  if (a.hour) r.hour = a.hour[i];
  if (a.appId) r.appId = a.appId[i];
  if (a.adPositionId) r.adPositionId = a.adPositionId[i];
  if (a.adType) r.adType = AD_TYPES[a.adType[i]];
  if (a.platform) r.platform = PLATFORMS[a.platform[i]];
  if (a.country) r.country = COUNTRIES[a.country[i]];
  return r;
}

/** All rows as objects (for the small aggregates of dashboard and statements). */
export function aggRows(a: Aggregate): AggRow[] {
  const out: AggRow[] = [];
  for (let i = 0; i < a.size; i++) out.push(rowAt(a, i));
  return out;
}

export function emptyAgg(): AggRow {
  return { requests: 0, fills: 0, impressions: 0, clicks: 0, revenueCents: 0, earningsCents: 0 };
}

const ratio = (a: number, b: number): number => (b > 0 ? Math.round((a / b) * 10000) / 10000 : 0);

/** Derived metrics of an aggregate (rates are fractions, money in currency units). */
export function metricsOf(a: AggRow): TrafficMetrics {
  return metricsFrom(a.requests, a.fills, a.impressions, a.clicks, a.revenueCents, a.earningsCents);
}

/** metricsOf of an aggregate's row i, read from its columns (no row object on the way: exports have 100,000+). */
export function metricsAt(a: Aggregate, i: number): TrafficMetrics {
  return metricsFrom(a.requests[i], a.fills[i], a.impressions[i], a.clicks[i], a.revenueCents[i], a.earningsCents[i]);
}

function metricsFrom(
  requests: number,
  fills: number,
  impressions: number,
  clicks: number,
  revenueCents: number,
  earningsCents: number,
): TrafficMetrics {
  return {
    requests,
    fills,
    fillRate: ratio(fills, requests),
    impressions,
    showRate: ratio(impressions, fills),
    clicks,
    ctr: ratio(clicks, impressions),
    ecpm: impressions > 0 ? Math.round((revenueCents * 1000) / impressions) / 100 : 0,
    revenue: Math.round(revenueCents) / 100,
    earnings: Math.round(earningsCents) / 100,
    earningsEcpm: impressions > 0 ? Math.round((earningsCents * 1000) / impressions) / 100 : 0,
  };
}

/**
 * Cached results (each a few rows, or a view of a window). A page of the settlement list, its next page, a re-sort
 * and the export ask for the same aggregate; 32 covers a few people paging at once and keeps memory bounded.
 */
const MAX_CACHED = 32;
/**
 * Windows are computed only up to this many cells (periods × entities ×
 * countries: a year of day × app × country of the stress seed is about
 * 420,000, day × ad position × country 3 million, left to the direct
 * computation), and kept up to this many bytes in all.
 */
const MAX_WINDOW_CELLS = 1_000_000;
const MAX_WINDOW_BYTES = 160 * 1024 * 1024;

interface TrafficWindow {
  agg: Aggregate;
  bytes: number;
  /** Keys of the cached results that are views of it (dropped with it). */
  views: Set<string>;
}

/** What a result depends on besides its range: zone, filters, grouping. */
function filterKey(f: TrafficFilter, zone: string, groupBy: readonly GroupByKey[]): string {
  const sorted = <T>(set: Set<T> | undefined) => (set ? [...set].sort() : null);
  return JSON.stringify([
    zone,
    [...f.appIds].sort((x, y) => x - y),
    f.adPositionIds ? [...f.adPositionIds].sort((x, y) => x - y) : null,
    sorted(f.adTypes),
    sorted(f.platforms),
    sorted(f.countries),
    [...groupBy].sort(),
    f.estimates ?? null,
  ]);
}

const COLUMNS = [
  'day',
  'hour',
  'appId',
  'adPositionId',
  'adType',
  'platform',
  'country',
  'requests',
  'fills',
  'impressions',
  'clicks',
  'revenueCents',
  'earningsCents',
] as const;

function aggregateBytes(a: Aggregate): number {
  let bytes = 0;
  for (const c of COLUMNS) bytes += a[c]?.byteLength ?? 0;
  return bytes;
}

/** First row index whose day is ≥ day (rows come ordered by day). */
function firstRowOf(days: Int32Array, day: number): number {
  let lo = 0;
  let hi = days.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (days[mid] < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The rows of days start..end of a window: its columns' subarrays (no copy), with their own totals. */
function viewOf(w: Aggregate, start: number, end: number): Aggregate {
  const days = w.day as Int32Array;
  const lo = firstRowOf(days, start);
  const hi = firstRowOf(days, end + 1);
  const cut = <T extends Int8Array | Int16Array | Int32Array | Float64Array>(col: T | null): T | null =>
    col ? (col.subarray(lo, hi) as T) : null;
  const out: Aggregate = {
    size: hi - lo,
    day: cut(w.day),
    hour: cut(w.hour),
    appId: cut(w.appId),
    adPositionId: cut(w.adPositionId),
    adType: cut(w.adType),
    platform: cut(w.platform),
    country: cut(w.country),
    requests: w.requests.subarray(lo, hi),
    fills: w.fills.subarray(lo, hi),
    impressions: w.impressions.subarray(lo, hi),
    clicks: w.clicks.subarray(lo, hi),
    revenueCents: w.revenueCents.subarray(lo, hi),
    earningsCents: w.earningsCents.subarray(lo, hi),
    totals: emptyAgg(),
    orders: new Map(),
  };
  // Whole numbers all: the sums are exact in any order, as the computation's own.
  const t = out.totals;
  for (let i = 0; i < out.size; i++) {
    t.requests += out.requests[i];
    t.fills += out.fills[i];
    t.impressions += out.impressions[i];
    t.clicks += out.clicks[i];
    t.revenueCents += out.revenueCents[i];
    t.earningsCents += out.earningsCents[i];
  }
  return out;
}

/** The most hours one hourly report may span back: the last 30 days. */
export const HOURLY_DAYS = 30;

/** Columns of generated figures, one row per position and day, and the slices that index them. Read-only once built. */
interface TrafficColumns {
  slices: readonly PositionSlice[];
  rowCount: number;
  /** requests, fills, impressions, clicks, revenue, earnings (cumAt's order). */
  cols: (Uint32Array | Float64Array)[];
  /** Running sums of each column (index k = sum of rows before k), so any span of hours is two lookups. */
  prefix: Float64Array[];
}

/**
 * The last few columns built, by everything they are drawn from (seed, day,
 * and each position's app, type, platform and days). Drawing a year of rows
 * takes about a second; a fresh mock over the same seed on the same day (each
 * test's mock, each reset of QA's or a browser test's mock) gets the same
 * figures, so it shares them instead. Nothing writes to them once built.
 */
const builtColumns = new Map<string, TrafficColumns>();
const MAX_BUILT = 4;

function trafficColumns(state: MockState, today: number): TrafficColumns {
  const firstDay = today - HISTORY_DAYS + 1;
  const apps = new Map(state.apps.map((a) => [a.id, a]));
  const plans: { p: AdPositionRecord; platform: Platform; from: number; to: number }[] = [];
  for (const p of state.adPositions) {
    const app = apps.get(p.appId);
    const range = app ? activeRange(p, app, state, today, firstDay) : null;
    if (range) plans.push({ p, platform: app?.platform ?? 'android', ...range });
  }
  // Every position's random stream starts on a fixed day, the first of the year before the seed's day, so a day's
  // figures stay the same as the clock moves on (a final day never moves; lib/estimates.ts), not redrawn each day.
  const streamFirst = Math.min(firstDay, dayNumber(state.seededAt) - HISTORY_DAYS + 1);
  const key = JSON.stringify([
    state.seed,
    today,
    streamFirst,
    plans.map(({ p, platform, from, to }) => [p.id, p.appId, p.adType, platform, from, to]),
  ]);
  const known = builtColumns.get(key);
  if (known) {
    // Most recently used last: the oldest goes first when the map is full.
    builtColumns.delete(key);
    builtColumns.set(key, known);
    return known;
  }
  const rowCount = plans.reduce((n, { from, to }) => n + to - from + 1, 0);
  const cols = [
    new Uint32Array(rowCount),
    new Uint32Array(rowCount),
    new Uint32Array(rowCount),
    new Uint32Array(rowCount),
    new Float64Array(rowCount),
    new Float64Array(rowCount),
  ];
  const slices: PositionSlice[] = [];
  const shares = new Map<number, ReturnType<typeof countryShares>>();
  let offset = 0;
  for (const { p, platform, from, to } of plans) {
    let appShares = shares.get(p.appId);
    if (!appShares) shares.set(p.appId, (appShares = countryShares(state.seed, p.appId)));
    const slice: PositionSlice = {
      id: p.id,
      appId: p.appId,
      adType: p.adType,
      platform,
      countryCum: appShares.traffic,
      revenueCum: appShares.revenue,
      offset,
      firstDay: from,
      length: to - from + 1,
    };
    generate(cols, slice, state.seed, Math.max(streamFirst, dayNumber(p.createdAt)), streamFirst);
    slices.push(slice);
    offset += slice.length;
  }
  const prefix = cols.map((col) => {
    const out = new Float64Array(col.length + 1);
    for (let k = 0; k < col.length; k++) out[k + 1] = out[k] + col[k];
    return out;
  });
  const built = { slices, rowCount, cols, prefix };
  builtColumns.set(key, built);
  if (builtColumns.size > MAX_BUILT) builtColumns.delete(builtColumns.keys().next().value as string);
  return built;
}

/**
 * Days with traffic: only seed positions (created before the seed day) of
 * apps that passed review; traffic stops some days ago for disabled or
 * suspended ones, so their history still shows.
 */
function activeRange(
  p: AdPositionRecord,
  app: AppRecord,
  state: MockState,
  today: number,
  firstDay: number,
): { from: number; to: number } | null {
  if (app.reviewStatus === 'pending' || app.reviewStatus === 'rejected') return null;
  if (p.createdAt > state.seededAt) return null; // created by a user: no history yet
  // Stopped traffic stops some days before the seed's day, not before today: a day's figures never depend on today.
  const stopped = Math.min(today, dayNumber(state.seededAt));
  let to = today;
  if (app.reviewStatus === 'suspended') to = stopped - 20;
  else if (!app.enabled) to = stopped - 30;
  else if (p.status === 'disabled') to = stopped - 15;
  const from = Math.max(firstDay, dayNumber(p.createdAt));
  return to >= from ? { from, to } : null;
}

/**
 * Draws a position's rows into the columns, from its own random stream (the same figures whatever else exists).
 * The stream starts on `origin` (its first day since `streamFirst`, the fixed start of every stream); days before
 * the slice's first day are drawn and dropped, so each day's figures do not depend on today.
 */
function generate(
  cols: (Uint32Array | Float64Array)[],
  s: PositionSlice,
  seed: string,
  origin: number,
  streamFirst: number,
): void {
  const [requests, fills, impressions, clicks, revenueCents, earningsCents] = cols;
  const rng = createRng(`traffic:${seed}:${s.id}`);
  const prof = PROFILES[s.adType];
  const between = ([lo, hi]: [number, number]): number => lo + rng.next() * (hi - lo);
  const base = between(prof.requests);
  const fill = between(prof.fill);
  const show = between(prof.show);
  const ctr = between(prof.ctr);
  const ecpm = between(prof.ecpm);
  const weekendBoost = 1 + (rng.next() * 0.3 - 0.05);
  for (let day = origin; day < s.firstDay + s.length; day++) {
    const wd = (day + 4) % 7;
    const age = (day - streamFirst) / HISTORY_DAYS; // 0 → 1 over the year: slow growth
    const season = 1 + 0.1 * Math.sin((day / 365) * 2 * Math.PI);
    const volume =
      base *
      (0.7 + 0.4 * age) *
      season *
      (wd === 0 || wd === 6 ? weekendBoost : 1) *
      Math.max(0.3, 1 + 0.08 * rng.gauss());
    const req = Math.max(0, Math.round(volume));
    const fl = Math.min(req, Math.round(req * clamp(fill + 0.03 * rng.gauss(), 0.05, 1)));
    const imp = Math.min(fl, Math.round(fl * clamp(show + 0.02 * rng.gauss(), 0.05, 1)));
    const clk = Math.min(imp, Math.round(imp * clamp(ctr * (1 + 0.15 * rng.gauss()), 0, 1)));
    const dayEcpm = Math.max(0.05, ecpm * (0.85 + 0.3 * age) * (1 + 0.1 * rng.gauss()));
    if (day < s.firstDay) continue;
    const k = s.offset + day - s.firstDay;
    requests[k] = req;
    fills[k] = fl;
    impressions[k] = imp;
    clicks[k] = clk;
    revenueCents[k] = Math.round((imp * dayEcpm) / 10); // impressions × eCPM / 1000, in cents
    earningsCents[k] = earningsCentsOf(revenueCents[k]);
  }
}

export class TrafficStore {
  readonly today: number;
  readonly firstDay: number;
  private slices: readonly PositionSlice[] = [];
  /** Running sums of each column (index k = sum of rows before k), so any span of hours is two lookups. */
  private prefix: Float64Array[] = [];
  /** Figures exist up to this provider minute: the top of the current hour ("updated hourly"). */
  private nowMinute: number;
  /** Results by filter and range (least recently used first): paging and re-sorting do not re-aggregate. */
  private cache = new Map<string, Aggregate>();
  /**
   * Whole-history results by filter without its range, grouped by day (or
   * hour): a range is a view of one (least recently used first). Computed
   * once per store and hour of data; writes leave them (the figures come from
   * the store, built once from the seed), a new hour of figures drops them.
   */
  private windows = new Map<string, TrafficWindow>();
  private windowBytes = 0;
  /** The six columns in cumAt's order (requests, fills, impressions, clicks, revenue, earnings). */
  private cols: (Uint32Array | Float64Array)[] = [];
  /** Number of generated daily rows. */
  readonly rowCount: number;
  /** QA's anomalies (lib/anomalies.ts) by ad position id: they change the running sums, never the stored rows. */
  private anomalies = new Map<number, SliceAnomaly[]>();
  /** The seed the estimates' shifts come from (lib/estimates.ts). */
  private readonly seed: string;

  constructor(state: MockState, now: number) {
    this.seed = String(state.seed);
    this.today = dayNumber(now);
    this.nowMinute = providerMinute(now - (now % 3_600_000));
    this.firstDay = this.today - HISTORY_DAYS + 1;
    const built = trafficColumns(state, this.today);
    this.slices = built.slices;
    this.rowCount = built.rowCount;
    this.cols = built.cols;
    this.prefix = built.prefix;
    this.anomalies = anomaliesByPosition(state.anomalies ?? [], this.slices, providerMinute);
  }

  /** QA changed the anomalies: every computed result goes (the stored rows stay, they never carry one). */
  setAnomalies(records: readonly AnomalyRecord[]): void {
    this.anomalies = anomaliesByPosition(records, this.slices, providerMinute);
    this.dropComputed();
  }

  /** Moves "now" (figures up to the top of its hour); cached aggregates of an earlier hour are dropped. */
  setNow(now: number): void {
    const minute = providerMinute(now - (now % 3_600_000));
    if (minute !== this.nowMinute) {
      this.nowMinute = minute;
      this.cache.clear();
      this.windows.clear();
      this.windowBytes = 0;
    }
  }

  /** The instant figures run up to: the top of the current hour. */
  get dataUntil(): number {
    return (this.nowMinute - PROVIDER_OFFSET_MIN) * 60_000;
  }

  /** Today's calendar day (day number) in a zone. */
  todayIn(zone: string | undefined): number {
    if (!zone || zone === PROVIDER_TIME_ZONE) return this.today;
    const ms = this.dataUntil;
    let d = this.today + 1;
    while (d > this.today - 2 && dayStart(zone, dayToDate(d)) > ms) d--;
    return d;
  }

  /**
   * Sums of the slice's six columns from its first hour up to a provider
   * minute, into out: whole provider days from the running sums, plus the
   * share of the day the minute is in (floored, so every count stays whole
   * and requests ≥ fills ≥ impressions ≥ clicks holds in every span).
   */
  private baseCumAt(s: PositionSlice, minute: number, out: Float64Array): void {
    const pos = Math.min(minute, this.nowMinute);
    const day = Math.floor(pos / MINUTES);
    const cols = this.cols;
    if (day < s.firstDay) {
      out.fill(0);
      return;
    }
    const last = s.firstDay + s.length;
    const k = s.offset + Math.min(day, last) - s.firstDay;
    for (let c = 0; c < cols.length; c++) {
      const base = this.prefix[c][k] - this.prefix[c][s.offset];
      out[c] = day >= last ? base : base + Math.floor(cols[c][k] * CUM[pos - day * MINUTES]);
    }
  }

  /** The provider minute from which money is still an estimate: ESTIMATE_HOURS before the data's hour. */
  get estimateFrom(): number {
    return this.nowMinute - ESTIMATE_HOURS * 60;
  }

  /**
   * The final running sums up to a minute (baseCumAt) with the position's anomalies applied: all of them, or
   * (`only` -1) those of every country, which is what the estimates move (a country's anomaly then changes only
   * that country's cell, the others keep their figures to the cent).
   */
  private finalCumAt(s: PositionSlice, minute: number, out: Float64Array, only = -2): void {
    this.baseCumAt(s, minute, out);
    const list = this.anomalies.get(s.id);
    if (list) addAnomalies(list, minute, out, this.sharesOf(s), (m, into) => this.baseCumAt(s, m, into), only);
  }

  /** The running sums as the reader sees them: final up to `estFrom`, estimated money after it. */
  private cumAt(s: PositionSlice, minute: number, out: Float64Array, estFrom: number): void {
    this.finalCumAt(s, minute, out);
    if (minute > estFrom)
      addEstimates(
        estFrom,
        Math.min(minute, this.nowMinute),
        out,
        (day) => estimateShift(this.seed, s.id, day),
        (m, into) => this.finalCumAt(s, m, into, -1),
      );
  }

  private sharesOf(s: PositionSlice): { traffic: Float64Array; revenue: Float64Array } {
    return { traffic: s.countryCum, revenue: s.revenueCum };
  }

  /** What the anomalies of one country each change in a span (lo..hi) of a position: by country index. */
  private countryChanges(
    s: PositionSlice,
    list: readonly SliceAnomaly[],
    lo: number,
    hi: number,
  ): Map<number, Float64Array> {
    const out = new Map<number, Float64Array>();
    const base = (m: number, into: Float64Array) => this.baseCumAt(s, m, into);
    for (const k of anomalyCountries(list)) {
      const at = new Float64Array(6);
      const start = new Float64Array(6);
      addAnomalies(list, hi, at, this.sharesOf(s), base, k);
      addAnomalies(list, lo, start, this.sharesOf(s), base, k);
      for (let c = 0; c < 6; c++) at[c] -= start[c];
      out.set(k, at);
    }
    return out;
  }

  /**
   * Drop cached results after a write (names changed: the sort orders they
   * keep by name are stale). The windows stay: their figures do not depend
   * on anything a write changes.
   */
  invalidate(): void {
    this.cache.clear();
    for (const w of this.windows.values()) w.views.clear();
  }

  /** Forgets every cached result and window: the tests build one store per file and start each test from none. */
  dropComputed(): void {
    this.cache.clear();
    this.windows.clear();
    this.windowBytes = 0;
  }

  /** Estimated for the last 3 days (today in the zone included), final before. */
  dayStatus(day: number, zone?: string): DayStatus {
    return day > this.todayIn(zone) - ESTIMATED_DAYS ? 'estimated' : 'final';
  }

  /**
   * Sums the filtered rows, grouped by any combination of day or hour, app,
   * ad position, ad type, platform and country, with days (and hours) cut in
   * the filter's zone. Dense accumulation: cells = periods × entities ×
   * countries, no per-row objects. Each cell is the difference of two
   * running sums at the period's bounds, so a day in Los Angeles takes the
   * hours that fall in it from two provider days, and the days of a period
   * add up to the period exactly. A country's part is cut from each cell by
   * the app's country shares, splitting clicks and the gaps between the
   * counts (so every count stays whole, every row keeps requests ≥ fills ≥
   * impressions ≥ clicks, and the countries add up to the cell).
   */
  aggregate(f: TrafficFilter, groupBy: readonly GroupByKey[]): Aggregate {
    const zone = f.zone ?? PROVIDER_TIME_ZONE;
    const cacheKey = JSON.stringify([f.startDay, f.endDay, f.until ?? null, filterKey(f, zone, groupBy)]);
    const hit = this.cache.get(cacheKey);
    if (hit) {
      // Most recently used last, so the oldest goes first.
      this.cache.delete(cacheKey);
      this.cache.set(cacheKey, hit);
      return hit;
    }
    // Days before the history or after today have no hours: leave them out.
    const start = Math.max(f.startDay, this.firstDay - 1);
    const end = Math.min(f.endDay, this.todayIn(zone));
    const view = this.fromWindow(f, groupBy, zone, start, end, cacheKey);
    const out = view ?? this.compute(f, groupBy, zone, start, end);
    if (this.cache.size >= MAX_CACHED) {
      const oldest = this.cache.keys().next().value as string;
      this.cache.delete(oldest);
    }
    this.cache.set(cacheKey, out);
    return out;
  }

  /** The computation without windows or cache: what the tests hold the fast path to. */
  aggregateDirect(f: TrafficFilter, groupBy: readonly GroupByKey[]): Aggregate {
    const zone = f.zone ?? PROVIDER_TIME_ZONE;
    const start = Math.max(f.startDay, this.firstDay - 1);
    return this.compute(f, groupBy, zone, start, Math.min(f.endDay, this.todayIn(zone)));
  }

  /** Windows kept now, and their bytes (for the tests and the benchmark). */
  get windowStats(): { count: number; bytes: number } {
    return { count: this.windows.size, bytes: this.windowBytes };
  }

  /**
   * A range of days (or of hours, grouped by hour) as a view of the
   * filter's window: the same rows the computation over the range gives,
   * because each day's (and hour's) cells depend on that day alone: the
   * difference of the running sums at its own bounds, split by the app's
   * country shares. Null when no window applies (a cut at `until`, no
   * grouping by time, a range outside the window, a window too big to keep).
   */
  private fromWindow(
    f: TrafficFilter,
    groupBy: readonly GroupByKey[],
    zone: string,
    start: number,
    end: number,
    cacheKey: string,
  ): Aggregate | null {
    const gh = groupBy.includes('hour');
    // First estimates are asked for a week of days at most (settlement/rules/moves.ts): a whole-history window of
    // them would add up every day's estimate from the history's start at each bound.
    if (f.until !== undefined || f.estimates || end < start || !(gh || groupBy.includes('day'))) return null;
    const today = this.todayIn(zone);
    const from = gh ? today - HOURLY_DAYS + 1 : this.firstDay - 1;
    if (start < from || end > today) return null;
    const key = filterKey(f, zone, groupBy);
    let w = this.windows.get(key);
    if (w) {
      this.windows.delete(key);
      this.windows.set(key, w);
    } else {
      const { entities } = this.entitiesOf(f, groupBy);
      const periods = (today - from + 1) * (gh ? 24 : 1);
      const cells = periods * entities.length * (groupBy.includes('country') ? COUNTRIES.length : 1);
      if (cells > MAX_WINDOW_CELLS) return null;
      const agg = this.compute({ ...f, startDay: from, endDay: today }, groupBy, zone, from, today);
      w = { agg, bytes: aggregateBytes(agg), views: new Set() };
      this.windows.set(key, w);
      this.windowBytes += w.bytes;
      this.trimWindows(key);
    }
    w.views.add(cacheKey);
    return viewOf(w.agg, start, end);
  }

  /** Drops the least recently used windows (and the cached views of them) over the memory budget. */
  private trimWindows(keep: string): void {
    for (const [key, w] of this.windows) {
      if (this.windowBytes <= MAX_WINDOW_BYTES) break;
      if (key === keep) continue;
      this.windows.delete(key);
      this.windowBytes -= w.bytes;
      for (const view of w.views) this.cache.delete(view);
    }
  }

  /**
   * The slices the filter selects (id order) and the entities they are
   * summed into: one per distinct combination of the grouped attributes.
   */
  private entitiesOf(
    f: TrafficFilter,
    groupBy: readonly GroupByKey[],
  ): { slices: PositionSlice[]; entities: PositionSlice[]; sliceEntity: Int32Array } {
    const gp = groupBy.includes('adPosition');
    const ga = groupBy.includes('app') || gp;
    const gt = groupBy.includes('adType');
    const gpl = groupBy.includes('platform');
    const slices = this.slices
      .filter(
        (s) =>
          f.appIds.has(s.appId) &&
          (!f.adPositionIds || f.adPositionIds.has(s.id)) &&
          (!f.adTypes || f.adTypes.has(s.adType)) &&
          (!f.platforms || f.platforms.has(s.platform)),
      )
      .sort((x, y) => x.id - y.id);
    // Entities: one per distinct combination of the grouped attributes, in slice (id) order.
    const entityKey = (s: PositionSlice) =>
      `${gp ? s.id : ga ? s.appId : ''}|${gt ? s.adType : ''}|${gpl ? s.platform : ''}`;
    const entities: PositionSlice[] = [];
    const entityIndex = new Map<string, number>();
    const sliceEntity = new Int32Array(slices.length);
    slices.forEach((s, i) => {
      const key = entityKey(s);
      let e = entityIndex.get(key);
      if (e === undefined) {
        e = entities.length;
        entityIndex.set(key, e);
        entities.push(s);
      }
      sliceEntity[i] = e;
    });
    if (ga && !gp) {
      // Apps (with their type/platform split) in app id order, not first-position order.
      const order = entities.map((_, i) => i).sort((x, y) => entities[x].appId - entities[y].appId || x - y);
      const rank = new Int32Array(order.length);
      order.forEach((e, r) => (rank[e] = r));
      const reordered = order.map((e) => entities[e]);
      for (let i = 0; i < sliceEntity.length; i++) sliceEntity[i] = rank[sliceEntity[i]];
      entities.splice(0, entities.length, ...reordered);
    }
    return { slices, entities, sliceEntity };
  }

  /** The direct computation over days start..end (already within the history and today). */
  private compute(
    f: TrafficFilter,
    groupBy: readonly GroupByKey[],
    zone: string,
    start: number,
    end: number,
  ): Aggregate {
    const has = (k: GroupByKey) => groupBy.includes(k);
    const gh = has('hour');
    const gd = has('day') && !gh;
    const gp = has('adPosition');
    const ga = has('app') || gp;
    const gt = has('adType');
    const gpl = has('platform');
    const gc = has('country');
    let bounds: Float64Array;
    let hourMs: number[] = [];
    if (gh) {
      for (let d = start; d <= end; d++) hourMs = hourMs.concat(hourStarts(zone, dayToDate(d)));
      const all = end >= start ? [...hourMs, dayStart(zone, dayToDate(end + 1))] : [];
      bounds = Float64Array.from(all, providerMinute);
    } else bounds = dayBounds(zone, start, end, gd);
    if (f.until !== undefined) {
      const cut = providerMinute(f.until - (f.until % 3_600_000));
      for (let i = 0; i < bounds.length; i++) bounds[i] = Math.min(bounds[i], cut);
    }
    // Estimates from the data's hour less ESTIMATE_HOURS, or (first estimates) from the provider day the range starts in.
    const estFrom =
      f.estimates === 'first' && bounds.length ? Math.floor(bounds[0] / MINUTES) * MINUTES : this.estimateFrom;
    const { slices, entities, sliceEntity } = this.entitiesOf(f, groupBy);
    const nE = entities.length || (slices.length ? 1 : 0);
    const countryIdx = f.countries ? COUNTRIES.flatMap((c, k) => (f.countries?.has(c) ? [k] : [])) : null;
    const nC = gc ? COUNTRIES.length : 1;
    const nP = Math.max(0, bounds.length - 1);
    const cells = nP * nE * nC;
    const req = new Float64Array(cells);
    const fil = new Float64Array(cells);
    const imp = new Float64Array(cells);
    const clk = new Float64Array(cells);
    const rev = new Float64Array(cells);
    const ern = new Float64Array(cells);
    const present = new Uint8Array(cells);
    const before = new Float64Array(6);
    const after = new Float64Array(6);
    const split = !!countryIdx || gc;
    const ks = countryIdx ?? COUNTRIES.map((_, k) => k);
    const [requests, fills, impressions, clicks, revenueCents, earningsCents] = this.cols;
    const nowMinute = this.nowMinute;
    for (let si = 0; si < slices.length; si++) {
      const s = slices[si];
      const from = s.firstDay * MINUTES;
      const to = Math.min((s.firstDay + s.length) * MINUTES, this.nowMinute);
      const e = sliceEntity[si];
      const cum = s.countryCum;
      const money = s.revenueCum;
      const anomalies = this.anomalies.get(s.id);
      let p = 0;
      while (p < nP && bounds[p + 1] <= from) p++;
      if (p >= nP || bounds[p] >= to) continue;
      this.cumAt(s, bounds[p], before, estFrom);
      let synced = true;
      for (; p < nP && bounds[p] < to; p++) {
        const lo = bounds[p];
        const hi = bounds[p + 1];
        let dq: number, df: number, di: number, dc: number, dr: number, de: number;
        if (
          !anomalies &&
          hi - lo === MINUTES &&
          lo % MINUTES === 0 &&
          hi <= nowMinute &&
          hi <= estFrom &&
          lo >= from &&
          hi <= to
        ) {
          // A whole stored final day (the provider's zone): its row as it is, no running sums needed.
          const k = s.offset + lo / MINUTES - s.firstDay;
          dq = requests[k];
          df = fills[k];
          di = impressions[k];
          dc = clicks[k];
          dr = revenueCents[k];
          de = earningsCents[k];
          synced = false;
        } else {
          if (!synced) this.cumAt(s, lo, before, estFrom);
          this.cumAt(s, hi, after, estFrom);
          dq = after[0] - before[0];
          df = after[1] - before[1];
          di = after[2] - before[2];
          dc = after[3] - before[3];
          dr = after[4] - before[4];
          de = after[5] - before[5];
          before.set(after);
          synced = true;
        }
        // An anomaly of one country changes that country's cell only: the others share out the rest as usual.
        let countryChange: Map<number, Float64Array> | null = null;
        if (anomalies) {
          const d = [dq, df, di, dc, dr, de];
          countryChange = split ? this.countryChanges(s, anomalies, lo, hi) : null;
          if (countryChange) for (const change of countryChange.values()) for (let c = 0; c < 6; c++) d[c] -= change[c];
          keepOrder(d);
          [dq, df, di, dc, dr, de] = d;
        }
        const base = (p * nE + e) * nC;
        if (!split) {
          present[base] = 1;
          req[base] += dq;
          fil[base] += df;
          imp[base] += di;
          clk[base] += dc;
          rev[base] += dr;
          ern[base] += de;
          continue;
        }
        const g1 = di - dc;
        const g2 = df - di;
        const g3 = dq - df;
        for (let j = 0; j < ks.length; j++) {
          const k = ks[j];
          const a0 = cum[k];
          const a1 = cum[k + 1];
          const c = base + (gc ? k : 0);
          const ck = Math.floor(dc * a1) - Math.floor(dc * a0);
          const ik = ck + Math.floor(g1 * a1) - Math.floor(g1 * a0);
          const fk = ik + Math.floor(g2 * a1) - Math.floor(g2 * a0);
          // Money by the revenue shares: a US impression earns more than one in India.
          const m0 = money[k];
          const m1 = money[k + 1];
          let rk = fk + Math.floor(g3 * a1) - Math.floor(g3 * a0);
          let fk2 = fk;
          let ik2 = ik;
          let ck2 = ck;
          let vk = Math.floor(dr * m1) - Math.floor(dr * m0);
          let ek = Math.floor(de * m1) - Math.floor(de * m0);
          const change = countryChange?.get(k);
          if (change) {
            const part = [
              rk + change[0],
              fk + change[1],
              ik + change[2],
              ck + change[3],
              vk + change[4],
              ek + change[5],
            ];
            keepOrder(part);
            [rk, fk2, ik2, ck2, vk, ek] = part;
          }
          present[c] = 1;
          req[c] += rk;
          fil[c] += fk2;
          imp[c] += ik2;
          clk[c] += ck2;
          rev[c] += vk;
          ern[c] += ek;
        }
      }
    }
    let size = 0;
    for (let c = 0; c < cells; c++) size += present[c];
    const out: Aggregate = {
      size,
      day: gd || gh ? new Int32Array(size) : null,
      hour: gh ? new Float64Array(size) : null,
      appId: ga ? new Int32Array(size) : null,
      adPositionId: gp ? new Int32Array(size) : null,
      adType: gt ? new Int8Array(size) : null,
      platform: gpl ? new Int8Array(size) : null,
      country: gc ? new Int16Array(size) : null,
      requests: new Float64Array(size),
      fills: new Float64Array(size),
      impressions: new Float64Array(size),
      clicks: new Float64Array(size),
      revenueCents: new Float64Array(size),
      earningsCents: new Float64Array(size),
      totals: emptyAgg(),
      orders: new Map(),
    };
    const hourDays = gh ? hourMs.map((ms) => dateToDayNumber(dayOf(zone, ms))) : [];
    const t = out.totals;
    let i = 0;
    for (let c = 0; c < cells; c++) {
      if (!present[c]) continue;
      const k = c % nC;
      const e = Math.floor(c / nC) % nE;
      const p = Math.floor(c / (nC * nE));
      const ent = entities[e];
      if (out.hour) {
        out.hour[i] = hourMs[p];
        (out.day as Int32Array)[i] = hourDays[p];
      } else if (out.day) out.day[i] = start + p;
      if (out.adPositionId) out.adPositionId[i] = ent.id;
      if (out.appId) out.appId[i] = ent.appId;
      if (out.adType) out.adType[i] = AD_TYPES.indexOf(ent.adType);
      if (out.platform) out.platform[i] = PLATFORMS.indexOf(ent.platform);
      if (out.country) out.country[i] = k;
      out.requests[i] = req[c];
      out.fills[i] = fil[c];
      out.impressions[i] = imp[c];
      out.clicks[i] = clk[c];
      out.revenueCents[i] = rev[c];
      out.earningsCents[i] = ern[c];
      t.requests += req[c];
      t.fills += fil[c];
      t.impressions += imp[c];
      t.clicks += clk[c];
      t.revenueCents += rev[c];
      t.earningsCents += ern[c];
      i++;
    }
    return out;
  }
}

function dateToDayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / 86_400_000);
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
