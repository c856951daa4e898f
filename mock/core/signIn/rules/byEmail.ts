/**
 * The public calls keyed by an email address (sign-in by code, forgot password): they read the address (and the
 * code) the same way and answer the same for an address no account uses, so nobody can probe which have accounts.
 */
import type { EmailCodePurpose } from '../../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../../context';
import { type CodeFor, sendEmailCode } from '../../lib/emailCodes';
import type { MessageKey } from '../../lib/i18n';
import { EMAIL_RE, Validator } from '../../lib/validate';
import type { AccountRecord } from '../../state';

/** The body's `email` and, with `withCode`, its 6-digit `code` (one 4001 for both). */
export function readEmailBody(ctx: Ctx, withCode: boolean): { email: string; code: string; v: Validator } {
  const v = new Validator(ctx.body);
  const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
  const code = withCode ? v.str('code', { required: true, pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' }) : '';
  return { email: email ?? '', code: code ?? '', v };
}

/** Who a code of `purpose` to `email` is for: the account using the address, if any. */
export function codeFor(ctx: Ctx, purpose: EmailCodePurpose, email: string): { to: CodeFor; account?: AccountRecord } {
  const key = email.toLowerCase();
  const account = ctx.db.accountByEmail(key);
  return { to: { purpose, email: key, accountId: account?.id }, account };
}

/** A public "mail me a code" route: "sent" for every address; only a known account's address can then use it. */
export function sendCodeRoute(path: string, purpose: EmailCodePurpose, msg: MessageKey): RouteDef {
  return post(path, { auth: 'none' }, (ctx) => {
    const { email, v } = readEmailBody(ctx, false);
    v.done();
    const { to, account } = codeFor(ctx, purpose, email);
    return sendEmailCode(ctx, to, { account: account?.account_name ?? to.email }, msg);
  });
}
