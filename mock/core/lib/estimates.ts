/**
 * Estimates that move (issue 49, "fresh or final"). A provider's figures of the last days are estimates: invalid
 * traffic is filtered and the buyers' own counts arrive later, so the money of a day moves a little when the day
 * becomes final. The mock models it on the traffic store's running sums, as the anomalies are (lib/anomalies.ts):
 * the money (revenue and earnings) of the last ESTIMATE_HOURS hours of data is the final money × (1 + shift), the
 * shift fixed per ad position and provider day from the seed. The counts are final from the first hour (the
 * impressions a day shows never change), so every invariant of a row holds and no money appears without
 * impressions.
 *
 * Why 47 hours: a day is marked final when it is older than the last ESTIMATED_DAYS days in the reader's zone
 * (TrafficStore.dayStatus), and in every zone the end of the newest final day lies at least 47 hours before the
 * data's hour (two calendar days, one of them possibly 23 hours long in a daylight-saving change). So a day marked
 * final never moves again, in any zone, while every day was whole as an estimate the hour it ended.
 */
export const ESTIMATE_HOURS = 47;

/** The shifts lie in [MIN_SHIFT, MAX_SHIFT]: estimates run a little high more often than low (invalid traffic is filtered out of the final figures). */
const MIN_SHIFT = -0.03;
const MAX_SHIFT = 0.06;

const MINUTES = 1440;

/** The running sums' money columns (revenue, earnings): the estimates move them and nothing else. */
const MONEY = [4, 5] as const;

/** The estimate's shift of one ad position's money on one provider day: a fixed hash of seed, position and day. */
export function estimateShift(seed: string, positionId: number, day: number): number {
  let h = 2166136261;
  const text = `${seed}:${positionId}:${day}`;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  const unit = (h >>> 0) / 4294967296;
  return MIN_SHIFT + unit * (MAX_SHIFT - MIN_SHIFT);
}

/**
 * Adds to `out` (a position's running sums up to `minute`) what its estimates change: for each provider day from
 * `from` on, floor(money of that day's part in from..minute × shift). Every span stays the difference of two sums,
 * so hours add up to days and days to periods while estimates are shown. `cumAt` reads the final running sums.
 */
export function addEstimates(
  from: number,
  minute: number,
  out: Float64Array,
  shiftOf: (day: number) => number,
  cumAt: (minute: number, into: Float64Array) => void,
): void {
  if (minute <= from) return;
  const lo = new Float64Array(6);
  const hi = new Float64Array(6);
  for (let start = from; start < minute;) {
    const day = Math.floor(start / MINUTES);
    const end = Math.min(minute, (day + 1) * MINUTES);
    cumAt(start, lo);
    cumAt(end, hi);
    const shift = shiftOf(day);
    // floor keeps a span's money ≥ 0: (1 + shift) × money − 1 > −1 for a shift above −100 %.
    for (const c of MONEY) out[c] += Math.floor((hi[c] - lo[c]) * shift);
    start = end;
  }
}
