/**
 * Report API credentials and the signed endpoint GET /openapi/report.
 * Signature: hex HMAC-SHA256(secret, `${timestamp}\n${nonce}\n${sortedQuery}`)
 * where sortedQuery is every query parameter sorted by name, each
 * `encodeURIComponent(name)=encodeURIComponent(value)`, joined with '&'.
 * Clock skew over 300 s and reused nonces (10 minutes memory) are refused.
 */
import type { OpenApiReportResult, ReportApiCredentials } from '../../../src/services/typings';
import type { Ctx, RouteDef, ServerServices } from '../context';
import { ApiError, httpError } from '../lib/envelope';
import { dayToDate, iso } from '../lib/dates';
import { hmacSha256Hex, safeEqual } from '../lib/hash';
import { randomHex } from '../lib/random';
import { readRange, readZone, reportMeta } from '../lib/report';
import { Validator } from '../lib/validate';
import type { ReportApiRecord } from '../state';
import { aggRows, metricsOf } from '../traffic';

export const MAX_SKEW_S = 300;
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

function credentialsOf(r: ReportApiRecord): ReportApiCredentials {
  return {
    apiKey: r.apiKey,
    secret: r.secret,
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

function unauthorized(key: Parameters<typeof httpError>[1]): ApiError {
  return httpError(401, key);
}

export const reportApiRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/reportApi/get',
    auth: 'token',
    codes: ['ReportApiView'],
    handler: (ctx) => {
      const before = ctx.db.state.reportApi.length;
      const rec = recordFor(ctx);
      return { result: credentialsOf(rec), changed: ctx.db.state.reportApi.length !== before };
    },
  },
  {
    method: 'POST',
    path: '/media/reportApi/rotate',
    auth: 'token',
    codes: ['ReportApiView'],
    handler: (ctx) => {
      const rec = recordFor(ctx);
      rec.secret = randomHex(24);
      rec.rotatedAt = ctx.now();
      return { result: credentialsOf(rec), msg: 'rotated', changed: true };
    },
  },
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
      const expected = signReportRequest(rec.secret, ts, nonce, ctx.req.query);
      if (!safeEqual(expected, signature.toLowerCase())) throw unauthorized('apiSignatureInvalid');
      // Nonces are checked after the signature, so nobody can burn a client's nonces.
      let seen = nonces.get(ctx.s);
      if (!seen) nonces.set(ctx.s, (seen = new Map()));
      for (const [k, until] of seen) if (until <= now) seen.delete(k);
      const nonceKey = `${apiKey}:${nonce}`;
      if (seen.has(nonceKey)) throw unauthorized('apiNonceReused');
      seen.set(nonceKey, now + NONCE_TTL_MS);
      ctx.s.auth.checkRate(`api:${apiKey}`);

      const v = new Validator(ctx.req.query);
      const owner = ctx.db.account(rec.publisherId);
      // Days in the account's zone unless the caller names one (the billing zone, say).
      const zone = readZone(v, owner?.timeZone);
      const range = readRange(ctx, v, 'start', 'end', zone);
      v.oneOf('groupBy', ['day'] as const);
      v.done();
      const appIds = owner ? ctx.db.scope(owner).ids : new Set<number>();
      const tr = ctx.s.traffic();
      const agg = tr.aggregate({ ...range, appIds, zone }, ['day']);
      rec.lastUsedAt = now;
      const result: OpenApiReportResult = {
        ...reportMeta(ctx, zone),
        start: dayToDate(range.startDay),
        end: dayToDate(range.endDay),
        groupBy: 'day',
        list: aggRows(agg).map((r) => ({
          date: dayToDate(r.day as number),
          status: tr.dayStatus(r.day as number, zone),
          ...metricsOf(r),
        })),
        totals: metricsOf(agg.totals),
      };
      return { result, changed: true };
    },
  },
];
