/**
 * Extension (issue 20): forgot password. A 6-digit code goes to the address
 * (the mock's mailbox) with the same answer whether or not an account uses
 * it, so nobody can probe which addresses have accounts; the code, valid 10
 * minutes, once, 5 wrong tries, sets a new password of the usual strength and
 * ends every session of the account.
 */
import type { RouteDef } from '../context';
import { bizError } from '../lib/envelope';
import { hashPassword } from '../lib/hash';
import { checkEmailCode, sendEmailCode } from '../lib/emailCodes';
import { randomHex } from '../lib/random';
import { EMAIL_RE, isStrongPassword, Validator } from '../lib/validate';

export const passwordResetRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/password/reset/send',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      // "Sent" for every address: only a known account's address can then use it.
      const key = (email as string).toLowerCase();
      const acc = ctx.db.accountByEmail(key);
      const to = { purpose: 'reset', email: key, accountId: acc?.id } as const;
      return sendEmailCode(ctx, to, { account: acc?.account_name ?? key }, 'resetSent');
    },
  },
  {
    method: 'POST',
    path: '/media/password/reset',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      const code = v.str('code', { required: true, pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' });
      const newPassword = v.str('newPassword', { required: true, max: 64, trim: false });
      if (newPassword !== undefined && !isStrongPassword(newPassword)) v.fail('newPassword', 'weakPassword');
      v.done();
      const key = (email as string).toLowerCase();
      const account = ctx.db.accountByEmail(key);
      // Reset codes of this account only (a sign-in code never resets). A wrong try is kept at once: five spend it.
      const to = { purpose: 'reset', email: key, accountId: account?.id } as const;
      const rec = checkEmailCode(ctx, to, code as string, () => ctx.s.changed());
      // An address without an account answers like a wrong code: nothing tells the two apart.
      if (!account) throw bizError(4010, 'emailCodeWrong', undefined, 'no account uses this email');
      rec.used = true;
      account.salt = randomHex(16);
      account.passwordHash = hashPassword(newPassword as string, account.salt);
      ctx.s.auth.revokeAccount(account.id);
      ctx.actor = account;
      return { result: null, msg: 'passwordReset', changed: true };
    },
  },
];
