import { KEYS, LOGIN_PATH } from './constants';
import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts } from './runtime';

/**
 * Follows what other tabs do to the shared session: when one signs out (or is
 * forced out), the stored authorization becomes empty and every tab leaves
 * for the login page. A new token written by another tab needs no action:
 * requests read the token from storage each time.
 */
export function watchOtherTabs(target: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    const signedOut =
      (e.key === KEYS.authorization && !e.newValue && !!e.oldValue) ||
      (e.key === KEYS.userInfo && e.newValue === null && !!e.oldValue) ||
      e.key === null; /* localStorage.clear() in another tab */
    if (!signedOut) return;
    const ports = getPorts();
    const path = ports.currentPath();
    if (path.startsWith(LOGIN_PATH)) return;
    stopRefreshTimer();
    ports.navigate(loginUrl(path));
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
