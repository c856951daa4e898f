/** Two-step sign-in (the code after the password) and its settings; the rules are in rules/twoStep.ts. */
import { type Ctx, type RouteDef, post } from '../context';
import { bizError, envelopeOf, notFound, validationError, type HandlerResult } from '../lib/envelope';
import { clientOf } from '../lib/device';
import { checkEmailCode } from '../lib/emailCodes';
import { randomHex } from '../lib/random';
import { totpStep, spendRecoveryCode } from '../lib/totp';
import { Validator } from '../lib/validate';
import type { AccountRecord, SignInMethod } from '../state';
import { confirmPassword, passwordField } from './rules/reauth';
import { recordSignIn } from './rules/history';
import { completeSignIn, EMAIL_MAX_ATTEMPTS } from './rules/signedIn';
import { COOKIE, TRUST_MS, settingsOf } from './rules/twoStep';

/** A right authenticator code of a time step not used yet (each step's code works once), or a recovery code. */
function acceptFactor(account: AccountRecord, code: string | undefined, recovery: string | undefined, now: number) {
  const auth = account.authenticator;
  if (!auth) return false;
  if (recovery !== undefined) return spendRecoveryCode(auth.recovery, recovery);
  const step = code === undefined ? null : totpStep(auth.secret, code, now);
  if (step === null || step <= auth.lastStep) return false;
  auth.lastStep = step;
  return true;
}

/** The account an authenticator challenge was for, once its code (or a recovery code) is right; else 4010. */
function passAuthenticator(ctx: Ctx, challenge: string, code?: string, recovery?: string) {
  const rec = ctx.db.state.factorChallenges?.find((c) => c.challenge === challenge);
  if (!rec) return undefined;
  const account = ctx.db.account(rec.accountId);
  const now = ctx.now();
  if (!account || rec.used || rec.expiresAt <= now || rec.attempts >= EMAIL_MAX_ATTEMPTS)
    throw bizError(4010, 'emailCodeWrong');
  if (!acceptFactor(account, code, recovery, now)) {
    rec.attempts++;
    recordSignIn(ctx, account, rec.method, 'wrongCode');
    ctx.s.changed();
    throw bizError(4010, 'emailCodeWrong', undefined, `attempt ${rec.attempts} of ${EMAIL_MAX_ATTEMPTS}`);
  }
  rec.used = true;
  return { account, method: rec.method };
}

/** The emailed code's account when the code is right (a recovery code never answers an emailed challenge). */
function passEmailCode(ctx: Ctx, challenge: string, code?: string) {
  // The challenge names the account; only the two-step code mailed for it answers (issue 28).
  const sent = ctx.db.state.mailbox.find((m) => m.purpose === 'twoStep' && m.challenge === challenge);
  const account = sent?.accountId !== undefined ? ctx.db.account(sent.accountId) : undefined;
  if (!sent || !account || code === undefined) throw bizError(4010, 'emailCodeWrong');
  const to = { purpose: 'twoStep', email: sent.email, accountId: account.id, challenge } as const;
  const rec = checkEmailCode(ctx, to, code, () => ctx.s.changed());
  rec.used = true;
  return { account, method: 'password' as SignInMethod };
}

export const twoStepRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/authorize/twoStep/verify',
    auth: 'none',
    handler: (ctx): HandlerResult => {
      const v = new Validator(ctx.body);
      const challenge = v.str('challenge', { required: true, max: 64 }) as string;
      const code = v.str('code', { pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' });
      const recovery = v.str('recoveryCode', { max: 32 });
      const trust = v.bool('trust');
      if (code === undefined && recovery === undefined) v.fail('code', 'required');
      v.done();
      const now = ctx.now();
      const { account, method } =
        passAuthenticator(ctx, challenge, code, recovery) ?? passEmailCode(ctx, challenge, code);
      const result = completeSignIn(ctx, account, method);
      const envelope = envelopeOf(ctx.lang, { result, msg: 'signedIn' });
      if (!trust) return { result, msg: 'signedIn', changed: true };
      const token = randomHex(24);
      const list = ctx.db.state.trusted;
      list.push({
        id: (list.at(-1)?.id ?? 0) + 1,
        token,
        accountId: account.id,
        createdAt: now,
        expiresAt: now + TRUST_MS,
        client: clientOf(ctx.req),
      });
      const cookie = `${COOKIE}=${token}; Path=/; Max-Age=${TRUST_MS / 1000}; HttpOnly; SameSite=Strict`;
      return { raw: { status: 200, headers: { 'set-cookie': cookie }, json: envelope }, changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/security/twoStep/get',
    auth: 'token',
    handler: (ctx) => ({ result: settingsOf(ctx) }),
  },
  post('/media/security/twoStep/set', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const enabled = v.bool('enabled', true);
    const requireForSubAccounts = v.bool('requireForSubAccounts');
    const password = passwordField(v);
    v.done();
    const me = ctx.me;
    confirmPassword(ctx, password as string);
    const s = settingsOf(ctx);
    if (!enabled && s.requiredByParent) throw validationError({ enabled: { key: 'twoStepRequired' } });
    me.twoStep = !!enabled;
    // Off means off: the authenticator and its recovery codes go too (set up again to turn it back on).
    if (!enabled) delete me.authenticator;
    if (requireForSubAccounts !== undefined) {
      if (me.parentId !== null) throw validationError({ requireForSubAccounts: { key: 'twoStepMainOnly' } });
      me.requireTwoStepForSubs = requireForSubAccounts;
    }
    return { result: settingsOf(ctx), msg: 'saved', changed: true };
  }),
  post('/media/security/trusted/del', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.num('id', { integer: true, min: 1 });
    v.done();
    const s = ctx.db.state;
    const mine = (t: { accountId: number }) => t.accountId === ctx.me.id;
    if (id === undefined) s.trusted = s.trusted.filter((t) => !mine(t));
    else {
      if (!s.trusted.some((t) => t.id === id && mine(t))) throw notFound(`no trusted browser ${id}`);
      s.trusted = s.trusted.filter((t) => t.id !== id);
    }
    return { result: settingsOf(ctx), msg: 'deleted', changed: true };
  }),
];
