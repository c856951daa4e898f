/**
 * The mock provider server: framework-free, runs unchanged in Node and in
 * jest's jsdom. Pipeline per request: QA control routes → fault switches →
 * route lookup → body check → token, rate limit, menu codes → handler →
 * envelope in the caller's language.
 */
import { Auth, DEFAULT_RATE_LIMIT_PER_SECOND, DEFAULT_SESSION_LIMIT } from './auth';
import { codesOf, Ctx, type RouteDef, type ServerServices } from './context';
import { Db } from './db';
import { Faults, DEFAULT_SLOW_MS, type ActiveFault } from './faults';
import { ApiError, envelopeOf, errorResponse, httpError, isRaw } from './lib/envelope';
import { langFromHeader, t } from './lib/i18n';
import { effectiveCodes } from './lib/permissions';
import { asBody } from './lib/validate';
import { allRoutes } from './areas';
import { anyDue, runDueSchedules } from './settlement/rules/deliveries';
import { alertsDue, runAlerts } from './alerts/rules/evaluate';
import { buildSeed } from './seed';
import { isUsableState, type MockState } from './state';
import { TrafficStore } from './lib/trafficStore';
import { activityTarget, recordActivity } from './activity/rules';
import { dayNumber } from './lib/dates';
import type { Lang, MockRequest, MockResponse, MockServerOptions, SeedKind } from './types';

export interface MockServer {
  handle(req: MockRequest): Promise<MockResponse>;
  /** Runs the report schedules that are due; resolves to the number of mails sent. */
  runDueSchedules(): Promise<number>;
  /** Evaluates the alert rules when their few minutes have passed; resolves to the number of notifications made. */
  runDueAlerts(): Promise<number>;
  /** Reseed: back to the initial data, all sessions ended, faults cleared. */
  reset(): void;
  /** The persistable state (a live reference: serialize it, do not mutate it). */
  state(): MockState;
  faults: Faults;
  /** For tests and tools: the services the routes use. */
  services: ServerServices;
}

export function createMockServer(opts: MockServerOptions = {}): MockServer {
  const now = opts.now ?? (() => Date.now());
  const figuresNow = opts.figuresNow ?? now;
  const seed: SeedKind = opts.seed ?? 'normal';
  const initial = isUsableState(opts.initialState, seed) ? opts.initialState : buildSeed(seed, now());
  const db = new Db(initial);
  const sessionLimit = Math.max(1, opts.sessionLimit ?? DEFAULT_SESSION_LIMIT);
  const auth = new Auth(db, {
    now,
    sessionLimit,
    rateLimitPerSecond: Math.max(1, opts.rateLimitPerSecond ?? DEFAULT_RATE_LIMIT_PER_SECOND),
  });
  const faults = new Faults();
  let traffic: TrafficStore | null = null;

  const services: ServerServices = {
    db,
    auth,
    faults,
    now,
    seed,
    traffic() {
      // Regenerate when the reporting day rolls over.
      const at = figuresNow();
      if (!traffic || traffic.today !== dayNumber(at)) traffic = new TrafficStore(db.state, at);
      else traffic.setNow(at);
      return traffic;
    },
    reset() {
      db.replace(buildSeed(seed, now()));
      auth.reindex();
      auth.clearRates();
      auth.setSessionLimit(sessionLimit);
      faults.clear();
      traffic = null;
      opts.onChange?.(db.state);
    },
    changed() {
      traffic?.invalidate();
      opts.onChange?.(db.state);
    },
  };

  const routes = new Map<string, RouteDef[]>();
  for (const r of allRoutes) {
    const list = routes.get(r.path) ?? [];
    list.push(r);
    routes.set(r.path, list);
  }

  async function handle(req: MockRequest): Promise<MockResponse> {
    const lang = langFromHeader(req.headers['accept-language']);
    const isControl = req.path.startsWith('/__mock/');
    let fault: ActiveFault | null = null;
    if (!isControl) {
      fault = faults.take(req.path, req.headers['x-mock-fault'], req.query.__fault);
      const early = fault ? faultResponse(fault, lang) : null;
      if (early) return early;
    }
    let res: MockResponse;
    try {
      // Schedules also run on the timer of the node adapter; a request catches up whatever fell due meanwhile.
      if (!isControl && anyDue(services, now())) await runDueSchedules(services, now());
      if (!isControl && alertsDue(services, now())) runAlerts(services, now());
      res = await dispatch(req, lang);
    } catch (err) {
      res = toErrorResponse(err, lang);
    }
    if (fault?.type === 'slow') res = { ...res, delayMs: fault.delayMs ?? DEFAULT_SLOW_MS };
    return res;
  }

  async function dispatch(req: MockRequest, lang: Lang): Promise<MockResponse> {
    const candidates = routes.get(req.path);
    if (!candidates)
      throw new ApiError(404, 404, 'notFoundPath', { path: req.path }, undefined, `no route ${req.method} ${req.path}`);
    const route = candidates.find((r) => r.method === req.method.toUpperCase());
    if (!route) throw httpError(405, 'methodNotAllowed', undefined, `use ${candidates.map((r) => r.method).join('/')}`);
    if (req.bodyError === 'invalid-json') throw new ApiError(400, 4001, 'invalidJson');
    if (req.bodyError === 'too-large') throw new ApiError(413, 4001, 'tooLarge');

    let user = null;
    let token = null;
    if (route.auth === 'token') {
      const authd = auth.authenticate(req.headers['user-token']);
      auth.checkRate(authd.token.token);
      user = authd.account;
      token = authd.token;
      if (route.adminOnly && user.access !== 'admin')
        throw httpError(403, 'adminOnly', undefined, 'access admin required');
      const codes = codesOf(route);
      if (codes) {
        const mine = effectiveCodes(user.menuCodes);
        if (!codes.some((c) => mine.includes(c)))
          throw httpError(403, 'forbidden', undefined, `needs one of ${codes.join(', ')}`);
      }
    }
    const ctx = new Ctx(req, asBody(req.body), lang, services, user, token);
    // Named before the handler runs: a deleted or renamed object keeps the name it had.
    const target = activityTarget(ctx);
    const result = await route.handler(ctx);
    recordActivity(ctx, !!result.changed, target);
    if (result.changed) services.changed();
    if (isRaw(result)) return result.raw;
    return { status: 200, json: envelopeOf(lang, result) };
  }

  return {
    handle,
    runDueSchedules: () => runDueSchedules(services, now()).then((sent) => sent.length),
    runDueAlerts: async () => (alertsDue(services, now()) ? runAlerts(services, now()) : 0),
    reset: services.reset,
    state: () => db.state,
    faults,
    services,
  };
}

function toErrorResponse(err: unknown, lang: Lang): MockResponse {
  if (err instanceof ApiError) return errorResponse(lang, err);
  const detail = err instanceof Error ? err.message : String(err);
  return {
    status: 200,
    json: { code: 5000, result: null, message: t(lang, 'serverError'), msg: t(lang, 'serverError'), devMsg: detail },
  };
}

/** The answer a fault replaces the real one with (null: answer normally, maybe later). */
function faultResponse(f: ActiveFault, lang: Lang): MockResponse | null {
  const env = (code: number, key: Parameters<typeof t>[1]) => {
    const message = f.message ?? t(lang, key);
    return { code, result: null, message, msg: message, devMsg: `mock fault ${f.type}` };
  };
  switch (f.type) {
    case '401':
      return { status: 401, json: env(401, 'tokenInvalid') };
    case '406':
      return { status: 406, json: env(406, 'sessionDisplaced') };
    case '429':
      return { status: 429, json: env(429, 'rateLimited') };
    case '500':
      return { status: 500, json: env(500, 'serverError') };
    case '-100':
      return { status: 200, json: env(-100, 'keepFailed') };
    case 'business':
      return { status: 200, json: env(f.code ?? 4000, 'faultBusiness') };
    case 'null-result': {
      const message = f.message ?? t(lang, 'ok');
      return { status: 200, json: { code: 200, result: null, message, devMsg: 'mock fault null-result' } };
    }
    case 'drop':
      return { status: 0, drop: true, delayMs: f.delayMs ?? undefined };
    case 'slow':
      return null;
  }
}
