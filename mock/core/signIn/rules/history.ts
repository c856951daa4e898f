/**
 * The sign-in history: every attempt on a known account (password, code, report API key), kept by the
 * sign-in routes and the report API, listed by the account's security page (account/security.ts).
 */
import type { Ctx } from '../../context';
import { clientOf } from '../../lib/device';
import type { AccountRecord, SignInFailure, SignInMethod } from '../../state';

/** Attempts kept (all accounts together); the oldest go first. */
export const SIGN_IN_HISTORY_MAX = 2000;

/** Records one sign-in attempt on a known account. */
export function recordSignIn(ctx: Ctx, account: AccountRecord, method: SignInMethod, failure: SignInFailure | null) {
  const list = ctx.db.state.signIns;
  const id = (list.at(-1)?.id ?? 0) + 1;
  list.push({ id, accountId: account.id, at: ctx.now(), method, failure, client: clientOf(ctx.req) });
  if (list.length > SIGN_IN_HISTORY_MAX) list.splice(0, list.length - SIGN_IN_HISTORY_MAX);
}
