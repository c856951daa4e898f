import { queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type { PasswordLinkInfo, PasswordLinkResult, PasswordLinkSetParams } from '@/contract/typings';

/**
 * The page of a password link (`/user/password?token=`, no sign-in): an invitation or a reset the main account
 * sent. Its own module, not auth.ts, so the sign-in page's bundle stays without the query library.
 */

/** What the link is for; 4011 (used, withdrawn, replaced) or 4012 (expired) when it no longer works. */
export function getPasswordLink(token: string): Promise<PasswordLinkInfo> {
  return call<PasswordLinkInfo>('/media/passwordLink/get', { token }, { notToken: true, noMsg: true });
}

/** Sets the password: an invitation creates the sub-account, a reset replaces the password. */
export function setPasswordByLink(params: PasswordLinkSetParams): Promise<PasswordLinkResult> {
  return call<PasswordLinkResult>('/media/passwordLink/set', params, { notToken: true, noMsg: true });
}

export const passwordLinkQuery = (token: string) =>
  queryOptions({ queryKey: ['passwordLink', token] as const, queryFn: () => getPasswordLink(token), staleTime: 0 });
