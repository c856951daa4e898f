/**
 * What the report API guide tells integrators, in one place: the limits the
 * provider enforces on GET /openapi/report and the code examples built from
 * them. tests/unit/account/reportApiGuide.test.ts runs the JavaScript example
 * against the mock and checks these numbers against the mock's own.
 */
import { BILLING_TIME_ZONE, MAX_RANGE_DAYS } from '@/contract/values';
import { dayOf } from '@/contract/zone';

/** Largest allowed |server clock − X-Timestamp|, in seconds. */
export const MAX_CLOCK_SKEW_S = 300;
/** How long a nonce is remembered (so cannot be reused), in minutes. */
export const NONCE_MEMORY_MIN = 10;
export const NONCE_MIN_LENGTH = 8;
export const NONCE_MAX_LENGTH = 64;
/** Requests per second per API key. */
export const RATE_LIMIT_PER_S = 30;
/** Longest date range of one request, in days (the contract's). */
export { MAX_RANGE_DAYS };
/** The provider's billing zone, which a caller may ask for instead of the account's. */
export const BILLING_ZONE = BILLING_TIME_ZONE;
export const SECRET_ENV = 'REPORT_API_SECRET';
/** The most rows one call answers (`pageSize`); `total` says how many the query has, `page` walks them. */
export const MAX_ROWS_PER_PAGE = 1000;

export interface ExampleInput {
  /** Scheme, host and port the API answers on, no trailing slash. */
  baseUrl: string;
  endpoint: string;
  apiKey: string;
  start: string;
  end: string;
  /** The zone the days are cut in (the account's); sent as `timeZone` when given. */
  timeZone?: string;
  /** Dimensions, comma-separated (default `day`), e.g. `day,country`. */
  groupBy?: string;
  /** Rows per page, at most MAX_ROWS_PER_PAGE; sent when given. */
  pageSize?: number;
}

/** The API's origin: API_HOST when it is absolute, else this page's origin plus API_HOST. */
export function apiBaseUrl(host: string, origin: string): string {
  const trimmed = host.replace(/\/+$/, '');
  return /^https?:\/\//i.test(trimmed) ? trimmed : `${origin}${trimmed}`;
}

/** `YYYY-MM-DD` of the day `daysAgo` days before `now` in the zone (the account's; the billing zone by default). */
export function reportingDay(daysAgo: number, now = Date.now(), timeZone = BILLING_ZONE): string {
  // From the day's parts, never a locale's pattern: WebKit with the system's ICU writes en-CA as M/D/YYYY.
  return dayOf(timeZone, now - daysAgo * 86400_000);
}

/** The sorted query string of the signature: names sorted, each part encodeURIComponent'ed. */
export function sortedQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params[name])}`)
    .join('&');
}

function shellQuote(s: string): string {
  return `'${s.replace(/'/g, `'\\''`)}'`;
}

function jsQuote(s: string): string {
  return JSON.stringify(s).replace(/</g, '\\u003c');
}

/** The example's parameters: the period, the grouping and (when known) the zone. */
export function exampleParams(input: ExampleInput): Record<string, string> {
  return {
    start: input.start,
    end: input.end,
    groupBy: input.groupBy ?? 'day',
    ...(input.timeZone ? { timeZone: input.timeZone } : {}),
    ...(input.pageSize ? { pageSize: String(input.pageSize) } : {}),
  };
}

export function exampleQuery(input: ExampleInput): string {
  return sortedQuery(exampleParams(input));
}

/** The string to sign for the guide's worked example (fixed timestamp and nonce). */
export function stringToSignExample(input: ExampleInput): string {
  return ['1767225600', 'n0nce-3f9a1c2b7d4e', exampleQuery(input)].join('\n');
}

/** A bash script: openssl signs, curl calls. The secret comes from the environment. */
export function curlExample(input: ExampleInput): string {
  return [
    `API_KEY=${shellQuote(input.apiKey)}`,
    `SECRET="$${SECRET_ENV}"`,
    `QUERY=${shellQuote(exampleQuery(input))}`,
    'TS=$(date +%s)',
    'NONCE=$(openssl rand -hex 16)',
    `SIG=$(printf '%s\\n%s\\n%s' "$TS" "$NONCE" "$QUERY" | openssl dgst -sha256 -hmac "$SECRET" | awk '{print $NF}')`,
    `curl -sS ${shellQuote(`${input.baseUrl}${input.endpoint}`)}"?$QUERY" \\`,
    '  -H "X-Api-Key: $API_KEY" \\',
    '  -H "X-Timestamp: $TS" \\',
    '  -H "X-Nonce: $NONCE" \\',
    '  -H "X-Signature: $SIG"',
  ].join('\n');
}

/** An ES module for Node.js 18+ with crypto-js; the secret comes from the environment. */
export function javascriptExample(input: ExampleInput): string {
  return [
    "import CryptoJS from 'crypto-js';",
    '',
    `const BASE_URL = ${jsQuote(`${input.baseUrl}${input.endpoint}`)};`,
    `const API_KEY = ${jsQuote(input.apiKey)};`,
    `const SECRET = process.env.${SECRET_ENV};`,
    '',
    'function sortedQuery(params) {',
    '  return Object.keys(params)',
    '    .sort()',
    '    .map((name) => `${encodeURIComponent(name)}=${encodeURIComponent(params[name])}`)',
    "    .join('&');",
    '}',
    '',
    'async function fetchReport(params) {',
    '  const timestamp = String(Math.floor(Date.now() / 1000));',
    '  const nonce = CryptoJS.lib.WordArray.random(16).toString(CryptoJS.enc.Hex);',
    '  const query = sortedQuery(params);',
    '  const signature = CryptoJS.HmacSHA256(`${timestamp}\\n${nonce}\\n${query}`, SECRET).toString(CryptoJS.enc.Hex);',
    '  const response = await fetch(`${BASE_URL}?${query}`, {',
    '    headers: {',
    "      'X-Api-Key': API_KEY,",
    "      'X-Timestamp': timestamp,",
    "      'X-Nonce': nonce,",
    "      'X-Signature': signature,",
    '    },',
    '  });',
    '  const body = await response.json();',
    '  if (body.code !== 0) throw new Error(`${response.status} ${body.code}: ${body.message}`);',
    '  return body.result;',
    '}',
    '',
    `const report = await fetchReport({ ${Object.entries(exampleParams(input))
      .map(([k, v]) => `${k}: ${jsQuote(v)}`)
      .join(', ')} });`,
    'console.log(report.totals);',
  ].join('\n');
}
