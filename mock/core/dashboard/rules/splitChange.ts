/**
 * "What changed" (issue 49): an earnings change split into its four causes, in whole cents that add up to it.
 *
 * Earnings = requests × fill rate × show rate × eCPM / 1000, where fill rate = fills / requests, show rate =
 * impressions / fills and eCPM = earnings per 1,000 impressions. When both periods earned, the change is split
 * with the logarithmic mean Divisia index (LMDI-I): cause x gets L(E₁, E₀) · ln(x₁ / x₀), with
 * L(a, b) = (a − b) / (ln a − ln b); the four parts add up to E₁ − E₀ exactly, need no order of the causes and
 * give a cause that did not move nothing. When one period earned nothing (an app that started or stopped, a fill
 * rate that fell to zero) a logarithm has no value, so the change is chained instead: each cause in turn moves
 * from its old to its new value with the earlier ones already new (requests, then fill rate, show rate, eCPM);
 * a rate a period cannot have (no fills, so no show rate) takes the other period's, so a fill rate that fell
 * to zero is named as the cause, not the eCPM it left undefined. An app's (country's, ad type's) parts are the
 * sums of its ad positions' parts per country, so a drop in one position's fill rate is its fill rate, not a
 * lower eCPM of the app's mix. The parts are then rounded to cents by the largest remainder, so they add up to
 * the change to the cent. Worked example: docs/insights.md.
 */
import type { ChangeCauseKey } from '../../../../src/contract/typings';
import { CHANGE_CAUSES } from '../../../../src/contract/values';

/** A period's figures: the counts and the earnings in cents (whole numbers, as the traffic store sums them). */
export interface ChangeBase {
  requests: number;
  fills: number;
  impressions: number;
  earningsCents: number;
}

type Rates = [number, number, number, number];

/** Requests and the three rates (per unit, eCPM per impression in cents); NaN where a period cannot have one. */
function factorsOf(b: ChangeBase): Rates {
  const rate = (a: number, over: number) => (over > 0 ? a / over : NaN);
  return [b.requests, rate(b.fills, b.requests), rate(b.impressions, b.fills), rate(b.earningsCents, b.impressions)];
}

function logMean(a: number, b: number): number {
  return a === b ? a : (a - b) / (Math.log(a) - Math.log(b));
}

/** The four causes' parts of the change, in cents, as real numbers (they add up to the change). */
export function causeParts(cur: ChangeBase, prev: ChangeBase): Rates {
  const x1 = factorsOf(cur);
  const x0 = factorsOf(prev);
  const e1 = cur.earningsCents;
  const e0 = prev.earningsCents;
  const positive = (x: Rates) => x.every((v) => v > 0 && Number.isFinite(v));
  if (e1 > 0 && e0 > 0 && positive(x1) && positive(x0)) {
    const l = logMean(e1, e0);
    return x1.map((v, i) => l * Math.log(v / x0[i])) as Rates;
  }
  // A rate one period cannot have borrows the other's; one neither has is zero (its period earned nothing).
  for (let i = 1; i < 4; i++) {
    if (Number.isNaN(x0[i])) x0[i] = Number.isNaN(x1[i]) ? 0 : x1[i];
    if (Number.isNaN(x1[i])) x1[i] = x0[i];
  }
  const parts: Rates = [0, 0, 0, 0];
  for (let i = 0; i < 4; i++) {
    // Causes before i at their new value, i moving, those after at their old value.
    let part = x1[i] - x0[i];
    for (let j = 0; j < 4; j++) if (j !== i) part *= j < i ? x1[j] : x0[j];
    parts[i] = part;
  }
  return parts;
}

/**
 * Whole cents adding up to `total`: each part rounded down, the cents left over given to the parts with the
 * largest remainders (ties to the earlier cause).
 */
export function largestRemainder(parts: readonly number[], total: number): number[] {
  // A part that is not a number (it cannot be, by causeParts) would never let the cents add up: it counts as 0.
  const floors = parts.map((p) => (Number.isFinite(p) ? Math.floor(p) : 0));
  let left = Math.round(total - floors.reduce((a, b) => a + b, 0));
  if (!Number.isFinite(left)) throw new Error(`largestRemainder: total ${total} is not a number`);
  const order = parts
    .map((p, i) => ({ i, rest: Number.isFinite(p) ? p - Math.floor(p) : 0 }))
    .sort((a, b) => b.rest - a.rest || a.i - b.i);
  // Float error can leave the sum a cent off either way: the largest remainders take or give it.
  for (let k = 0; left !== 0; k = (k + 1) % order.length) {
    const step = left > 0 ? 1 : -1;
    floors[order[left > 0 ? k : order.length - 1 - k].i] += step;
    left -= step;
  }
  return floors;
}

/**
 * An entity's change split into its causes, in cents adding up to `total` exactly: `parts` are the real parts
 * (causeParts), summed over the entity's finest cells (ad position × country) so that a shift of traffic between
 * its positions or countries is not taken for a change of its rates.
 */
export function splitChange(parts: readonly number[], total: number): { cause: ChangeCauseKey; cents: number }[] {
  const cents = largestRemainder(parts, total);
  return CHANGE_CAUSES.map((cause, i) => ({ cause, cents: cents[i] }));
}

/** The cause that moved the figure most in its own direction (the largest part of the change's sign). */
export function mainCause(split: readonly { cause: ChangeCauseKey; cents: number }[], total: number): ChangeCauseKey {
  const sign = total < 0 ? -1 : 1;
  let best = split[0];
  for (const c of split) if (c.cents * sign > best.cents * sign) best = c;
  return best.cause;
}
