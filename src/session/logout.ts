import { loginUrl } from './redirect';
import { stopRefreshTimer } from './refreshTimer';
import { getPorts } from './runtime';
import { clearAuthorization } from './token';
import { clearMenuCodes, clearUserInfo } from './user';

/**
 * Logout of SPEC.md section 4: clear the refresh timer and the current user,
 * store an empty authorization, go to login with the current path as
 * `redirect`. The emptied authorization signs out every other tab too.
 */
export function logout(from: string = getPorts().currentPath()): void {
  stopRefreshTimer();
  clearUserInfo();
  clearMenuCodes();
  clearAuthorization();
  getPorts().navigate(loginUrl(from));
}
