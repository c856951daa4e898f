/** Test helpers: a real HTTP server running the node middleware on port 0. */
import * as http from 'http';
import type { AddressInfo } from 'net';
import { setImmediate as turn } from 'node:timers/promises';
import { createMockMiddleware, type MockMiddlewareOptions, type MockMiddleware } from '../adapters/node';
import type { EmailCodePurpose, Envelope as ApiEnvelope, MailboxEntry } from '../../src/contract/typings';
import { seedPassword } from '../core/seed/accounts';

export interface Clock {
  t: number;
  now: () => number;
  advance(ms: number): void;
}

export function fakeClock(start = Date.parse('2026-03-15T04:00:00Z')): Clock {
  const c: Clock = {
    t: start,
    now: () => c.t,
    advance: (ms) => {
      c.t += ms;
    },
  };
  return c;
}

/**
 * Jest's fake timers for a test that waits on the mock's own delay (a slow fault): only setTimeout and the
 * clock are held, so sockets, streams and promises run as usual. `untilOneIsSet` lets the request run (a
 * turn of the event loop at a time, no clock involved) until the mock has set its timer; the test then
 * moves the clock itself (jest.advanceTimersByTimeAsync) and calls jest.useRealTimers() at its end.
 */
export function heldTimers(): { untilOneIsSet(): Promise<void> } {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setInterval', 'clearInterval'] });
  return {
    async untilOneIsSet() {
      while (jest.getTimerCount() === 0) await turn();
    },
  };
}

/** The contract's envelope, plus the legacy `data` copy some answers carry. */
export type Envelope<T = unknown> = ApiEnvelope<T> & { data?: T };

export interface CallResult<T = unknown> {
  status: number;
  body: Envelope<T>;
  headers: Headers;
}

export interface TestApi {
  base: string;
  mw: MockMiddleware;
  post<T = unknown>(
    path: string,
    body?: unknown,
    opts?: { token?: string; headers?: Record<string, string> },
  ): Promise<CallResult<T>>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
  /** The last code mailed to `email` (of `purpose`, if given), as `GET /__mock/mailbox` shows it; null if none. */
  mailbox(email: string, purpose?: EmailCodePurpose): Promise<MailboxEntry | null>;
  /** The same entry's code; throws when no code was mailed there. */
  mailedCode(email: string, purpose?: EmailCodePurpose): Promise<string>;
  signIn(account?: string, password?: string): Promise<string>;
  close(): Promise<void>;
}

/** A well-formed code that is surely wrong: never the one mailed (a random code is 000000 once in a million). */
export const otherCode = (code: string | undefined) => (code === '000000' ? '111111' : '000000');

export const DEMO = { account: 'demo', password: seedPassword('demo') };
export const ADMIN = { account: 'admin', password: seedPassword('admin') };
export const SUB01 = { account: 'sub01', password: seedPassword('sub01') };

export async function startApi(opts: MockMiddlewareOptions = {}): Promise<TestApi> {
  const mw = createMockMiddleware(opts);
  const server = http.createServer((req, res) =>
    mw(req, res, () => {
      res.statusCode = 404;
      res.end('not a mock path');
    }),
  );
  // fetch (undici) reuses an idle connection until one second before the server's keep-alive time-out
  // (5 s); on a loaded machine the event loop can lag past that second, the server closes the socket as
  // the next call is written on it, and the call fails with "other side closed" (issue 30: a test that
  // failed by chance). Idle connections stay open until close() ends them all.
  server.keepAliveTimeout = 0;
  await new Promise<void>((r) => {
    server.listen(0, '127.0.0.1', () => r());
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api: TestApi = {
    base,
    mw,
    async post<T>(path: string, body: unknown = {}, o: { token?: string; headers?: Record<string, string> } = {}) {
      const res = await fetch(base + path, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'accept-language': 'en-US',
          ...(o.token ? { 'user-token': o.token } : {}),
          ...o.headers,
        },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as Envelope<T>, headers: res.headers };
    },
    get: (path, headers = {}) => fetch(base + path, { headers }),
    async mailbox(email, purpose) {
      const query = `email=${encodeURIComponent(email)}${purpose ? `&purpose=${purpose}` : ''}`;
      return ((await (await api.get(`/__mock/mailbox?${query}`)).json()) as { result: MailboxEntry | null }).result;
    },
    async mailedCode(email, purpose) {
      const entry = await api.mailbox(email, purpose);
      if (!entry) throw new Error(`no code mailed to ${email}${purpose ? ` for ${purpose}` : ''}`);
      return entry.code;
    },
    async signIn(account = DEMO.account, password = DEMO.password) {
      const r = await api.post<{ 'user-token': string }>('/media/authorize/get', { account, password });
      if (r.body.code !== 0) throw new Error(`sign-in failed: ${r.body.message}`);
      return r.body.result['user-token'];
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections?.();
        server.close(() => r());
      }),
  };
  return api;
}

/**
 * A fresh mock API for every test of the enclosing describe, with the demo
 * account signed in; `use` hands both to the test file's variables.
 */
export function freshApiPerTest(opts: MockMiddlewareOptions, use: (api: TestApi, demoToken: string) => void): void {
  let api: TestApi | undefined;
  beforeEach(async () => {
    api = await startApi(opts);
    use(api, await api.signIn());
  });
  afterEach(() => api?.close());
}

/**
 * freshApiPerTest on a fake clock of its own, started at `start` for every test (the billing and code tests move
 * it by days); `use` hands the API, the demo's token and the clock to the test file's variables.
 */
export function freshClockedApiPerTest(
  start: number,
  use: (api: TestApi, demoToken: string, clock: Clock) => void,
  opts: MockMiddlewareOptions = {},
): void {
  let api: TestApi | undefined;
  beforeEach(async () => {
    const clock = fakeClock(start);
    api = await startApi({ rateLimitPerSecond: 1000, ...opts, now: clock.now });
    use(api, await api.signIn(), clock);
  });
  afterEach(() => api?.close());
}
