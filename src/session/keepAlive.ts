import { SSP_QPS_THRESHOLD } from './constants';
import { incrementQps, resetQps } from './qps';
import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts } from './runtime';
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
