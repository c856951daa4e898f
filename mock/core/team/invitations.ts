/**
 * Extension (issue 20): invite a sub-account by email. The inviter chooses the account name, the permissions and
 * the data scope as the create form does; the invitee gets a link (the mock's mailbox, a notice), opens
 * `/user/password?token=…` and sets a password, and only then does the account exist. A pending invitation holds
 * its account name and address, can be sent again (a new link; the old one stops working) or withdrawn, and expires
 * after INVITE_TTL_DAYS. The link pages' calls (`/media/passwordLink/*`) are in passwordLinks.ts.
 */
import type { Invitation } from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { bizError, notFound } from '../lib/envelope';
import { iso } from '../lib/dates';
import { mailLocale, mailTime, sendNotice } from '../lib/mail';
import { randomHex } from '../lib/random';
import { EMAIL_RE, Validator } from '../lib/validate';
import { LIMITS } from '../../../src/contract/limits';
import type { InvitationRecord } from '../state';
import { EMAIL_RESEND_MS } from '../signIn/rules/signedIn';
import { checkFreeAccountName, checkGrants, inviteAddress, passwordLink, readAccountName } from './rules';

export const INVITE_TTL_DAYS = 7;
export const INVITE_TTL_MS = INVITE_TTL_DAYS * 24 * 3600 * 1000;

function invitationOf(ctx: Ctx, r: InvitationRecord): Invitation {
  const apps = r.appIds.map((id) => ctx.db.app(id)).filter((a) => !!a);
  return {
    id: r.id,
    account_name: r.account_name,
    name: r.name,
    email: r.email,
    menuCodes: r.menuCodes,
    appNames: apps.map((a) => a!.name),
    allApps: !!r.allApps,
    invitedBy: r.invitedBy,
    sentAt: iso(r.sentAt),
    expiresAt: iso(r.expiresAt),
    status: r.expiresAt > ctx.now() ? 'pending' : 'expired',
  };
}

/** Mails the invitation with a fresh token (the previous one, if any, stops working). */
function send(ctx: Ctx, r: InvitationRecord): void {
  const now = ctx.now();
  r.token = randomHex(24);
  r.sentAt = now;
  r.expiresAt = now + INVITE_TTL_MS;
  const pub = ctx.db.account(r.publisherId);
  const params = {
    by: r.invitedBy,
    company: pub?.company ?? '',
    account: r.account_name,
    link: passwordLink(r.token),
    // In the inviting account's zone (the invitee has none yet), the zone named.
    expires: mailTime(ctx.lang, r.expiresAt, pub?.timeZone ?? ctx.me.timeZone),
  };
  if (r.known) {
    // The address has an account elsewhere (issue 52): it is told so, in its own language, and gets no link.
    const owner = ctx.db.accountByEmail(r.email);
    const { link, ...told } = params;
    void link;
    const lang = owner ? mailLocale(ctx, owner) : ctx.lang;
    sendNotice(ctx, lang, r.email, 'notice.inviteKnown.subject', 'notice.inviteKnown.text', told);
    return;
  }
  // The invitee has no account yet: the mail is in the inviting request's locale.
  sendNotice(ctx, ctx.lang, r.email, 'notice.invite.subject', 'notice.invite.text', params);
}

/** A pending (or expired) invitation of the caller's publisher. */
function ownInvitation(ctx: Ctx): InvitationRecord {
  const v = new Validator(ctx.body);
  const id = v.num('id', { required: true, integer: true, min: 1 });
  v.done();
  const pub = ctx.db.publisherIdOf(ctx.me);
  const r = ctx.db.state.invitations.find((i) => i.id === id && i.publisherId === pub && i.state === 'pending');
  if (!r) throw notFound(`no pending invitation ${id}`);
  return r;
}

export const invitationRoutes: RouteDef[] = [
  post('/media/subAccount/invite', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const account_name = readAccountName(v);
    const name = v.str('name', { required: true, max: LIMITS.personName, visible: true });
    const email = v.str('email', { required: true, max: 254, pattern: EMAIL_RE, patternKey: 'invalidEmail' });
    const remark = v.str('remark', { max: LIMITS.remark });
    const { codes, appIds, allApps } = checkGrants(ctx, v, true);
    v.done();
    checkFreeAccountName(ctx, account_name as string);
    const key = (email as string).toLowerCase();
    const { known } = inviteAddress(ctx, key);
    const list = ctx.db.state.invitations;
    const r: InvitationRecord = {
      id: (list.at(-1)?.id ?? 0) + 1,
      publisherId: ctx.db.publisherIdOf(ctx.me),
      invitedById: ctx.me.id,
      invitedBy: ctx.me.account_name,
      account_name: account_name as string,
      name: name as string,
      email: key,
      remark: remark ?? '',
      menuCodes: codes!,
      appIds: allApps ? [] : appIds!,
      allApps: !!allApps,
      token: '',
      createdAt: ctx.now(),
      sentAt: 0,
      expiresAt: 0,
      state: 'pending',
      accountId: null,
      ...(known ? { known } : {}),
    };
    send(ctx, r);
    list.push(r);
    return { result: invitationOf(ctx, r), msg: 'inviteSent', msgParams: { email: key }, changed: true };
  }),
  post('/media/subAccount/invite/list', {}, (ctx) => {
    const pub = ctx.db.publisherIdOf(ctx.me);
    const result: Invitation[] = ctx.db.state.invitations
      .filter((i) => i.publisherId === pub && i.state === 'pending')
      .sort((a, b) => b.sentAt - a.sentAt)
      .map((i) => invitationOf(ctx, i));
    return { result };
  }),
  post('/media/subAccount/invite/resend', {}, (ctx) => {
    const r = ownInvitation(ctx);
    const wait = EMAIL_RESEND_MS - (ctx.now() - r.sentAt);
    if (wait > 0) throw bizError(4029, 'inviteTooSoon', { seconds: Math.ceil(wait / 1000) });
    // An expired invitation comes back to life only if nobody took its name or address meanwhile.
    if (r.expiresAt <= ctx.now()) {
      checkFreeAccountName(ctx, r.account_name);
      // Known elsewhere or not, as when it was first sent (issue 52): only its own team's claims refuse it.
      r.known = inviteAddress(ctx, r.email).known || undefined;
    }
    send(ctx, r);
    return { result: invitationOf(ctx, r), msg: 'inviteResent', msgParams: { email: r.email }, changed: true };
  }),
  post('/media/subAccount/invite/withdraw', {}, (ctx) => {
    const r = ownInvitation(ctx);
    r.state = 'withdrawn';
    return { result: null, msg: 'inviteWithdrawn', changed: true };
  }),
];
