import { SSP_QPS_THRESHOLD } from './constants';
import { incrementQps, resetQps } from './qps';
import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts, now } from './runtime';
import { clearAuthorization } from './token';

/**
 * A -100 answer (authorization keep-alive rejected) increments SSP_QPS.
 * Below the threshold the stale authorization is dropped and the user signs
 * in again; at or above it another sign-in has evidently not helped, so the
 * console stops bouncing the user to the login page (see docs/session.md).
 */
export function onQpsRejected(): number {
  const count = incrementQps();
  const ports = getPorts();
  if (count < SSP_QPS_THRESHOLD) {
    stopRefreshTimer();
    clearAuthorization();
    ports.notify('qpsSignOut');
    ports.navigate(loginUrl(ports.currentPath()));
  } else {
    ports.notify('qpsBlocked');
    if (count > SSP_QPS_THRESHOLD) stopRefreshTimer();
  }
  return count;
}

/** A keep-alive that succeeds ends the run of rejections. */
export function onKeepAliveOk(): void {
  resetQps();
}

/** Focus window: a tab that comes back to the front re-checks its authorization at most this often. */
export const KEEP_ALIVE_FOCUS_WINDOW_MS = 5000;

/**
 * Calls the keep-alive when the tab returns to the front (at most once per
 * focus window), while signed in. A success ends a run of -100 answers; a
 * -100 answer reaches onQpsRejected through the request layer.
 */
export function watchFocusKeepAlive(
  call: () => Promise<unknown>,
  isSignedIn: () => boolean,
  target: Window = window,
): () => void {
  let last = 0;
  const check = () => {
    if (target.document.visibilityState !== 'visible' || !isSignedIn()) return;
    const t = now();
    if (t - last < KEEP_ALIVE_FOCUS_WINDOW_MS) return;
    last = t;
    call().then(onKeepAliveOk, () => undefined);
  };
  target.document.addEventListener('visibilitychange', check);
  target.addEventListener('focus', check);
  return () => {
    target.document.removeEventListener('visibilitychange', check);
    target.removeEventListener('focus', check);
  };
}
