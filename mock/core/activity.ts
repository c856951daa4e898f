/**
 * Extension (issue 20): the activity log. Every write call is recorded here, in one place (the server's
 * dispatch), not per route: a call that changed state (`changed`), or one of the exports, by the signed-in account
 * (or, on a public call, the account the handler names in `ctx.actor`). PATH_KINDS maps paths to kinds; a write
 * nobody mapped yet is recorded as `other`, never lost. Sign-ins and their failures come from the sign-in history
 * (state.signIns), which already has them, so the sign-in calls themselves map to null here.
 */
import type { ActivityKind } from '../../src/services/typings';
import type { Ctx } from './context';
import { clientOf } from './lib/device';
import type { MockState } from './state';

/** Entries kept (all publishers together); the oldest go first. */
export const ACTIVITY_MAX = 5000;

/** Path → kind; null: not recorded here (sign-ins, token upkeep, codes sent). */
export const PATH_KINDS: Record<string, ActivityKind | null> = {
  '/media/authorize/get': null,
  '/media/authorize/email/verify': null,
  '/media/authorize/twoStep/verify': null,
  '/media/authorize/refresh': null,
  '/media/authorize/keep': null,
  '/media/authorize/email/send': null,
  '/media/password/reset/send': null,
  '/media/payment/profile/code': null,
  '/media/authorize/logout': 'signOut',
  '/media/password/update': 'password',
  '/media/password/reset': 'password',
  '/media/passwordLink/set': 'password',
  '/media/authorize/passwordChange': 'password',
  '/media/security/twoStep/set': 'security',
  '/media/security/trusted/del': 'security',
  '/media/session/end': 'security',
  '/media/session/endOthers': 'security',
  '/media/update': 'account',
  '/media/app/create': 'app',
  '/media/app/update': 'app',
  '/media/app/status': 'app',
  '/media/adPosition/create': 'adPosition',
  '/media/adPosition/update': 'adPosition',
  '/media/adPosition/status': 'adPosition',
  '/media/material/review': 'creative',
  '/media/material/reviewMatching': 'creative',
  '/media/blockRule/create': 'blockRule',
  '/media/blockRule/update': 'blockRule',
  '/media/blockRule/status': 'blockRule',
  '/media/blockRule/del': 'blockRule',
  '/media/blockRule/defaults/update': 'blockRule',
  '/media/settlement/export': 'export',
  '/media/reportApi/rotate': 'apiKey',
  '/media/subAccount/create': 'subAccount',
  '/media/subAccount/update': 'subAccount',
  '/media/subAccount/del': 'subAccount',
  '/media/subAccount/invite': 'subAccount',
  '/media/subAccount/invite/resend': 'subAccount',
  '/media/subAccount/invite/withdraw': 'subAccount',
  '/media/subAccount/resetLink': 'subAccount',
  '/media/subAccount/forceChange': 'subAccount',
  '/media/monthBill/confirm': 'payment',
  '/media/monthBill/dispute': 'payment',
  '/media/monthBill/invoice': 'payment',
  '/media/payment/profile/update': 'payment',
};

/** Reads worth recording all the same: data leaving the console. */
const ALWAYS = new Set(['/media/settlement/export']);

/** Records a successful call when it is a write (or an export). */
export function recordActivity(ctx: Ctx, changed: boolean): void {
  const path = ctx.req.path;
  if (path.startsWith('/__mock/') || (!changed && !ALWAYS.has(path))) return;
  const kind = path in PATH_KINDS ? PATH_KINDS[path] : 'other';
  const who = ctx.user ?? ctx.actor;
  if (!kind || !who) return;
  const list: MockState['activity'] = ctx.db.state.activity;
  list.push({
    id: (list.at(-1)?.id ?? 0) + 1,
    at: ctx.now(),
    accountId: who.id,
    publisherId: ctx.db.publisherIdOf(who),
    kind,
    action: path,
    client: clientOf(ctx.req),
  });
  if (list.length > ACTIVITY_MAX) list.splice(0, list.length - ACTIVITY_MAX);
}
