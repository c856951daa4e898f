/**
 * Extension (issue 20): forgot password. A 6-digit code goes to the address
 * (the mock's mailbox) with the same answer whether or not an account uses
 * it, so nobody can probe which addresses have accounts; the code, valid 10
 * minutes, once, 5 wrong tries, sets a new password of the usual strength and
 * ends every session of the account.
 */
import type { EmailSendResult } from '../../../src/services/typings';
import type { RouteDef } from '../context';
import { bizError } from '../lib/envelope';
import { hashPassword } from '../lib/hash';
import { randomDigits, randomHex } from '../lib/random';
import { EMAIL_RE, isStrongPassword, Validator } from '../lib/validate';
import { EMAIL_CODE_TTL_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RESEND_MS } from './signedIn';

export const passwordResetRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/password/reset/send',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      const now = ctx.now();
      const box = ctx.db.state.mailbox;
      const last = [...box].reverse().find((m) => m.email === key && m.purpose === 'reset');
      if (last && now - last.sentAt < EMAIL_RESEND_MS) {
        throw bizError(4029, 'emailCodeTooSoon', {
          seconds: Math.ceil((EMAIL_RESEND_MS - (now - last.sentAt)) / 1000),
        });
      }
      // "Sent" for every address: only a known account's address can then use it.
      const code = randomDigits(6);
      box.push({
        email: key,
        purpose: 'reset',
        code,
        sentAt: now,
        expiresAt: now + EMAIL_CODE_TTL_MS,
        attempts: 0,
        used: false,
      });
      if (box.length > 100) box.splice(0, box.length - 100);
      const result: EmailSendResult = {
        email: key,
        resendAfter: EMAIL_RESEND_MS / 1000,
        expiresIn: EMAIL_CODE_TTL_MS / 1000,
      };
      return {
        result,
        msg: 'resetSent',
        msgParams: { email: key },
        devMsg: `mock mailbox: code ${code}`,
        changed: true,
      };
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
      const now = ctx.now();
      const rec = [...ctx.db.state.mailbox].reverse().find((m) => m.email === key && m.purpose === 'reset');
      if (!rec || rec.used || rec.expiresAt <= now || rec.attempts >= EMAIL_MAX_ATTEMPTS)
        throw bizError(4010, 'emailCodeWrong');
      if (rec.code !== code) {
        rec.attempts++;
        ctx.s.changed();
        throw bizError(4010, 'emailCodeWrong', undefined, `attempt ${rec.attempts} of ${EMAIL_MAX_ATTEMPTS}`);
      }
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
