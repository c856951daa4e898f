/**
 * Transport-neutral request/response shapes. The adapters (mock/adapters/*)
 * translate Node's http objects and msw's fetch Request into these, so the
 * core never touches a framework, `fs`, Node `crypto` or `Buffer`.
 */
import type { ReportLocale, SeedKind } from '../../src/contract/typings';

export interface UploadedFile {
  field: string;
  name: string;
  type: string;
  data: Uint8Array;
}

export interface MockRequest {
  method: string;
  /** Pathname only, no query string. */
  path: string;
  query: Record<string, string>;
  /** Lower-case keys. */
  headers: Record<string, string>;
  /** Parsed JSON body (undefined when there was none). */
  body: unknown;
  form?: { fields: Record<string, string>; files: UploadedFile[] };
  /** Set by an adapter when the body could not be read. */
  bodyError?: 'invalid-json' | 'too-large';
}

export interface MockResponse {
  status: number;
  headers?: Record<string, string>;
  json?: unknown;
  text?: string;
  bytes?: Uint8Array;
  /** Answer after this many milliseconds (fault 'slow'). */
  delayMs?: number;
  /** Close the connection without an answer (fault 'drop'). */
  drop?: boolean;
}

/** The mock's language: one of the console's locales (the contract's LOCALES), picked by mock/core/lib/locale.ts. */
export type Lang = ReportLocale;

export type { SeedKind };

export interface MockServerOptions {
  seed?: SeedKind;
  /** Clock in ms; default reads Date.now() on every call so jest fake timers apply. */
  now?: () => number;
  /** The clock the figures run to (the top of its hour); default `now` (the test servers': lib/clock.ts). */
  figuresNow?: () => number;
  /** A previously saved `state()`; ignored when its version or seed differ. */
  initialState?: unknown;
  /** Called after every change worth persisting. */
  onChange?: (state: unknown) => void;
  /** Concurrent sessions per account (default 1). */
  sessionLimit?: number;
  /** Requests per second per token (default 30). */
  rateLimitPerSecond?: number;
}

/** The paths the mock answers; adapters pass everything else through. */
export const MOCK_PATH_PREFIXES = ['/media/', '/admin/', '/openapi/', '/__mock/'] as const;

export function isMockPath(path: string): boolean {
  return MOCK_PATH_PREFIXES.some((p) => path.startsWith(p));
}
