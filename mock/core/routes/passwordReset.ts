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
import type { MailRecord } from '../state';

/** Reset codes only: a sign-in code never resets a password. */
const isResetCode = (m: MailRecord) => m.purpose === 'reset';

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
      return sendEmailCode(ctx, (email as string).toLowerCase(), { purpose: 'reset' }, isResetCode, 'resetSent');
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
      // A wrong try is kept at once: five of them spend the code.
      const rec = checkEmailCode(ctx, key, code as string, isResetCode, () => ctx.s.changed());
      const account = ctx.db.accountByEmail(key);
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
