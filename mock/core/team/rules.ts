/**
 * Who may be changed and what may be granted (the sub-account, invitation and password routes share these; no
 * route file imports another). A caller grants only codes it holds itself and only apps in its own data scope
 * that belong to its publisher, so a sub-account can never escalate.
 */
import type { DataScopeApp, MenuCode } from '../../../src/contract/typings';
import type { Ctx } from '../context';
import { bizError, duplicateError, notFound } from '../lib/envelope';
import { ALL_CODES, effectiveCodes } from '../lib/permissions';
import type { Validator } from '../lib/validate';
import type { AccountRecord, InvitationRecord } from '../state';

export const ACCOUNT_NAME_RE = /^[A-Za-z][A-Za-z0-9_-]{3,31}$/;

/** A new sub-account's login name, as creating and inviting one both read it. */
export const readAccountName = (v: Validator): string | undefined =>
  v.str('account_name', { required: true, pattern: ACCOUNT_NAME_RE, patternKey: 'invalidAccountName' });

export function grantableCodes(me: AccountRecord): MenuCode[] {
  return effectiveCodes(me.menuCodes);
}

/** Apps the caller may hand to its sub-accounts. */
export function grantableApps(ctx: Ctx): DataScopeApp[] {
  const pub = ctx.db.publisherIdOf(ctx.me);
  return ctx.db
    .appsInScope(ctx.me)
    .filter((a) => a.publisherId === pub)
    .map((a) => ({ appId: a.id, appName: a.name, platform: a.platform }));
}

export function mySubAccounts(ctx: Ctx): AccountRecord[] {
  const pub = ctx.db.publisherIdOf(ctx.me);
  return ctx.db.state.accounts.filter((a) => a.parentId === pub);
}

/** Looks up a sub-account the caller may change (not itself, same publisher). */
export function editable(ctx: Ctx, id: number): AccountRecord {
  const target = mySubAccounts(ctx).find((a) => a.id === id);
  if (!target) throw notFound(`sub-account ${id}`);
  if (target.id === ctx.me.id) throw bizError(4001, 'cannotChangeSelf');
  return target;
}

/** Validates menuCodes and appIds against what the caller may grant. */
export function checkGrants(
  ctx: Ctx,
  v: Validator,
  required: boolean,
): { codes?: MenuCode[]; appIds?: number[]; allApps?: boolean } {
  const codes = v.enumList('menuCodes', ALL_CODES, required);
  if (codes) {
    const mine = grantableCodes(ctx.me);
    const bad = codes.filter((c) => !mine.includes(c));
    if (bad.length) v.fail('menuCodes', 'codeNotGrantable', { codes: bad.join(', ') });
  }
  // Only who sees every app itself may hand out "all apps, including future ones".
  const allApps = v.bool('allApps');
  if (allApps && ctx.me.parentId !== null && !ctx.me.allApps) v.fail('allApps', 'allAppsNotYours');
  const appIds = v.ids('appIds', { required: false, max: 1000 });
  // With every app the list is unused (the contract), so it is not asked for.
  if (required && appIds === undefined && !allApps) v.fail('appIds', 'required');
  if (appIds) {
    const allowed = new Set(grantableApps(ctx).map((a) => a.appId));
    const bad = appIds.filter((id) => !allowed.has(id));
    if (bad.length) v.fail('appIds', 'notInScope', { ids: bad.join(', ') });
  }
  return { codes, appIds, allApps };
}

export function checkUniqueEmail(ctx: Ctx, email: string | undefined, selfId?: number): void {
  if (!email) return;
  const other = ctx.db.accountByEmail(email);
  if (other && other.id !== selfId) throw duplicateError('email', 'emailTaken');
  // A waiting invitation holds its address (and its account name) until it is accepted, withdrawn or expires.
  if (pendingInvitation(ctx, (i) => i.email === email.toLowerCase()))
    throw duplicateError('email', 'inviteEmailPending');
}

/**
 * The address an invitation goes to (issue 52). Refused as today when the inviter could see why anyway: a person of
 * its own team has it, or its own team's invitation waits for it. Known anywhere else on the platform (another
 * publisher's account or invitation): `true`, and the invitation goes on looking like any other, so the answer does
 * not tell the inviter that the address exists.
 */
export function inviteAddress(ctx: Ctx, email: string): { known: boolean } {
  const pub = ctx.db.publisherIdOf(ctx.me);
  const other = ctx.db.accountByEmail(email);
  if (other && ctx.db.publisherIdOf(other) === pub) throw duplicateError('email', 'emailTaken');
  const waiting = pendingInvitation(ctx, (i) => i.email === email.toLowerCase());
  if (waiting && waiting.publisherId === pub) throw duplicateError('email', 'inviteEmailPending');
  return { known: !!other || !!waiting };
}

/** A pending invitation, not yet expired, matching `test`. */
export function pendingInvitation(ctx: Ctx, test: (i: InvitationRecord) => boolean): InvitationRecord | undefined {
  const now = ctx.now();
  return ctx.db.state.invitations.find((i) => i.state === 'pending' && i.expiresAt > now && test(i));
}

/** An account name that neither an account nor a waiting invitation holds. */
export function checkFreeAccountName(ctx: Ctx, name: string): void {
  if (ctx.db.accountByName(name)) throw duplicateError('account_name', 'accountTaken');
  const n = name.toLowerCase();
  if (pendingInvitation(ctx, (i) => i.account_name.toLowerCase() === n))
    throw duplicateError('account_name', 'inviteNamePending');
}

/** The console page a password link opens (relative: the console's origin and base path are the reader's). */
export function passwordLink(token: string): string {
  return `/user/password?token=${token}`;
}
