/**
 * What the session logic needs from the outside world, injected once by
 * src/app.tsx. Keeping these as ports is what lets src/session stay free of
 * React and umi, and lets the tests drive it with fake timers and spies.
 */
import type { Envelope, RefreshResult } from '@/contract/typings';
import type { SessionEnd } from './sessionEnd';

export type SessionNotice = 'loginInvalid' | 'loginLimit' | 'refreshNetwork' | 'qpsSignOut' | 'qpsBlocked';

/** The refresh call's answer (the contract's, read defensively: the token under the legacy `data`). */
export type RefreshAnswer = Pick<Envelope, 'code'> & { data?: Partial<RefreshResult> | null };

export interface SessionPorts {
  navigate: (path: string) => void;
  /** Current console path with query, without the router base. */
  currentPath: () => string;
  /** `end`: the server's reason for a 401/406 (who ended the session, and when). */
  notify: (notice: SessionNotice, end?: SessionEnd) => void;
  /** The token refresh call; must not go through the global error handling. */
  refresh: () => Promise<RefreshAnswer>;
  now?: () => number;
}

const noop = () => undefined;
let ports: SessionPorts = {
  navigate: noop,
  currentPath: () => (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search),
  notify: noop,
  refresh: () => Promise.reject(new Error('session not configured')),
};

export function configureSession(next: Partial<SessionPorts>): void {
  ports = { ...ports, ...next };
}

export function getPorts(): SessionPorts {
  return ports;
}

export function now(): number {
  return ports.now ? ports.now() : Date.now();
}
