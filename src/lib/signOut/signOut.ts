import { signOutOnServer } from '@/services/auth';
import { getToken, logout } from '@/session';

export interface SignOutOptions {
  /** Where to come back to after signing in again (default: the current page). */
  from?: string;
  /** The server has already ended the session (a password change): do not tell it again. */
  serverEnded?: boolean;
}

/**
 * The one way the console signs a user out on purpose: the server is told
 * (with the token being ended, never waited for), then SPEC.md's logout
 * clears this browser's session and goes to the login page.
 */
export function signOut({ from, serverEnded = false }: SignOutOptions = {}): void {
  if (!serverEnded) void signOutOnServer(getToken());
  logout(from);
}
