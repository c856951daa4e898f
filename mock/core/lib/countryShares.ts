/**
 * Where an app's users are and what they are worth: the country shares of its traffic and of its revenue
 * (trafficStore.ts splits every cell by them).
 */
import type { Country } from '../../../src/contract/typings';
import { COUNTRIES } from '../../../src/contract/values';
import { createRng } from './random';

/** Where an app's users are: a fixed share per country, drawn once per app (most from a few big markets). */
const COUNTRY_BASE: Partial<Record<Country, number>> = {
  US: 6,
  CN: 8,
  JP: 3,
  KR: 2,
  BR: 2.5,
  IN: 3,
  ID: 2,
  DE: 1.5,
  GB: 1.5,
};
/**
 * What an impression is worth in a country, against the average: advertisers pay most in the US, Japan and
 * western Europe, least in South and South-East Asia (the shape of public eCPM reports, not their figures).
 */
const COUNTRY_PRICE: Partial<Record<Country, number>> = {
  US: 2.3,
  JP: 1.8,
  GB: 1.7,
  DE: 1.6,
  KR: 1.4,
  TW: 1.2,
  HK: 1.2,
  SG: 1.3,
  CN: 0.9,
  BR: 0.6,
  IN: 0.3,
  ID: 0.35,
  VN: 0.35,
  TH: 0.45,
  PH: 0.35,
  MY: 0.5,
  MX: 0.6,
  FR: 1.4,
  ES: 1.1,
  SA: 1.1,
  EG: 0.3,
  TR: 0.5,
  IR: 0.25,
  IL: 1.2,
};

function cumulative(w: number[]): Float64Array {
  const sum = w.reduce((a, b) => a + b, 0);
  const cum = new Float64Array(w.length + 1);
  for (let k = 0; k < w.length; k++) cum[k + 1] = cum[k] + w[k] / sum;
  cum[w.length] = 1;
  return cum;
}

/**
 * An app's country shares of traffic and of revenue. The revenue share weighs each country's traffic by its
 * price (with some spread per app), so eCPM varies by country while every cell's total stays what it was.
 */
export function countryShares(seed: string, appId: number): { traffic: Float64Array; revenue: Float64Array } {
  const rng = createRng(`countries:${seed}:${appId}`);
  const w = COUNTRIES.map((c) => (COUNTRY_BASE[c] ?? 0.6) * (0.4 + rng.next() * 1.2));
  // Drawn after the traffic shares, from its own generator: the traffic split stays as it was.
  const prices = createRng(`prices:${seed}:${appId}`);
  const r = COUNTRIES.map((c, k) => w[k] * (COUNTRY_PRICE[c] ?? 0.8) * (0.8 + prices.next() * 0.4));
  return { traffic: cumulative(w), revenue: cumulative(r) };
}
