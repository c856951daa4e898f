import type { SignInResult as ContractSignInResult } from '@/contract/typings';
import { cancelInvalidSession } from './invalidSession';
import { startRefreshTimer } from './refreshTimer';
import { now } from './runtime';
import { clearSessionEnd } from './sessionEnd';
import { setToken } from './token';
import { setMenuCodes, setUserInfo, type SessionUser } from './user';

/** The contract's SignInResult as the session keeps it: the token, and the part of userInfo it stores. */
export type SignInResult = Pick<ContractSignInResult, 'user-token'> & { userInfo: SessionUser };

/**
 * Stores a fresh session after a successful sign-in and starts the refresh
 * timer. SSP_QPS is deliberately kept: only a successful keep-alive ends a run
 * of -100 rejections (docs/session.md).
 */
export function signIn(result: SignInResult, menuCodes?: string[]): void {
  setToken(result['user-token'], now());
  setUserInfo(result.userInfo);
  if (menuCodes) setMenuCodes(menuCodes);
  cancelInvalidSession();
  // The reason the last session ended has been read: a new session starts.
  clearSessionEnd();
  startRefreshTimer();
}
