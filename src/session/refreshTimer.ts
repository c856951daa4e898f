import { KEYS, REFRESH_INTERVAL_MS, REFRESH_THRESHOLD_MS, SSP_QPS_THRESHOLD } from './constants';
import { announce, announced, runExclusive } from './lock';
import { getQps } from './qps';
import { loginUrl } from './redirect';
import { getPorts, now } from './runtime';
import { local } from './storage';
import { clearAuthorization, getExpiry, getToken, setToken } from './token';

const REFRESH_LOCK = 'media-console-token-refresh';
/** Names of the locks that carry the newest expiry between tabs (lock.ts `announce`). */
const EXPIRY_LOCK_PREFIX = 'media-console-token-expiry:';

let handle: ReturnType<typeof setInterval> | null = null;
let inFlight = false;

export function isRefreshTimerRunning(): boolean {
  return handle !== null;
}

/** Stops the refresh timer and forgets its stored handle. */
export function stopRefreshTimer(): void {
  if (handle !== null) clearInterval(handle);
  handle = null;
  local.remove(KEYS.updatetimer);
}

/**
 * Starts the 5-second timer of SPEC.md section 4. It does not start (and a
 * running one stops) while the SSP_QPS counter exceeds the threshold.
 */
export function startRefreshTimer(): void {
  stopRefreshTimer();
  if (getQps() > SSP_QPS_THRESHOLD) return;
  handle = setInterval(() => {
    void tick();
  }, REFRESH_INTERVAL_MS);
  local.set(KEYS.updatetimer, String(handle));
}

/** One timer tick; exported for tests and for an immediate check after wake-up. */
export async function tick(): Promise<void> {
  if (getQps() > SSP_QPS_THRESHOLD) {
    stopRefreshTimer();
    return;
  }
  if (!getToken()) return;
  if (!dueForRefresh()) return;
  await runExclusive(REFRESH_LOCK, refreshNow, now());
}

function dueForRefresh(newestKnown: number | null = null): boolean {
  const stored = getExpiry();
  const expiry = stored !== null && newestKnown !== null ? Math.max(stored, newestKnown) : stored;
  // A missing or garbled expiry is treated as due, so the token gets renewed rather than trusted.
  return expiry === null || expiry - now() <= REFRESH_THRESHOLD_MS;
}

async function refreshNow(): Promise<void> {
  if (inFlight) return;
  // Another tab may have refreshed just before: its expiry may not be in this tab's local storage yet.
  if (!dueForRefresh(await announced(EXPIRY_LOCK_PREFIX))) return;
  inFlight = true;
  const ports = getPorts();
  try {
    const answer = await ports.refresh();
    const token = answer?.data?.['user-token'];
    if (answer?.code === 0 && typeof token === 'string' && token) {
      const at = now();
      setToken(token, at);
      await announce(EXPIRY_LOCK_PREFIX, getExpiry() ?? at);
    } else {
      failRefresh();
    }
  } catch (e) {
    const noResponse = !(e as { response?: unknown } | null)?.response;
    if (noResponse) ports.notify('refreshNetwork');
    failRefresh();
  } finally {
    inFlight = false;
  }
}

function failRefresh(): void {
  const ports = getPorts();
  stopRefreshTimer();
  clearAuthorization();
  ports.navigate(loginUrl(ports.currentPath()));
}
