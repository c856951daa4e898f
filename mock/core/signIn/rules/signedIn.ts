/** What every way of signing in shares: the code constants and the step that issues the session. */
import type { PasswordChangeChallenge, SignInResult } from '../../../../src/contract/typings';
import type { Ctx } from '../../context';
import { clientOf } from '../../lib/device';
import { bizError } from '../../lib/envelope';
import { randomHex } from '../../lib/random';
import { userInfoOf } from '../../lib/views';
import type { AccountRecord, SignInMethod } from '../../state';
import { recordSignIn } from './history';

// The code rules live with the codes (mock/core/lib/emailCodes.ts); kept here for the routes that import them.
export { EMAIL_CODE_TTL_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RESEND_MS } from '../../lib/emailCodes';

export function signedIn(ctx: Ctx, account: AccountRecord, method: SignInMethod): SignInResult {
  if (account.status !== 'enabled') {
    recordSignIn(ctx, account, method, 'accountDisabled');
    ctx.s.changed();
    throw bizError(4002, 'accountDisabled');
  }
  const { token, expiresIn } = ctx.s.auth.signIn(account, clientOf(ctx.req), method);
  // The language its mails are written in when someone else's action mails it (mock/core/lib/mail.ts).
  account.locale = ctx.lang;
  recordSignIn(ctx, account, method, null);
  return { 'user-token': token, expiresIn, userInfo: userInfoOf(account) };
}

/** How long a sign-in waits for the new password its main account required. */
export const CHANGE_TTL_MS = 10 * 60 * 1000;

/**
 * The last step of every way of signing in: a session, or, when the main account required a new password
 * (`mustChangePassword`), a challenge that `/media/authorize/passwordChange` answers with the new password.
 */
export function completeSignIn(
  ctx: Ctx,
  account: AccountRecord,
  method: SignInMethod,
): SignInResult | PasswordChangeChallenge {
  if (!account.mustChangePassword || account.status !== 'enabled') return signedIn(ctx, account, method);
  const challenge = randomHex(16);
  const list = ctx.db.state.changeChallenges;
  list.push({ challenge, accountId: account.id, method, expiresAt: ctx.now() + CHANGE_TTL_MS, used: false });
  if (list.length > 200) list.splice(0, list.length - 200);
  return { passwordChange: { challenge, expiresIn: CHANGE_TTL_MS / 1000 } };
}
