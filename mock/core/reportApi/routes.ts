/**
 * Report API credentials and the signed endpoint GET /openapi/report.
 * Signature: hex HMAC-SHA256(secret, `${timestamp}\n${nonce}\n${sortedQuery}`)
 * where sortedQuery is every query parameter sorted by name, each
 * `encodeURIComponent(name)=encodeURIComponent(value)`, joined with '&'.
 * Clock skew over 300 s and reused nonces (10 minutes memory) are refused.
 */
import type {
  OpenApiReportResult,
  ReportApiCredentials,
  ReportApiRotated,
  ReportApiSecret,
} from '../../../src/contract/typings';
import { type Ctx, type RouteDef, type ServerServices, post } from '../context';
import { ApiError, httpError } from '../lib/envelope';
import { dayToDate, iso } from '../lib/dates';
import { hmacSha256Hex, safeEqual } from '../lib/hash';
import { recordSignIn } from '../signIn/rules/history';
import { confirmBodyPassword, type WrongPassword } from '../signIn/rules/reauth';
import { randomHex } from '../lib/random';
import { reportMeta } from '../lib/report';
import { readSettlementQuery, runSettlementReport } from '../settlement/rules/report';
import type { ReportApiRecord } from '../state';

export const MAX_SKEW_S = 300;
/** After a rotation the old secret keeps working this long, so a running pipeline can switch over. */
export const ROTATION_GRACE_MS = 24 * 3600 * 1000;

/** The most rows one call returns (documented in the guide): larger pages are clamped. */
export const API_MAX_ROWS = 1000;

const LISTS = ['groupBy', 'adTypes', 'platforms', 'countries'] as const;
const ID_LISTS = ['appIds', 'adPositionIds'] as const;

/**
 * The query string as the settlement report's body: comma lists become
 * lists (ids numbers when they are whole numbers, so anything else fails
 * validation), page and pageSize numbers, pageSize at most API_MAX_ROWS.
 */
function apiBody(q: Record<string, string>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...q };
  const list = (v: string) =>
    v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean);
  for (const k of LISTS) if (q[k] !== undefined) body[k] = list(q[k]);
  for (const k of ID_LISTS)
    if (q[k] !== undefined) body[k] = list(q[k]).map((x) => (/^\d{1,10}$/.test(x) ? Number(x) : x));
  delete body.page;
  if (q.page !== undefined) body.current = /^\d{1,6}$/.test(q.page) ? Number(q.page) : q.page;
  const size = /^\d{1,6}$/.test(q.pageSize ?? '') ? Number(q.pageSize) : API_MAX_ROWS;
  body.pageSize = Math.min(API_MAX_ROWS, Math.max(1, size));
  return body;
}
const NONCE_TTL_MS = 600_000;
const NONCE_RE = /^[A-Za-z0-9_-]{8,64}$/;

/** Seen nonces per server instance: `${apiKey}:${nonce}` → forget-after time. */
const nonces = new WeakMap<ServerServices, Map<string, number>>();

export function sortedQueryString(query: Record<string, string>): string {
  return Object.keys(query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k])}`)
    .join('&');
}

export function signReportRequest(
  secret: string,
  timestamp: string | number,
  nonce: string,
  query: Record<string, string>,
): string {
  return hmacSha256Hex(secret, `${timestamp}\n${nonce}\n${sortedQueryString(query)}`);
}

/** The old secret while its grace lasts (null once it is over). */
function graceSecret(r: ReportApiRecord, now: number): string | null {
  return r.previousSecret && r.previousExpiresAt && r.previousExpiresAt > now ? r.previousSecret : null;
}

function credentialsOf(r: ReportApiRecord, now: number): ReportApiCredentials {
  const previous = graceSecret(r, now);
  return {
    previous: previous
      ? {
          // Enough to tell it apart; the pipeline that still uses it has it.
          hint: previous.slice(-4),
          expiresAt: iso(r.previousExpiresAt as number),
          lastUsedAt: r.previousLastUsedAt ? iso(r.previousLastUsedAt) : null,
        }
      : null,
    apiKey: r.apiKey,
    // Never the secret itself (issue 28): it comes only from the reveal and rotate calls, after the password.
    secretHint: r.secret.slice(-4),
    createdAt: iso(r.createdAt),
    rotatedAt: r.rotatedAt === null ? null : iso(r.rotatedAt),
    lastUsedAt: r.lastUsedAt === null ? null : iso(r.lastUsedAt),
    endpoint: '/openapi/report',
  };
}

function recordFor(ctx: Ctx): ReportApiRecord {
  const pub = ctx.db.publisherIdOf(ctx.me);
  let rec = ctx.db.state.reportApi.find((r) => r.publisherId === pub);
  if (!rec) {
    rec = {
      publisherId: pub,
      apiKey: `mk_${randomHex(12)}`,
      secret: randomHex(24),
      createdAt: ctx.now(),
      rotatedAt: null,
      lastUsedAt: null,
    };
    ctx.db.state.reportApi.push(rec);
  }
  return rec;
}

/**
 * The caller's own password, asked again before a secret leaves the mock. A wrong one is also a failed sign-in in the
 * account's history (like a wrong password on the sign-in page).
 */
function wrongPassword(ctx: Ctx): WrongPassword {
  return {
    key: 'passwordIncorrect',
    onWrong: () => {
      recordSignIn(ctx, ctx.me, 'password', 'wrongPassword');
      ctx.s.changed();
    },
  };
}

function unauthorized(key: Parameters<typeof httpError>[1]): ApiError {
  return httpError(401, key);
}

export const reportApiRoutes: RouteDef[] = [
  post('/media/reportApi/get', {}, (ctx) => {
    const before = ctx.db.state.reportApi.length;
    const rec = recordFor(ctx);
    return { result: credentialsOf(rec, ctx.now()), changed: ctx.db.state.reportApi.length !== before };
  }),
  // Extension (issue 28): the secret, after the caller's password; the main account or ReportApiManage.
  post('/media/reportApi/secret/reveal', {}, (ctx) => {
    confirmBodyPassword(ctx, wrongPassword(ctx));
    const before = ctx.db.state.reportApi.length;
    const rec = recordFor(ctx);
    const result: ReportApiSecret = { secret: rec.secret };
    return { result, changed: ctx.db.state.reportApi.length !== before };
  }),
  post('/media/reportApi/rotate', {}, (ctx) => {
    confirmBodyPassword(ctx, wrongPassword(ctx));
    const rec = recordFor(ctx);
    const now = ctx.now();
    // One secret in grace at a time: rotating again ends the older one's grace at once.
    rec.previousSecret = rec.secret;
    rec.previousExpiresAt = now + ROTATION_GRACE_MS;
    rec.previousLastUsedAt = rec.lastUsedAt;
    rec.secret = randomHex(24);
    rec.rotatedAt = now;
    rec.lastUsedAt = null;
    // The only answer that carries the new secret besides the reveal: the console shows it once.
    const result: ReportApiRotated = { ...credentialsOf(rec, now), secret: rec.secret };
    return { result, msg: 'rotated', changed: true };
  }),
  {
    method: 'GET',
    path: '/openapi/report',
    auth: 'none',
    handler: (ctx) => {
      const h = ctx.req.headers;
      const apiKey = h['x-api-key'];
      const ts = h['x-timestamp'];
      const nonce = h['x-nonce'];
      const signature = h['x-signature'];
      if (!apiKey || !ts || !nonce || !signature) throw unauthorized('apiHeadersMissing');
      const rec = ctx.db.state.reportApi.find((r) => r.apiKey === apiKey);
      if (!rec) throw unauthorized('apiKeyInvalid');
      const seconds = /^\d{1,12}$/.test(ts) ? Number(ts) : NaN;
      const now = ctx.now();
      if (!Number.isFinite(seconds) || Math.abs(now / 1000 - seconds) > MAX_SKEW_S) throw unauthorized('apiClockSkew');
      if (!NONCE_RE.test(nonce)) throw unauthorized('apiSignatureInvalid');
      const sig = signature.toLowerCase();
      const current = safeEqual(signReportRequest(rec.secret, ts, nonce, ctx.req.query), sig);
      const previous = graceSecret(rec, now);
      const old = !current && !!previous && safeEqual(signReportRequest(previous, ts, nonce, ctx.req.query), sig);
      if (!current && !old) throw unauthorized('apiSignatureInvalid');
      // Nonces are checked after the signature, so nobody can burn a client's nonces.
      let seen = nonces.get(ctx.s);
      if (!seen) nonces.set(ctx.s, (seen = new Map()));
      for (const [k, until] of seen) if (until <= now) seen.delete(k);
      const nonceKey = `${apiKey}:${nonce}`;
      if (seen.has(nonceKey)) throw unauthorized('apiNonceReused');
      seen.set(nonceKey, now + NONCE_TTL_MS);
      ctx.s.auth.checkRate(`api:${apiKey}`);

      const owner = ctx.db.account(rec.publisherId);
      if (!owner) throw unauthorized('apiKeyInvalid');
      const body = apiBody(ctx.req.query);
      const { query, page } = readSettlementQuery(ctx, 'ascend', { body, account: owner, start: 'start', end: 'end' });
      const report = runSettlementReport(ctx, query);
      // The console's lists stop at 100 rows a page; the API's at API_MAX_ROWS.
      const pageSize = body.pageSize as number;
      const from = (page.current - 1) * pageSize;
      // Which secret signed it: each key shows when it was last used.
      if (current) rec.lastUsedAt = now;
      else rec.previousLastUsedAt = now;
      const result: OpenApiReportResult = {
        ...reportMeta(ctx, query.filter.zone),
        start: dayToDate(query.filter.startDay),
        end: dayToDate(query.filter.endDay),
        groupBy: query.groupBy.join(','),
        list: report.rows(from, from + pageSize),
        totals: report.totals,
        current: page.current,
        pageSize,
        total: report.total,
      };
      return { result, changed: true };
    },
  },
];
