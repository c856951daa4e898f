/**
 * QA's anomalies (issue 49, `POST /__mock/anomaly`): a window in which one app's generated traffic (or one ad
 * position's, or one country's of it) runs at `factor` of its usual, so QA and the tests can make earnings drop on
 * demand and watch "What changed", the alerts and the health page explain it.
 *
 * An anomaly changes the traffic store's running sums (trafficStore.ts), not its stored rows: every span is still
 * the difference of two running sums, so the days of a period add up to the period, the hours to the day, and the
 * dashboard, the report, the statement and the files keep tying to the cent with an anomaly on.
 */
import type { Country, MockAnomaly, MockAnomalyMetric } from '../../../src/contract/typings';
import { COUNTRIES } from '../../../src/contract/values';

export type AnomalyRecord = MockAnomaly;

/**
 * The running sums' columns (requests, fills, impressions, clicks, revenue, earnings) a metric's factor scales:
 * fewer requests bring fewer of everything (rates unchanged); a lower fill rate fewer fills and all that follows
 * them (show rate, CTR and eCPM unchanged); a lower eCPM less money for the same impressions.
 */
const SCALED: Record<MockAnomalyMetric, readonly number[]> = {
  requests: [0, 1, 2, 3, 4, 5],
  fillRate: [1, 2, 3, 4, 5],
  ecpm: [4, 5],
};

/** The money columns: a country's part of them follows its revenue share, the counts its traffic share. */
const FIRST_MONEY_COLUMN = 4;

/** An anomaly as one ad position's running sums apply it: provider minutes, column indexes. */
export interface SliceAnomaly {
  from: number;
  to: number;
  columns: readonly number[];
  factor: number;
  /** Index into COUNTRIES, or -1 for every country. */
  country: number;
}

/** The anomalies of each ad position (by id) whose app and position they name; `minuteOf` turns instants into provider minutes. */
export function anomaliesByPosition(
  records: readonly AnomalyRecord[],
  positions: readonly { id: number; appId: number }[],
  minuteOf: (ms: number) => number,
): Map<number, SliceAnomaly[]> {
  const out = new Map<number, SliceAnomaly[]>();
  for (const r of records) {
    const applied: SliceAnomaly = {
      from: minuteOf(Date.parse(r.from)),
      to: r.to ? minuteOf(Date.parse(r.to)) : Infinity,
      columns: SCALED[r.metric],
      factor: r.factor,
      country: r.country ? COUNTRIES.indexOf(r.country as Country) : -1,
    };
    for (const p of positions) {
      if (p.appId !== r.appId || (r.adPositionId !== undefined && p.id !== r.adPositionId)) continue;
      const list = out.get(p.id) ?? [];
      list.push(applied);
      out.set(p.id, list);
    }
  }
  return out;
}

/**
 * Adds to `out` what the anomalies change in a position's running sums up to `minute`: for each, the usual
 * figures between its start and min(minute, its end) (`baseAt` reads them) become floor(figure × factor).
 * `only`: -2 every anomaly, a country index only that country's. Overlapping windows add their changes.
 */
export function addAnomalies(
  list: readonly SliceAnomaly[],
  minute: number,
  out: Float64Array,
  shares: { traffic: Float64Array; revenue: Float64Array },
  baseAt: (minute: number, into: Float64Array) => void,
  only = -2,
): void {
  const from = new Float64Array(6);
  const to = new Float64Array(6);
  for (const a of list) {
    if ((only !== -2 && a.country !== only) || minute <= a.from) continue;
    baseAt(a.from, from);
    baseAt(Math.min(minute, a.to), to);
    for (const c of a.columns) {
      let part = to[c] - from[c];
      if (a.country >= 0) {
        const cum = c >= FIRST_MONEY_COLUMN ? shares.revenue : shares.traffic;
        part = Math.floor(part * cum[a.country + 1]) - Math.floor(part * cum[a.country]);
      }
      out[c] += Math.floor(part * a.factor) - part;
    }
  }
}

/** The countries (indexes) some anomaly of the list names alone. */
export function anomalyCountries(list: readonly SliceAnomaly[]): number[] {
  return [...new Set(list.filter((a) => a.country >= 0).map((a) => a.country))];
}

/**
 * Keeps requests ≥ fills ≥ impressions ≥ clicks ≥ 0, and no money without impressions, in a span's figures
 * after an anomaly (the floors of two scaled running sums can cross by one; overlapping windows can take more
 * than there was).
 */
export function keepOrder(d: Float64Array | number[]): void {
  for (let c = 0; c < 6; c++) d[c] = Math.max(0, d[c]);
  d[1] = Math.min(d[1], d[0]);
  d[2] = Math.min(d[2], d[1]);
  d[3] = Math.min(d[3], d[2]);
  // Money comes from impressions (revenue = impressions × eCPM): none without them.
  if (d[2] === 0) d[4] = d[5] = 0;
}
