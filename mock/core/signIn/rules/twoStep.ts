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
 *
 * The rules the account area reads too (its settings, the trusted browsers) live here; the sign-in
 * routes are in ../twoStep.ts.
 */
import type { SignInChallenge, TrustedBrowser, TwoStepSettings } from '../../../../src/contract/typings';
import type { Ctx } from '../../context';
import { iso } from '../../lib/dates';
import { mailCode } from '../../lib/emailCodes';
import { randomHex } from '../../lib/random';
import type { AccountRecord, SignInMethod } from '../../state';
import { EMAIL_CODE_TTL_MS } from './signedIn';

export const TRUST_DAYS = 30;
export const TRUST_MS = TRUST_DAYS * 24 * 3600 * 1000;
export const COOKIE = 'mc_trust';

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
