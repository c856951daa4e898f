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
import type { AdType, DayStatus, GroupByKey, TrafficMetrics } from '../../src/services/typings';
import { dayNumber } from './lib/dates';
import { createRng } from './lib/random';
import type { AdPositionRecord, AppRecord, MockState } from './state';

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

interface PositionSlice {
  id: number;
  appId: number;
  adType: AdType;
  offset: number;
  firstDay: number;
  length: number;
}

export interface TrafficFilter {
  startDay: number;
  endDay: number;
  /** Allowed apps (data scope ∩ requested apps). */
  appIds: Set<number>;
  adPositionIds?: Set<number>;
  adTypes?: Set<AdType>;
}

export interface AggRow {
  day?: number;
  appId?: number;
  adPositionId?: number;
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenueCents: number;
}

/**
 * Grouped rows in columns. Rows come ordered by day, then entity id
 * (ascending). `orders` caches sorted row orders for the report calls.
 */
export interface Aggregate {
  size: number;
  day: Int32Array | null;
  appId: Int32Array | null;
  adPositionId: Int32Array | null;
  requests: Float64Array;
  fills: Float64Array;
  impressions: Float64Array;
  clicks: Float64Array;
  revenueCents: Float64Array;
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
  };
  if (a.day) r.day = a.day[i];
  if (a.appId) r.appId = a.appId[i];
  if (a.adPositionId) r.adPositionId = a.adPositionId[i];
  return r;
}

/** All rows as objects (for the small aggregates of dashboard and statements). */
export function aggRows(a: Aggregate): AggRow[] {
  const out: AggRow[] = [];
  for (let i = 0; i < a.size; i++) out.push(rowAt(a, i));
  return out;
}

export function emptyAgg(): AggRow {
  return { requests: 0, fills: 0, impressions: 0, clicks: 0, revenueCents: 0 };
}

const ratio = (a: number, b: number): number => (b > 0 ? Math.round((a / b) * 10000) / 10000 : 0);

/** Derived metrics of an aggregate (rates are fractions, money in currency units). */
export function metricsOf(a: AggRow): TrafficMetrics {
  return {
    requests: a.requests,
    fills: a.fills,
    fillRate: ratio(a.fills, a.requests),
    impressions: a.impressions,
    showRate: ratio(a.impressions, a.fills),
    clicks: a.clicks,
    ctr: ratio(a.clicks, a.impressions),
    ecpm: a.impressions > 0 ? Math.round((a.revenueCents * 1000) / a.impressions) / 100 : 0,
    revenue: Math.round(a.revenueCents) / 100,
  };
}

export class TrafficStore {
  readonly today: number;
  readonly firstDay: number;
  private slices: PositionSlice[] = [];
  private requests: Uint32Array;
  private fills: Uint32Array;
  private impressions: Uint32Array;
  private clicks: Uint32Array;
  private revenueCents: Float64Array;
  private cache = new Map<string, Aggregate>();
  /** Number of generated daily rows. */
  readonly rowCount: number;

  constructor(state: MockState, now: number) {
    this.today = dayNumber(now);
    this.firstDay = this.today - HISTORY_DAYS + 1;
    const apps = new Map(state.apps.map((a) => [a.id, a]));
    let total = 0;
    const plans: { p: AdPositionRecord; from: number; to: number }[] = [];
    for (const p of state.adPositions) {
      const app = apps.get(p.appId);
      const range = app ? this.activeRange(p, app, state) : null;
      if (!range) continue;
      plans.push({ p, ...range });
      total += range.to - range.from + 1;
    }
    this.rowCount = total;
    this.requests = new Uint32Array(total);
    this.fills = new Uint32Array(total);
    this.impressions = new Uint32Array(total);
    this.clicks = new Uint32Array(total);
    this.revenueCents = new Float64Array(total);
    let offset = 0;
    for (const { p, from, to } of plans) {
      const slice: PositionSlice = {
        id: p.id,
        appId: p.appId,
        adType: p.adType,
        offset,
        firstDay: from,
        length: to - from + 1,
      };
      this.generate(slice, state.seed);
      this.slices.push(slice);
      offset += slice.length;
    }
  }

  /**
   * Days with traffic: only seed positions (created before the seed day) of
   * apps that passed review; traffic stops some days ago for disabled or
   * suspended ones, so their history still shows.
   */
  private activeRange(p: AdPositionRecord, app: AppRecord, state: MockState): { from: number; to: number } | null {
    if (app.reviewStatus === 'pending' || app.reviewStatus === 'rejected') return null;
    if (p.createdAt > state.seededAt) return null; // created by a user: no history yet
    let to = this.today;
    if (app.reviewStatus === 'suspended') to -= 20;
    else if (!app.enabled) to -= 30;
    else if (p.status === 'disabled') to -= 15;
    const from = Math.max(this.firstDay, dayNumber(p.createdAt));
    return to >= from ? { from, to } : null;
  }

  private generate(s: PositionSlice, seed: string): void {
    const rng = createRng(`traffic:${seed}:${s.id}`);
    const prof = PROFILES[s.adType];
    const between = ([lo, hi]: [number, number]): number => lo + rng.next() * (hi - lo);
    const base = between(prof.requests);
    const fill = between(prof.fill);
    const show = between(prof.show);
    const ctr = between(prof.ctr);
    const ecpm = between(prof.ecpm);
    const weekendBoost = 1 + (rng.next() * 0.3 - 0.05);
    for (let i = 0; i < s.length; i++) {
      const day = s.firstDay + i;
      const wd = (day + 4) % 7;
      const age = (day - this.firstDay) / HISTORY_DAYS; // 0 → 1 over the year: slow growth
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
      const k = s.offset + i;
      this.requests[k] = req;
      this.fills[k] = fl;
      this.impressions[k] = imp;
      this.clicks[k] = clk;
      this.revenueCents[k] = Math.round((imp * dayEcpm) / 10); // impressions × eCPM / 1000, in cents
    }
  }

  /** Drop cached aggregates (app or ad position names/types changed). */
  invalidate(): void {
    this.cache.clear();
  }

  dayStatus(day: number): DayStatus {
    return day > this.today - ESTIMATED_DAYS ? 'estimated' : 'final';
  }

  /**
   * Sums the filtered rows, grouped by any combination of day, app and ad
   * position. Dense accumulation: cells = days × entities (an ad position
   * implies its app), no per-row objects, so a year × 300+ positions stays
   * in the low milliseconds.
   */
  aggregate(f: TrafficFilter, groupBy: readonly GroupByKey[]): Aggregate {
    const gd = groupBy.includes('day');
    const ga = groupBy.includes('app');
    const gp = groupBy.includes('adPosition');
    const cacheKey = JSON.stringify([
      f.startDay,
      f.endDay,
      [...f.appIds].sort((a, b) => a - b),
      f.adPositionIds ? [...f.adPositionIds].sort((a, b) => a - b) : null,
      f.adTypes ? [...f.adTypes].sort() : null,
      gd,
      ga,
      gp,
    ]);
    const hit = this.cache.get(cacheKey);
    if (hit) return hit;

    const start = Math.max(f.startDay, this.firstDay);
    const end = Math.min(f.endDay, this.today);
    const slices = this.slices
      .filter(
        (s) =>
          f.appIds.has(s.appId) &&
          (!f.adPositionIds || f.adPositionIds.has(s.id)) &&
          (!f.adTypes || f.adTypes.has(s.adType)),
      )
      .sort((a, b) => a.id - b.id);
    // Entities: ad positions, apps, or a single bucket.
    const entityIds = gp
      ? slices.map((s) => s.id)
      : ga
        ? [...new Set(slices.map((s) => s.appId))].sort((a, b) => a - b)
        : [0];
    const entityIndex = new Map(entityIds.map((id, i) => [id, i]));
    const nE = entityIds.length;
    const nD = gd ? Math.max(0, end - start + 1) : 1;
    const cells = nE * nD;
    const req = new Float64Array(cells);
    const fil = new Float64Array(cells);
    const imp = new Float64Array(cells);
    const clk = new Float64Array(cells);
    const rev = new Float64Array(cells);
    const present = new Uint8Array(cells);
    const { requests, fills, impressions, clicks, revenueCents } = this;
    for (const s of slices) {
      const from = Math.max(start, s.firstDay);
      const to = Math.min(end, s.firstDay + s.length - 1);
      if (to < from) continue;
      const e = entityIndex.get(gp ? s.id : ga ? s.appId : 0) as number;
      for (let day = from; day <= to; day++) {
        const k = s.offset + (day - s.firstDay);
        const c = (gd ? day - start : 0) * nE + e;
        present[c] = 1;
        req[c] += requests[k];
        fil[c] += fills[k];
        imp[c] += impressions[k];
        clk[c] += clicks[k];
        rev[c] += revenueCents[k];
      }
    }
    let size = 0;
    for (let c = 0; c < cells; c++) size += present[c];
    const posApp = new Map(slices.map((s) => [s.id, s.appId]));
    const out: Aggregate = {
      size,
      day: gd ? new Int32Array(size) : null,
      appId: ga || gp ? new Int32Array(size) : null,
      adPositionId: gp ? new Int32Array(size) : null,
      requests: new Float64Array(size),
      fills: new Float64Array(size),
      impressions: new Float64Array(size),
      clicks: new Float64Array(size),
      revenueCents: new Float64Array(size),
      totals: emptyAgg(),
      orders: new Map(),
    };
    const t = out.totals;
    let i = 0;
    for (let c = 0; c < cells; c++) {
      if (!present[c]) continue;
      const e = c % nE;
      if (out.day) out.day[i] = start + Math.floor(c / nE);
      if (out.adPositionId) out.adPositionId[i] = entityIds[e];
      if (out.appId) out.appId[i] = gp ? (posApp.get(entityIds[e]) as number) : entityIds[e];
      out.requests[i] = req[c];
      out.fills[i] = fil[c];
      out.impressions[i] = imp[c];
      out.clicks[i] = clk[c];
      out.revenueCents[i] = rev[c];
      t.requests += req[c];
      t.fills += fil[c];
      t.impressions += imp[c];
      t.clicks += clk[c];
      t.revenueCents += rev[c];
      i++;
    }
    if (this.cache.size >= 32) this.cache.delete(this.cache.keys().next().value as string);
    this.cache.set(cacheKey, out);
    return out;
  }
}

function clamp(x: number, lo: number, hi: number): number {
  return x < lo ? lo : x > hi ? hi : x;
}
