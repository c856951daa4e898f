/**
 * Extension (issue 49): alert rules (AlertManage to change, AlertView to read), each person's notifications with
 * read marks and email choices (AlertView), and the QA switch that evaluates the rules now. Rule changes are
 * recorded in the activity log (kind `alert`); read marks and email choices are one's own and are not.
 */
import { LIMITS } from '../../../src/contract/limits';
import { ALERT_KINDS } from '../../../src/contract/values';
import { type Ctx, type RouteDef, post } from '../context';
import { bizError, notFound } from '../lib/envelope';
import { pageQuery, paginate } from '../lib/paging';
import { Validator, readId } from '../lib/validate';
import { maySee, maySeeRule } from './rules/access';
import { readDraft } from './rules/draft';
import { closeQuietly, isFiring, runAlerts, startTicking } from './rules/evaluate';
import { alertsOf, nextAlertId, type AlertRuleRecord, type NotificationRecord } from './rules/records';
import { notificationView, ruleView } from './rules/views';

function visibleRule(ctx: Ctx, id: number): AlertRuleRecord {
  const r = alertsOf(ctx.db.state).alertRules.find((x) => x.id === id);
  if (!r || !maySeeRule(ctx.db, ctx.me, r)) throw notFound(`alert rule ${id}`);
  return r;
}

/** The caller's own notifications that it may still see (a sub-account whose apps were taken away no longer does). */
function mine(ctx: Ctx): NotificationRecord[] {
  const me = ctx.me;
  return alertsOf(ctx.db.state).notifications.filter(
    (n) => n.accountId === me.id && maySee(ctx.db, me, ctx.db.publisherIdOf(me), { kind: n.kind, appId: n.appId }),
  );
}

const unread = (ctx: Ctx) => ({ unread: mine(ctx).filter((n) => !n.read).length });

export const alertRoutes: RouteDef[] = [
  post('/media/alert/rule/list', { codes: ['AlertView'] }, (ctx) => ({
    result: alertsOf(ctx.db.state)
      .alertRules.filter((r) => maySeeRule(ctx.db, ctx.me, r))
      .sort((a, b) => b.id - a.id)
      .map((r) => ruleView(ctx.db, r, isFiring(ctx.s, r.id))),
  })),
  post('/media/alert/rule/create', { codes: ['AlertManage'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const draft = readDraft(ctx, v);
    v.done();
    const { alertRules } = alertsOf(ctx.db.state);
    const publisherId = ctx.db.publisherIdOf(ctx.me);
    if (alertRules.filter((r) => r.publisherId === publisherId).length >= LIMITS.alertRulesMax)
      throw bizError(4001, 'alertRulesFull', { max: LIMITS.alertRulesMax });
    const now = ctx.now();
    const rule: AlertRuleRecord = {
      id: nextAlertId(ctx.db.state, 'rule'),
      publisherId,
      ...draft,
      createdBy: ctx.me.account_name,
      createdAt: now,
      updatedAt: now,
    };
    alertRules.push(rule);
    startTicking(ctx.s, now);
    return { result: ruleView(ctx.db, rule, false), msg: 'saved', changed: true };
  }),
  post('/media/alert/rule/update', { codes: ['AlertManage'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const draft = readDraft(ctx, v);
    v.done();
    const rule = visibleRule(ctx, id ?? 0);
    Object.assign(rule, draft, { updatedAt: ctx.now() });
    closeQuietly(ctx.s, rule.id, ctx.now());
    return { result: ruleView(ctx.db, rule, false), msg: 'saved', changed: true };
  }),
  post('/media/alert/rule/delete', { codes: ['AlertManage'] }, (ctx) => {
    const rule = visibleRule(ctx, readId(ctx.body));
    closeQuietly(ctx.s, rule.id, ctx.now());
    const state = alertsOf(ctx.db.state);
    ctx.db.state.alertRules = state.alertRules.filter((r) => r !== rule);
    return { result: null, msg: 'deleted', changed: true };
  }),
  post('/media/alert/notification/list', { codes: ['AlertView'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const onlyUnread = v.bool('unread') ?? false;
    const q = pageQuery(ctx.body, []);
    v.done();
    const rows = mine(ctx)
      .filter((n) => !onlyUnread || !n.read)
      .reverse();
    const page = paginate(rows, q);
    return { result: { ...page, list: page.list.map((n) => notificationView(ctx.db, n)) } };
  }),
  post('/media/alert/notification/unread', { codes: ['AlertView'] }, (ctx) => ({ result: unread(ctx) })),
  post('/media/alert/notification/read', { codes: ['AlertView'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const ids = v.ids('ids', { max: 100 });
    const all = v.bool('all') ?? false;
    const read = v.bool('read') ?? true;
    if (!all && !ids?.length) v.fail('ids', 'required');
    v.done();
    const wanted = new Set(ids ?? []);
    for (const n of mine(ctx)) if (all ? read : wanted.has(n.id)) n.read = read;
    // Saved, but one's own read marks are not the publisher's activity (PATH_KINDS maps the path to null).
    return { result: unread(ctx), changed: true };
  }),
  post('/media/alert/prefs/get', { codes: ['AlertView'] }, (ctx) => ({
    result: { emailKinds: alertsOf(ctx.db.state).alertPrefs.find((p) => p.accountId === ctx.me.id)?.emailKinds ?? [] },
  })),
  post('/media/alert/prefs/update', { codes: ['AlertView'] }, (ctx) => {
    const v = new Validator(ctx.body);
    const kinds = v.enumList('emailKinds', ALERT_KINDS, true) ?? [];
    v.done();
    const { alertPrefs } = alertsOf(ctx.db.state);
    const emailKinds = ALERT_KINDS.filter((k) => kinds.includes(k));
    const rec = alertPrefs.find((p) => p.accountId === ctx.me.id);
    if (rec) rec.emailKinds = emailKinds;
    else alertPrefs.push({ accountId: ctx.me.id, emailKinds });
    return { result: { emailKinds }, msg: 'saved', changed: true };
  }),
  {
    method: 'POST',
    path: '/__mock/alerts/run',
    auth: 'none',
    handler: (ctx) => ({ result: { notifications: runAlerts(ctx.s, ctx.now()) }, changed: true }),
  },
];
