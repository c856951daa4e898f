import { INVALID_SESSION_REDIRECT_MS } from './constants';
import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts } from './runtime';
import { clearAuthorization } from './token';
import { clearUserInfo } from './user';

let handled = false;
let redirectTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * First 401 (login invalid) or 406 (login limit exceeded): stop the refresh
 * timer, tell the user, and after 3 s go to the login page. Further 401/406
 * answers (e.g. concurrent requests) are ignored until a successful response
 * re-arms the flag.
 */
export function handleInvalidSession(status: 401 | 406): void {
  if (handled) return;
  handled = true;
  const ports = getPorts();
  stopRefreshTimer();
  ports.notify(status === 401 ? 'loginInvalid' : 'loginLimit');
  if (redirectTimer !== null) clearTimeout(redirectTimer);
  const from = ports.currentPath();
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    // Clearing the stored authorization signs out the other tabs as well.
    clearAuthorization();
    clearUserInfo();
    ports.navigate(loginUrl(from));
  }, INVALID_SESSION_REDIRECT_MS);
}

/** A later successful response re-arms the handling. */
export function rearmInvalidSession(): void {
  handled = false;
}

export function isInvalidSessionHandled(): boolean {
  return handled;
}
