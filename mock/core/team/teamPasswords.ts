/**
 * Extension (issue 20): a main account and its sub-accounts' passwords. The parent never chooses a password: it
 * sends a link (`/user/password?token=…`, valid RESET_LINK_TTL_HOURS, once; the newest link of an account is the
 * only one that works) or requires a new password at the next sign-in. Such a sign-in answers a challenge after
 * the password (and code); `/media/authorize/passwordChange` takes the new password and only then signs in.
 */
import type { ResetLinkResult, SignInResult, SubAccount } from '../../../src/contract/typings';
import { type RouteDef, post } from '../context';
import { bizError, validationError } from '../lib/envelope';
import { iso } from '../lib/dates';
import { hashPassword, verifyPassword } from '../lib/hash';
import { mailLocale, mailTime, sendNotice } from '../lib/mail';
import { randomHex } from '../lib/random';
import { isStrongPassword, Validator } from '../lib/validate';
import { subAccountOf } from '../lib/views';
import { EMAIL_RESEND_MS, signedIn } from '../signIn/rules/signedIn';
import { editable, passwordLink } from './rules';

export const RESET_LINK_TTL_HOURS = 24;
const RESET_LINK_TTL_MS = RESET_LINK_TTL_HOURS * 3600 * 1000;

export const teamPasswordRoutes: RouteDef[] = [
  post('/media/subAccount/resetLink', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.num('id', { required: true, integer: true, min: 1 });
    v.done();
    const target = editable(ctx, id as number);
    if (!target.email) throw bizError(4001, 'noEmail');
    const now = ctx.now();
    const links = ctx.db.state.resetLinks;
    const last = links.filter((l) => l.accountId === target.id).at(-1);
    if (last && now - last.sentAt < EMAIL_RESEND_MS)
      throw bizError(4029, 'emailCodeTooSoon', {
        seconds: Math.ceil((EMAIL_RESEND_MS - (now - last.sentAt)) / 1000),
      });
    const token = randomHex(24);
    const expiresAt = now + RESET_LINK_TTL_MS;
    links.push({ token, accountId: target.id, sentById: ctx.me.id, sentAt: now, expiresAt, used: false });
    if (links.length > 500) links.splice(0, links.length - 500);
    const lang = mailLocale(ctx, target);
    sendNotice(ctx, lang, target.email, 'notice.resetLink.subject', 'notice.resetLink.text', {
      by: ctx.me.account_name,
      account: target.account_name,
      link: passwordLink(token),
      expires: mailTime(lang, expiresAt, target.timeZone),
    });
    const result: ResetLinkResult = { email: target.email, expiresAt: iso(expiresAt) };
    return { result, msg: 'resetLinkSent', msgParams: { email: target.email }, changed: true };
  }),
  post('/media/subAccount/forceChange', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.num('id', { required: true, integer: true, min: 1 });
    const enabled = v.bool('enabled', true);
    v.done();
    const target = editable(ctx, id as number);
    target.mustChangePassword = !!enabled;
    const result: SubAccount = subAccountOf(target, ctx.db);
    return {
      result,
      msg: enabled ? 'forceChangeOn' : 'forceChangeOff',
      msgParams: { account: target.account_name },
      changed: true,
    };
  }),
  post('/media/authorize/passwordChange', { auth: 'none' }, (ctx) => {
    const v = new Validator(ctx.body);
    const challenge = v.str('challenge', { required: true, max: 64 });
    const newPassword = v.str('newPassword', { required: true, max: 64, trim: false });
    if (newPassword !== undefined && !isStrongPassword(newPassword)) v.fail('newPassword', 'weakPassword');
    v.done();
    const rec = ctx.db.state.changeChallenges.find((c) => c.challenge === challenge);
    const account = rec ? ctx.db.account(rec.accountId) : undefined;
    // Spent or unknown: back to the sign-in form (the password is asked again).
    if (!rec || !account || rec.used || rec.expiresAt <= ctx.now()) throw bizError(4010, 'passwordChangeRequired');
    if (verifyPassword(newPassword as string, account.salt, account.passwordHash))
      throw validationError({ newPassword: { key: 'samePassword' } });
    rec.used = true;
    account.salt = randomHex(16);
    account.passwordHash = hashPassword(newPassword as string, account.salt);
    account.mustChangePassword = false;
    // Sessions that were still open from before end: only the new password signs in from now on.
    ctx.s.auth.revokeAccount(account.id);
    ctx.actor = account;
    const result: SignInResult = signedIn(ctx, account, rec.method);
    return { result, msg: 'signedIn', changed: true };
  }),
];
