/**
 * Extension (issue 20): the page a password link opens (`/user/password?token=…`, no sign-in). Two kinds of link
 * lead there: an invitation (setting the password creates the sub-account) and a reset link a main account sent
 * to its sub-account (setting the password replaces the old one and ends every session). Either works once and
 * until it expires; a used, withdrawn or replaced token answers 4011, an expired one 4012. The token is the only
 * secret: nothing here says which accounts or addresses exist.
 */
import type { MenuCode, PasswordLinkInfo, PasswordLinkResult } from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { bizError } from '../lib/envelope';
import { iso } from '../lib/dates';
import { hashPassword } from '../lib/hash';
import { effectiveCodes } from '../lib/permissions';
import { randomHex } from '../lib/random';
import { isStrongPassword, Validator } from '../lib/validate';
import type { AccountRecord, InvitationRecord, ResetLinkRecord } from '../state';

type Found =
  { kind: 'invite'; rec: InvitationRecord } | { kind: 'reset'; rec: ResetLinkRecord; account: AccountRecord };

function tokenOf(ctx: Ctx): string {
  const v = new Validator(ctx.body);
  const token = v.str('token', { required: true, max: 64, pattern: /^[0-9a-f]{8,64}$/, patternKey: 'linkInvalid' });
  v.done();
  return token as string;
}

/** The live link of a token, or 4011 / 4012. */
function find(ctx: Ctx, token: string): Found {
  const now = ctx.now();
  const inv = ctx.db.state.invitations.find((i) => i.token === token);
  if (inv) {
    if (inv.state !== 'pending') throw bizError(4011, 'linkInvalid');
    if (inv.expiresAt <= now) throw bizError(4012, 'linkExpired');
    return { kind: 'invite', rec: inv };
  }
  const link = ctx.db.state.resetLinks.find((l) => l.token === token);
  const account = link ? ctx.db.account(link.accountId) : undefined;
  if (!link || !account || link.used) throw bizError(4011, 'linkInvalid');
  // Only the newest link of an account works.
  const newest = ctx.db.state.resetLinks.filter((l) => l.accountId === link.accountId).at(-1);
  if (newest !== link) throw bizError(4011, 'linkInvalid');
  if (link.expiresAt <= now) throw bizError(4012, 'linkExpired');
  return { kind: 'reset', rec: link, account };
}

function infoOf(ctx: Ctx, f: Found): PasswordLinkInfo {
  if (f.kind === 'invite') {
    const pub = ctx.db.account(f.rec.publisherId);
    return {
      kind: 'invite',
      account_name: f.rec.account_name,
      name: f.rec.name,
      company: pub?.company ?? '',
      sentBy: f.rec.invitedBy,
      expiresAt: iso(f.rec.expiresAt),
      timeZone: pub?.timeZone ?? 'UTC',
    };
  }
  const pub = ctx.db.account(ctx.db.publisherIdOf(f.account));
  return {
    kind: 'reset',
    account_name: f.account.account_name,
    name: f.account.name,
    company: pub?.company ?? '',
    sentBy: ctx.db.account(f.rec.sentById)?.account_name ?? pub?.account_name ?? '',
    expiresAt: iso(f.rec.expiresAt),
    timeZone: f.account.timeZone,
  };
}

/** The account an accepted invitation creates: what was granted, as far as the inviter still holds it. */
function accept(ctx: Ctx, r: InvitationRecord, password: string): AccountRecord {
  const pub = ctx.db.account(r.publisherId);
  if (!pub) throw bizError(4011, 'linkInvalid', undefined, 'the inviting publisher is gone');
  if (ctx.db.accountByName(r.account_name)) throw bizError(4011, 'linkInvalid', undefined, 'account name taken');
  const grantor = ctx.db.account(r.invitedById) ?? pub;
  const held = effectiveCodes(grantor.menuCodes);
  const own = new Set(ctx.db.state.apps.filter((a) => a.publisherId === pub.id).map((a) => a.id));
  const salt = randomHex(16);
  const rec: AccountRecord = {
    id: ctx.db.nextId('account'),
    account_name: r.account_name,
    name: r.name,
    contact: r.name,
    email: r.email,
    phone: '',
    company: pub.company,
    currency: pub.currency,
    timeZone: pub.timeZone,
    access: 'user',
    parentId: pub.id,
    menuCodes: r.menuCodes.filter((c: MenuCode) => held.includes(c)),
    appIds: r.appIds.filter((id) => own.has(id)),
    // The inviter may have lost "all apps" meanwhile: then the chosen apps only.
    allApps: !!r.allApps && (grantor.parentId === null || !!grantor.allApps),
    status: 'enabled',
    salt,
    passwordHash: hashPassword(password, salt),
    remark: r.remark,
    createdAt: ctx.now(),
    lastLoginAt: null,
  };
  ctx.db.addAccount(rec);
  r.state = 'accepted';
  r.accountId = rec.id;
  return rec;
}

export const passwordLinkRoutes: RouteDef[] = [
  post('/media/passwordLink/get', { auth: 'none' }, (ctx) => {
    const token = tokenOf(ctx);
    return { result: infoOf(ctx, find(ctx, token)) };
  }),
  post('/media/passwordLink/set', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const token = v.str('token', { required: true, max: 64, pattern: /^[0-9a-f]{8,64}$/, patternKey: 'linkInvalid' });
    const password = v.str('password', { required: true, max: 64, trim: false });
    if (password !== undefined && !isStrongPassword(password)) v.fail('password', 'weakPassword');
    v.done();
    const f = find(ctx, token as string);
    let account: AccountRecord;
    if (f.kind === 'invite') {
      account = accept(ctx, f.rec, password as string);
      // Joining the team, not a password change: the log says "Accepted the invitation" under Sub-accounts.
      ctx.activityKind = 'subAccount';
    } else {
      account = f.account;
      account.salt = randomHex(16);
      account.passwordHash = hashPassword(password as string, account.salt);
      account.mustChangePassword = false;
      f.rec.used = true;
      ctx.s.auth.revokeAccount(account.id);
    }
    ctx.actor = account;
    const result: PasswordLinkResult = { kind: f.kind, account_name: account.account_name };
    return { result, msg: 'passwordSet', changed: true };
  }),
];
