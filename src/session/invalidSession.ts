import { INVALID_SESSION_REDIRECT_MS } from './constants';
import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts } from './runtime';
import { recordSessionEnd, type SessionEnd } from './sessionEnd';
import { clearAuthorization } from './token';
import { clearUserInfo } from './user';

let handled = false;
let redirectTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * First 401 (login invalid) or 406 (login limit exceeded): stop the refresh
 * timer, tell the user, and after 3 s go to the login page. Further 401/406
 * answers (e.g. concurrent requests) are ignored until a successful response
 * re-arms the flag. `end` is the server's reason (who ended the session and
 * when): the notice says it, and it is kept for the login page.
 */
export function handleInvalidSession(status: 401 | 406, end?: SessionEnd | null): void {
  if (handled) return;
  handled = true;
  const ports = getPorts();
  stopRefreshTimer();
  const notice = status === 401 ? 'loginInvalid' : 'loginLimit';
  if (end) {
    recordSessionEnd(end);
    ports.notify(notice, end);
  } else ports.notify(notice);
  if (redirectTimer !== null) clearTimeout(redirectTimer);
  redirectTimer = setTimeout(() => {
    redirectTimer = null;
    // Read now, not 3 s ago: the address (a report's filters) may have changed meanwhile.
    const from = ports.currentPath();
    // Clearing the stored authorization signs out the other tabs as well.
    clearAuthorization();
    clearUserInfo();
    ports.navigate(loginUrl(from));
  }, INVALID_SESSION_REDIRECT_MS);
}

/**
 * A new session supersedes the ended one: the pending move to the login page is dropped (it would clear
 * the new session's token) and the handling re-armed. Sign-in calls it; so does the unit tests' cleanup,
 * since this state outlives a test.
 */
export function cancelInvalidSession(): void {
  if (redirectTimer !== null) clearTimeout(redirectTimer);
  redirectTimer = null;
  handled = false;
}

/** A later successful response re-arms the handling (a redirect already under way still happens). */
export function rearmInvalidSession(): void {
  handled = false;
}

export function isInvalidSessionHandled(): boolean {
  return handled;
}
