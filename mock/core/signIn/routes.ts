/** Sign-in, email code, refresh, keep-alive, logout and the menu list. */
import type { KeepResult, MenuEntry, RefreshResult } from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { bizError } from '../lib/envelope';
import { verifyPassword } from '../lib/hash';
import { checkEmailCode } from '../lib/emailCodes';
import { Validator } from '../lib/validate';
import { menuOf } from '../lib/views';
import { codeFor, readEmailBody, sendCodeRoute } from './rules/byEmail';
import { recordSignIn } from './rules/history';
import { completeSignIn } from './rules/signedIn';
import { challengeFor, isTrusted, needsTwoStep } from './rules/twoStep';

export const authorizeRoutes: RouteDef[] = [
  post('/media/authorize/get', { auth: 'none' }, (ctx) => {
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
    if (acc.status === 'enabled' && needsTwoStep(ctx, acc) && !isTrusted(ctx, acc)) {
      const challenge = challengeFor(ctx, acc);
      const msg = challenge.twoStep.method === 'authenticator' ? 'twoStepAuthenticator' : 'twoStepSent';
      return { result: challenge, msg, changed: true };
    }
    return { result: completeSignIn(ctx, acc, 'password'), msg: 'signedIn', changed: true };
  }),
  // A sign-in code, for the account using the address only (issue 28).
  sendCodeRoute('/media/authorize/email/send', 'signIn', 'emailSent'),
  post('/media/authorize/email/verify', { auth: 'none' }, (ctx) => {
    const { email, code, v } = readEmailBody(ctx, true);
    v.done();
    // Only a sign-in code of this account: a reset, two-step or bank-change code answers as a wrong one.
    const { to, account: acc } = codeFor(ctx, 'signIn', email);
    const rec = checkEmailCode(ctx, to, code, () => {
      if (acc) {
        recordSignIn(ctx, acc, 'email', 'wrongCode');
        ctx.s.changed();
      }
    });
    if (!acc) throw bizError(4010, 'emailCodeWrong', undefined, 'no account uses this email');
    rec.used = true;
    // Issue 28: with two-step sign-in the mailbox is one factor, never enough alone. An authenticator is the
    // second; an account whose second step is the emailed code itself has none left here: the password path.
    // A trusted browser does not stand in for it (trust only skips the step after the password).
    if (acc.status === 'enabled' && needsTwoStep(ctx, acc)) {
      if (!acc.authenticator) {
        ctx.s.changed();
        throw bizError(4013, 'twoStepUsePassword');
      }
      return { result: challengeFor(ctx, acc, 'email'), msg: 'twoStepAuthenticator', changed: true };
    }
    return { result: completeSignIn(ctx, acc, 'email'), msg: 'signedIn', changed: true };
  }),
  post('/media/authorize/refresh', {}, (ctx) => {
    const { token, expiresIn } = ctx.s.auth.refresh(ctx.token!);
    const result: RefreshResult = { 'user-token': token, expiresIn };
    return { result, withData: true, changed: true };
  }),
  post('/media/authorize/keep', {}, () => {
    const result: KeepResult = { alive: true };
    return { result };
  }),
  post('/media/authorize/logout', {}, (ctx) => {
    ctx.s.auth.logout(ctx.token!);
    return { result: null, msg: 'signedOut', changed: true };
  }),
  post('/media/menu/list', {}, (ctx) => {
    const result: MenuEntry[] = menuOf(ctx.me, ctx.lang);
    return { result, withData: true };
  }),
];
