/** What every way of signing in shares: the code constants and the step that issues the session. */
import type { SignInResult } from '../../../src/services/typings';
import type { Ctx } from '../context';
import { clientOf } from '../lib/device';
import { bizError } from '../lib/envelope';
import { userInfoOf } from '../lib/views';
import type { AccountRecord, SignInMethod } from '../state';
import { recordSignIn } from './security';

export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_RESEND_MS = 60 * 1000;
export const EMAIL_MAX_ATTEMPTS = 5;

export function signedIn(ctx: Ctx, account: AccountRecord, method: SignInMethod): SignInResult {
  if (account.status !== 'enabled') {
    recordSignIn(ctx, account, method, 'accountDisabled');
    ctx.s.changed();
    throw bizError(4002, 'accountDisabled');
  }
  const { token, expiresIn } = ctx.s.auth.signIn(account, clientOf(ctx.req), method);
  recordSignIn(ctx, account, method, null);
  return { 'user-token': token, expiresIn, userInfo: userInfoOf(account) };
}
