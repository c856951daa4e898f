/**
 * Extension (issue 20): two-step sign-in. An account that turned it on (or
 * whose main account requires it of its sub-accounts) answers a right
 * password with a challenge instead of a token; a 6-digit code goes to the
 * account's email (the mock's mailbox, purpose `twoStep`) and
 * `/media/authorize/twoStep/verify` signs in with it. "Trust this browser"
 * sets the HttpOnly cookie `mc_trust` for 30 days: a password sign-in from that
 * browser then skips the code. The console never sees the cookie.
 *
 * Issue 28: an account with an authenticator app is asked for its code (or a
 * recovery code) instead of an emailed one, after the password or after the
 * mailbox code; turning two-step on or off asks for the password.
 */
import type { SignInChallenge, TrustedBrowser, TwoStepSettings } from '../../../src/contract/typings';
import type { Ctx, RouteDef } from '../context';
import { bizError, envelopeOf, notFound, validationError, type HandlerResult } from '../lib/envelope';
import { iso } from '../lib/dates';
import { clientOf } from '../lib/device';
import { checkEmailCode, mailCode } from '../lib/emailCodes';
import { randomHex } from '../lib/random';
import { totpStep, spendRecoveryCode } from '../lib/totp';
import { Validator } from '../lib/validate';
import type { AccountRecord, SignInMethod } from '../state';
import { confirmPassword } from './rules/reauth';
import { recordSignIn } from '../account/security';
import { completeSignIn, EMAIL_CODE_TTL_MS, EMAIL_MAX_ATTEMPTS } from './rules/signedIn';

export const TRUST_DAYS = 30;
const TRUST_MS = TRUST_DAYS * 24 * 3600 * 1000;
const COOKIE = 'mc_trust';

/** Whether this account must give a code after its password. */
export function needsTwoStep(ctx: Ctx, account: AccountRecord): boolean {
  if (account.twoStep || account.authenticator) return true;
  const parent = account.parentId !== null ? ctx.db.account(account.parentId) : undefined;
  return !!parent?.requireTwoStepForSubs;
}

function cookieToken(ctx: Ctx): string | null {
  const raw = ctx.req.headers.cookie ?? '';
  const hit = raw
    .split(';')
    .map((c) => c.trim())
    .find((c) => c.startsWith(`${COOKIE}=`));
  return hit ? hit.slice(COOKIE.length + 1) : null;
}

/** The trusted-browser record of this request's cookie for the account, if still valid. */
function trustedHere(ctx: Ctx, account: AccountRecord) {
  const token = cookieToken(ctx);
  if (!token) return undefined;
  return ctx.db.state.trusted.find((t) => t.token === token && t.accountId === account.id && t.expiresAt > ctx.now());
}

export function isTrusted(ctx: Ctx, account: AccountRecord): boolean {
  return !!trustedHere(ctx, account);
}

function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

/** How long a sign-in waits for the authenticator's code. */
const FACTOR_TTL_MS = 5 * 60 * 1000;

/**
 * The challenge in place of a token: with an authenticator, its code is awaited (nothing is mailed); otherwise the
 * code is emailed. `method` is the first factor already passed.
 */
export function challengeFor(ctx: Ctx, account: AccountRecord, method: SignInMethod = 'password'): SignInChallenge {
  const now = ctx.now();
  if (account.authenticator) {
    const list = (ctx.db.state.factorChallenges ??= []);
    const challenge = randomHex(16);
    list.push({ challenge, accountId: account.id, method, expiresAt: now + FACTOR_TTL_MS, attempts: 0, used: false });
    if (list.length > 200) list.splice(0, list.length - 200);
    return { twoStep: { challenge, method: 'authenticator', expiresIn: FACTOR_TTL_MS / 1000 } };
  }
  const challenge = randomHex(16);
  // Issue 28: a two-step code answers this challenge of this account only (mock/core/lib/emailCodes.ts).
  const to = { purpose: 'twoStep', email: account.email.toLowerCase(), accountId: account.id, challenge } as const;
  mailCode(ctx, to, { account: account.account_name });
  return {
    twoStep: { challenge, method: 'email', email: maskEmail(account.email), expiresIn: EMAIL_CODE_TTL_MS / 1000 },
  };
}

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

export function settingsOf(ctx: Ctx): TwoStepSettings {
  const me = ctx.me;
  const parent = me.parentId !== null ? ctx.db.account(me.parentId) : undefined;
  const here = trustedHere(ctx, me);
  const trustedBrowsers: TrustedBrowser[] = ctx.db.state.trusted
    .filter((t) => t.accountId === me.id && t.expiresAt > ctx.now())
    .map((t) => ({
      id: t.id,
      browser: t.client.browser,
      os: t.client.os,
      ip: t.client.ip,
      place: t.client.place,
      trustedAt: iso(t.createdAt),
      expiresAt: iso(t.expiresAt),
      current: t.id === here?.id,
    }));
  return {
    enabled: !!me.twoStep || !!me.authenticator || !!parent?.requireTwoStepForSubs,
    requiredByParent: !!parent?.requireTwoStepForSubs,
    requireForSubAccounts: me.parentId === null ? !!me.requireTwoStepForSubs : null,
    trustDays: TRUST_DAYS,
    trustedBrowsers,
    authenticator: !!me.authenticator,
    recoveryCodesLeft: me.authenticator?.recovery.codes.filter((c) => !c.used).length ?? 0,
  };
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
  {
    method: 'POST',
    path: '/media/security/twoStep/set',
    auth: 'token',
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const enabled = v.bool('enabled', true);
      const requireForSubAccounts = v.bool('requireForSubAccounts');
      const password = v.str('password', { required: true, max: 100, trim: false });
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
    },
  },
  {
    method: 'POST',
    path: '/media/security/trusted/del',
    auth: 'token',
    handler: (ctx) => {
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
    },
  },
];
