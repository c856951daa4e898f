/** Sign-in, email code, refresh, keep-alive, logout and the menu list. */
import type { EmailSendResult, KeepResult, MenuEntry, RefreshResult } from '../../../src/services/typings';
import type { RouteDef } from '../context';
import { bizError } from '../lib/envelope';
import { verifyPassword } from '../lib/hash';
import { randomDigits } from '../lib/random';
import { EMAIL_RE, Validator } from '../lib/validate';
import { menuOf } from '../lib/views';
import { recordSignIn } from './security';
import { completeSignIn, EMAIL_CODE_TTL_MS, EMAIL_MAX_ATTEMPTS, EMAIL_RESEND_MS } from './signedIn';
import { challengeFor, isTrusted, needsTwoStep } from './twoStep';

export const authorizeRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/authorize/get',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const account = v.str('account', { required: true, max: 100 });
      const password = v.str('password', { required: true, max: 100, trim: false });
      v.done();
      const acc = ctx.db.accountByName(account as string);
      // Same answer for an unknown account and a wrong password: no account probing.
      if (!acc || !verifyPassword(password as string, acc.salt, acc.passwordHash)) {
        // The account's own history shows the failure; the answer stays the same as for an unknown name.
        if (acc) {
          recordSignIn(ctx, acc, 'password', 'wrongPassword');
          ctx.s.changed();
        }
        throw bizError(4002, 'wrongCredentials');
      }
      // Two-step sign-in: a right password of an enabled account from an untrusted browser gets a challenge.
      if (acc.status === 'enabled' && needsTwoStep(ctx, acc) && !isTrusted(ctx, acc))
        return { result: challengeFor(ctx, acc), msg: 'twoStepSent', changed: true };
      return { result: completeSignIn(ctx, acc, 'password'), msg: 'signedIn', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/authorize/email/send',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      v.done();
      const key = (email as string).toLowerCase();
      const now = ctx.now();
      const box = ctx.db.state.mailbox;
      const last = [...box].reverse().find((m) => m.email === key && m.kind !== 'notice' && !m.purpose);
      if (last && now - last.sentAt < EMAIL_RESEND_MS) {
        throw bizError(4029, 'emailCodeTooSoon', {
          seconds: Math.ceil((EMAIL_RESEND_MS - (now - last.sentAt)) / 1000),
        });
      }
      // A code is "sent" for any address (no account probing); only a known
      // account's address can then sign in with it.
      const code = randomDigits(6);
      box.push({ email: key, code, sentAt: now, expiresAt: now + EMAIL_CODE_TTL_MS, attempts: 0, used: false });
      if (box.length > 100) box.splice(0, box.length - 100);
      const result: EmailSendResult = {
        email: key,
        resendAfter: EMAIL_RESEND_MS / 1000,
        expiresIn: EMAIL_CODE_TTL_MS / 1000,
      };
      return {
        result,
        msg: 'emailSent',
        msgParams: { email: key },
        devMsg: `mock mailbox: code ${code}`,
        changed: true,
      };
    },
  },
  {
    method: 'POST',
    path: '/media/authorize/email/verify',
    auth: 'none',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
      const code = v.str('code', { required: true, pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' });
      v.done();
      const key = (email as string).toLowerCase();
      const now = ctx.now();
      // A notice carries no code, and a password reset code never signs in.
      const rec = [...ctx.db.state.mailbox].reverse().find((m) => m.email === key && m.kind !== 'notice' && !m.purpose);
      if (!rec || rec.used || rec.expiresAt <= now || rec.attempts >= EMAIL_MAX_ATTEMPTS)
        throw bizError(4010, 'emailCodeWrong');
      if (rec.code !== code) {
        rec.attempts++;
        const owner = ctx.db.accountByEmail(key);
        if (owner) {
          recordSignIn(ctx, owner, 'email', 'wrongCode');
          ctx.s.changed();
        }
        throw bizError(4010, 'emailCodeWrong', undefined, `attempt ${rec.attempts} of ${EMAIL_MAX_ATTEMPTS}`);
      }
      const acc = ctx.db.accountByEmail(key);
      if (!acc) throw bizError(4010, 'emailCodeWrong', undefined, 'no account uses this email');
      rec.used = true;
      return { result: completeSignIn(ctx, acc, 'email'), msg: 'signedIn', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/authorize/refresh',
    auth: 'token',
    handler: (ctx) => {
      const { token, expiresIn } = ctx.s.auth.refresh(ctx.token!);
      const result: RefreshResult = { 'user-token': token, expiresIn };
      return { result, withData: true, changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/authorize/keep',
    auth: 'token',
    handler: () => {
      const result: KeepResult = { alive: true };
      return { result };
    },
  },
  {
    method: 'POST',
    path: '/media/authorize/logout',
    auth: 'token',
    handler: (ctx) => {
      ctx.s.auth.logout(ctx.token!);
      return { result: null, msg: 'signedOut', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/menu/list',
    auth: 'token',
    handler: (ctx) => {
      const result: MenuEntry[] = menuOf(ctx.me, ctx.lang);
      return { result, withData: true };
    },
  },
];
