/**
 * Connect-style middleware for Node (umi dev server, scripts/preview.mjs,
 * tests). Answers only the mock paths and calls next() for everything else.
 * CommonJS-compatible (no top-level await, no import.meta): umi loads it
 * through esbuild-register and preview bundles it with esbuild.
 */
import * as fs from 'fs';
import type { IncomingMessage, ServerResponse } from 'http';
import * as path from 'path';
import { contractChecker } from '../contract/checker';
import { formatContractViolation, recordContractViolations } from '../contract/violations';
import { clocksFromEnv } from '../core/lib/clock';
import { createMockServer, type MockServer } from '../core/server';
import { isMockPath, type MockRequest, type MockResponse, type SeedKind } from '../core/types';
import { boundaryOf, parseMultipart } from './multipart';

/** Runs after the current I/O (the real setImmediate, even when a test fakes timers later). */
const afterAnswer: (fn: () => void) => void =
  typeof setImmediate === 'function' ? setImmediate : (fn) => setTimeout(fn, 0);

/** 10 MB upload limit plus room for the multipart envelope. */
export const MAX_BODY_BYTES = 11 * 1024 * 1024;

export interface MockMiddlewareOptions {
  /** Load and save state in `<dataDir>/state.json`. */
  persist?: boolean;
  /** Default env MOCK_DATA_DIR, else `<cwd>/.mock-data`. */
  dataDir?: string;
  /** Default env MOCK_SEED ('stress') or 'normal'. */
  seed?: SeedKind;
  sessionLimit?: number;
  rateLimitPerSecond?: number;
  now?: () => number;
  figuresNow?: () => number;
  /** Debounce of state writes in ms (default 300). */
  saveDelayMs?: number;
  /**
   * Check requests and answers against the contract (mock/contract/) and
   * record violations for `GET /__mock/contract-violations`. Default: on,
   * unless env MOCK_CONTRACT=off. Answers are never changed.
   */
  contract?: boolean;
  /** Also print each violation on stderr (default: on outside jest). */
  logViolations?: boolean;
  /** How often the report schedules are run (default every minute outside jest; 0: only on requests). */
  scheduleTimerMs?: number;
}

export interface MockMiddleware {
  (req: IncomingMessage, res: ServerResponse, next: () => void): void;
  server: MockServer;
  /** Write pending state now (tests, shutdown). */
  flush(): void;
}

function envInt(name: string): number | undefined {
  const v = process.env[name];
  const n = v ? Number(v) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function stateFile(dataDir?: string): string {
  return path.join(dataDir ?? process.env.MOCK_DATA_DIR ?? path.join(process.cwd(), '.mock-data'), 'state.json');
}

function loadState(file: string): unknown {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined; // missing or corrupt: start from the seed
  }
}

/** Atomic write: a crash never leaves a half-written state file. */
function saveState(file: string, state: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(state));
  fs.renameSync(tmp, file);
}

export function createMockMiddleware(opts: MockMiddlewareOptions = {}): MockMiddleware {
  const seed: SeedKind = opts.seed ?? (process.env.MOCK_SEED === 'stress' ? 'stress' : 'normal');
  const file = stateFile(opts.dataDir);
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: unknown = null;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending === null) return;
    const state = pending;
    pending = null;
    try {
      saveState(file, state);
    } catch (err) {
      process.stderr.write(`[mock] could not save ${file}: ${(err as Error).message}\n`);
    }
  };

  // MOCK_CLOCK=test: the test servers' figures, never a day without; fixed:<instant>: starts there and runs.
  const clocks = clocksFromEnv(process.env.MOCK_CLOCK);
  const server = createMockServer({
    seed,
    now: opts.now ?? clocks.now,
    figuresNow: opts.figuresNow ?? clocks.figuresNow,
    sessionLimit: opts.sessionLimit ?? envInt('MOCK_SESSION_LIMIT'),
    rateLimitPerSecond: opts.rateLimitPerSecond ?? envInt('MOCK_RATE_LIMIT'),
    initialState: opts.persist ? loadState(file) : undefined,
    onChange: opts.persist
      ? (state) => {
          pending = state;
          if (!timer) {
            timer = setTimeout(flush, opts.saveDelayMs ?? 300);
            timer.unref?.();
          }
        }
      : undefined,
  });
  if (opts.persist) process.once('exit', flush);

  const checker = (opts.contract ?? process.env.MOCK_CONTRACT !== 'off') ? contractChecker() : null;
  const log = opts.logViolations ?? !process.env.JEST_WORKER_ID;
  const check = (mreq: MockRequest, mres: MockResponse): void => {
    if (!checker) return;
    try {
      const found = checker.check(mreq, mres);
      recordContractViolations(found);
      if (log)
        for (const v of found) process.stderr.write(`[mock] contract violation: ${formatContractViolation(v)}\n`);
    } catch (err) {
      process.stderr.write(`[mock] contract check failed: ${(err as Error).message}\n`);
    }
  };

  const middleware = ((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!isMockPath(url.pathname)) {
      next();
      return;
    }
    toMockRequest(req, url)
      .then(async (mreq) => {
        const mres = await server.handle(mreq);
        send(res, mres);
        // After the answer is on its way: the check never delays or changes it.
        if (checker) afterAnswer(() => check(mreq, mres));
      })
      .catch((err: unknown) => {
        if (!res.headersSent) {
          res.statusCode = 500;
          res.setHeader('content-type', 'application/json; charset=utf-8');
          res.end(JSON.stringify({ code: 5000, result: null, message: 'mock adapter error', devMsg: String(err) }));
        }
      });
  }) as MockMiddleware;
  const every = opts.scheduleTimerMs ?? (process.env.JEST_WORKER_ID ? 0 : 60_000);
  if (every > 0) {
    const timer = setInterval(() => {
      server.runDueSchedules().catch((err: unknown) => process.stderr.write(`[mock] schedules: ${String(err)}\n`));
      // Alerts ride the same minute timer: they are judged every ALERT_EVERY_MINUTES of the mock's clock.
      server.runDueAlerts().catch((err: unknown) => process.stderr.write(`[mock] alerts: ${String(err)}\n`));
    }, every);
    timer.unref?.();
  }
  middleware.server = server;
  middleware.flush = flush;
  return middleware;
}

/** Reads the body unless a previous middleware already parsed it. */
function readBody(req: IncomingMessage): Promise<{ data: Uint8Array; tooLarge: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Uint8Array[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Uint8Array) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => {
      const data = new Uint8Array(tooLarge ? 0 : size);
      let off = 0;
      if (!tooLarge) {
        for (const c of chunks) {
          data.set(c, off);
          off += c.length;
        }
      }
      resolve({ data, tooLarge });
    });
    req.on('error', reject);
  });
}

async function toMockRequest(req: IncomingMessage, url: URL): Promise<MockRequest> {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
  const query: Record<string, string> = {};
  url.searchParams.forEach((v, k) => (query[k] = v));
  const mreq: MockRequest = {
    method: (req.method ?? 'GET').toUpperCase(),
    path: url.pathname,
    query,
    headers,
    body: undefined,
  };

  // A body parser earlier in the chain may have consumed the stream already.
  const preParsed = (req as IncomingMessage & { body?: unknown }).body;
  if (
    req.readableEnded &&
    preParsed !== undefined &&
    typeof preParsed === 'object' &&
    !(preParsed instanceof Uint8Array)
  ) {
    mreq.body = preParsed;
    return mreq;
  }
  if (mreq.method === 'GET' || mreq.method === 'HEAD') return mreq;
  const { data, tooLarge } = await readBody(req);
  if (tooLarge) {
    mreq.bodyError = 'too-large';
    return mreq;
  }
  const type = headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const boundary = boundaryOf(type);
    const form = boundary ? parseMultipart(data, boundary) : null;
    mreq.form = form ?? { fields: {}, files: [] };
  } else if (data.length > 0) {
    const text = new TextDecoder().decode(data);
    try {
      mreq.body = JSON.parse(text);
    } catch {
      mreq.bodyError = 'invalid-json';
    }
  }
  return mreq;
}

function send(res: ServerResponse, m: MockResponse): void {
  const write = () => {
    if (m.drop) {
      res.socket?.destroy();
      return;
    }
    res.statusCode = m.status;
    res.setHeader('cache-control', 'no-store');
    for (const [k, v] of Object.entries(m.headers ?? {})) res.setHeader(k, v);
    if (m.json !== undefined) {
      if (!res.hasHeader('content-type')) res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify(m.json));
    } else if (m.bytes) {
      res.end(m.bytes);
    } else {
      res.end(m.text ?? '');
    }
  };
  if (m.delayMs && m.delayMs > 0) setTimeout(write, m.delayMs);
  else write();
}
