/**
 * Extension (issue 20): the activity log. Every write call is recorded here, in one place (the server's
 * dispatch), not per route: a call that changed state (`changed`), or one of the exports, by the signed-in account
 * (or, on a public call, the account the handler names in `ctx.actor`). PATH_KINDS maps paths to kinds; a write
 * nobody mapped yet is recorded as `other`, never lost. Sign-ins and their failures come from the sign-in history
 * (state.signIns), which already has them, so the sign-in calls themselves map to null here.
 */
import type { ActivityKind } from '../../../src/contract/typings';
import { profileOf } from '../statements/rules/lifecycle';
import type { Ctx } from '../context';
import { clientOf } from '../lib/device';
import type { MockState } from '../state';

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
  // Issue 49: a read that keeps what it brought up to date (the billing calendar, a day-old app-ads.txt check).
  '/media/health/list': null,
  '/media/authorize/logout': 'signOut',
  '/media/password/update': 'password',
  '/media/password/reset': 'password',
  '/media/passwordLink/set': 'password',
  '/media/authorize/passwordChange': 'password',
  '/media/security/twoStep/set': 'security',
  '/media/security/trusted/del': 'security',
  // Issue 28: the authenticator app (set-up itself changes nothing until a code confirms it).
  '/media/security/authenticator/setup': null,
  '/media/security/authenticator/enable': 'security',
  '/media/security/authenticator/remove': 'security',
  '/media/security/recoveryCodes/renew': 'security',
  '/media/session/end': 'security',
  '/media/session/endOthers': 'security',
  '/media/update': 'account',
  '/media/app/create': 'app',
  '/media/app/update': 'app',
  '/media/app/status': 'app',
  '/media/app/testDevices/update': 'app',
  // The app-ads.txt check stores its result on the app: logged as checked, not as an unknown write.
  '/media/app/appAds/check': 'app',
  '/media/adPosition/create': 'adPosition',
  '/media/adPosition/update': 'adPosition',
  '/media/adPosition/status': 'adPosition',
  '/media/adPosition/callbackSecret/rotate': 'adPosition',
  '/media/material/review': 'creative',
  '/media/material/reviewMatching': 'creative',
  '/media/blockRule/create': 'blockRule',
  '/media/blockRule/update': 'blockRule',
  '/media/blockRule/status': 'blockRule',
  '/media/blockRule/del': 'blockRule',
  '/media/blockRule/defaults/update': 'blockRule',
  '/media/settlement/export': 'export',
  '/media/reportApi/rotate': 'apiKey',
  '/media/reportApi/secret/reveal': 'apiKey',
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
  '/media/monthBill/invoice/replace': 'payment',
  '/media/payment/profile/update': 'payment',
  '/media/payment/profile/notMe': 'payment',
  '/media/payment/profile/keepChange': 'payment',
  // Issue 33: saved reports and their schedules are the publisher's own work, not "other" changes.
  '/media/savedReport/create': 'savedReport',
  '/media/savedReport/update': 'savedReport',
  '/media/savedReport/del': 'savedReport',
  '/media/reportSchedule/create': 'reportSchedule',
  '/media/reportSchedule/status': 'reportSchedule',
  '/media/reportSchedule/del': 'reportSchedule',
  // Issue 49: the publisher's alert rules; one's own read marks and email choices are not the team's activity.
  '/media/alert/rule/create': 'alert',
  '/media/alert/rule/update': 'alert',
  '/media/alert/rule/delete': 'alert',
  '/media/alert/notification/read': null,
  '/media/alert/prefs/update': null,
};

/** Reads worth recording all the same: data leaving the console. */
const ALWAYS = new Set(['/media/settlement/export', '/media/reportApi/secret/reveal']);

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** Several ids as "#1, #2, #3 (+4)": creatives have no names, and a long list would fill the cell. */
function idList(v: unknown): string | null {
  const ids = Array.isArray(v) ? v.filter((x): x is number => num(x) !== null) : [];
  if (!ids.length) return null;
  const shown = ids
    .slice(0, 3)
    .map((id) => `#${id}`)
    .join(', ');
  return ids.length > 3 ? `${shown} (+${ids.length - 3})` : shown;
}

/**
 * What each kind of call changed, named as it is before the call runs (a deleted sub-account still has its name
 * then; a new app has it in the body). One table beside PATH_KINDS; a path without an entry has no target.
 */
export const TARGETS: Record<string, (ctx: Ctx) => string | null> = {
  '/media/app/create': (c) => str(c.body.name),
  '/media/app/update': (c) => str(c.body.name) ?? appName(c, c.body.id),
  '/media/app/status': (c) => appName(c, c.body.id),
  '/media/app/testDevices/update': (c) => appName(c, c.body.id),
  '/media/app/appAds/check': (c) => appName(c, c.body.id),
  '/media/adPosition/create': (c) => str(c.body.name),
  '/media/adPosition/update': (c) => str(c.body.name) ?? positionName(c, c.body.id),
  '/media/adPosition/status': (c) => positionName(c, c.body.id),
  '/media/adPosition/callbackSecret/rotate': (c) => positionName(c, c.body.id),
  '/media/material/review': (c) => idList(c.body.ids),
  '/media/blockRule/create': (c) => str(c.body.value),
  '/media/blockRule/update': (c) => str(c.body.value) ?? ruleValue(c, c.body.id),
  '/media/blockRule/status': (c) => ruleValue(c, c.body.id),
  '/media/blockRule/del': (c) => ruleValue(c, c.body.id),
  '/media/settlement/export': (c) => {
    const from = str(c.body.startDate);
    const to = str(c.body.endDate);
    return from && to ? `${from} – ${to}` : null;
  },
  '/media/subAccount/create': (c) => str(c.body.account_name),
  '/media/subAccount/update': (c) => accountName(c, c.body.id),
  '/media/subAccount/del': (c) =>
    Array.isArray(c.body.ids)
      ? c.body.ids
          .map((id) => accountName(c, id))
          .filter(Boolean)
          .join(', ') || null
      : accountName(c, c.body.id),
  '/media/subAccount/invite': (c) => str(c.body.account_name),
  '/media/subAccount/invite/resend': (c) => invitee(c, c.body.id),
  '/media/subAccount/invite/withdraw': (c) => invitee(c, c.body.id),
  '/media/subAccount/resetLink': (c) => accountName(c, c.body.id),
  '/media/subAccount/forceChange': (c) => accountName(c, c.body.id),
  '/media/monthBill/confirm': (c) => str(c.body.month),
  '/media/monthBill/dispute': (c) => str(c.body.month),
  '/media/monthBill/invoice': (c) => str(c.body.month),
  '/media/monthBill/invoice/replace': (c) => str(c.body.month),
  // What a bank account change did: the old and new last four (issue 28), read before the change.
  '/media/payment/profile/update': (c) => {
    const next = str(c.body.accountNumber)?.replace(/\s+/g, '');
    return next ? `**** ${currentAccount(c).slice(-4)} → **** ${next.slice(-4)}` : null;
  },
  '/media/payment/profile/notMe': (c) => `**** ${currentAccount(c).slice(-4)}`,
  '/media/payment/profile/keepChange': (c) => `**** ${currentAccount(c).slice(-4)}`,
  // A saved report by its name; a schedule by its report's name (a schedule has no name of its own).
  '/media/savedReport/create': (c) => str(c.body.name),
  '/media/savedReport/update': (c) => str(c.body.name) ?? reportName(c, c.body.id),
  '/media/savedReport/del': (c) => reportName(c, c.body.id),
  '/media/reportSchedule/create': (c) => reportName(c, c.body.reportId),
  '/media/reportSchedule/status': (c) => scheduleReport(c, c.body.id),
  '/media/reportSchedule/del': (c) => scheduleReport(c, c.body.id),
  // An alert rule has no name: it is named by what it watches (the app or ad position, else none).
  '/media/alert/rule/create': (c) => alertTarget(c, c.body.appId, c.body.adPositionId),
  '/media/alert/rule/update': (c) => alertTarget(c, c.body.appId, c.body.adPositionId),
  '/media/alert/rule/delete': (c) => {
    const r = c.db.state.alertRules?.find((x) => x.id === num(c.body.id));
    return r ? alertTarget(c, r.appId, r.adPositionId) : null;
  },
};

function alertTarget(c: Ctx, appId: unknown, adPositionId: unknown): string | null {
  const position = positionName(c, adPositionId);
  const app = appName(c, appId) ?? (position ? appName(c, c.db.adPosition(num(adPositionId) ?? 0)?.appId) : null);
  return position ? `${app ?? ''} / ${position}` : app;
}

/** The publisher's bank account as it is now (the full number stays on the server; the log keeps its last four). */
function currentAccount(c: Ctx): string {
  return profileOf(c.db, c.db.publisherIdOf(c.me)).accountNumber;
}

function appName(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.app(n)?.name ?? null);
}
function positionName(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.adPosition(n)?.name ?? null);
}
function accountName(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.account(n)?.account_name ?? null);
}
function ruleValue(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.state.blockRules.find((r) => r.id === n)?.value ?? null);
}
function reportName(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.state.savedReports.find((r) => r.id === n)?.name ?? null);
}
function scheduleReport(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : reportName(c, c.db.state.schedules.find((s) => s.id === n)?.reportId);
}
function invitee(c: Ctx, id: unknown): string | null {
  const n = num(id);
  return n === null ? null : (c.db.state.invitations.find((r) => r.id === n)?.account_name ?? null);
}

/** The call's object as it is before the call (read before the handler runs); never throws. */
export function activityTarget(ctx: Ctx): string | null {
  const read = TARGETS[ctx.req.path];
  if (!read) return null;
  try {
    return read(ctx)?.slice(0, 200) ?? null;
  } catch {
    return null;
  }
}

/** Records a successful call when it is a write (or an export). */
export function recordActivity(ctx: Ctx, changed: boolean, target: string | null = null): void {
  const path = ctx.req.path;
  if (path.startsWith('/__mock/') || (!changed && !ALWAYS.has(path))) return;
  const kind = ctx.activityKind ?? (path in PATH_KINDS ? PATH_KINDS[path] : 'other');
  const who = ctx.user ?? ctx.actor;
  if (!kind || !who) return;
  const list: MockState['activity'] = ctx.db.state.activity;
  list.push({
    id: (list.at(-1)?.id ?? 0) + 1,
    at: ctx.now(),
    accountId: who.id,
    publisherId: ctx.db.publisherIdOf(who),
    kind,
    action: ctx.activityAction ?? path,
    target,
    accountName: who.account_name,
    client: clientOf(ctx.req),
  });
  if (list.length > ACTIVITY_MAX) list.splice(0, list.length - ACTIVITY_MAX);
}
