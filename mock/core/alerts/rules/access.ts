/**
 * Who may see what of the alerts (issue 49), in one place: the rule list, the rule changes and the recipients of
 * each incident all ask here. Rules belong to the publisher; a person sees a rule, and receives its alerts, only
 * when it may see everything the rule is about: the app (a sub-account: an app of its data scope), every app of
 * the publisher for an all-apps rule, the money (MonthBillReportView) for a payout rule.
 */
import type { Db } from '../../db';
import { effectiveCodes } from '../../lib/permissions';
import type { AccountRecord } from '../../state';
import type { AlertRuleRecord } from './records';

/** The publisher's own apps (an admin's scope holds every publisher's: a rule watches its own publisher's only). */
export function publisherAppIds(db: Db, publisherId: number): number[] {
  return db.state.apps.filter((a) => a.publisherId === publisherId).map((a) => a.id);
}

/** The apps of its publisher the account may see. */
export function visibleAppIds(db: Db, who: AccountRecord): Set<number> {
  const scope = db.scope(who);
  return new Set(publisherAppIds(db, db.publisherIdOf(who)).filter((id) => scope.has(id)));
}

export function seesAllApps(db: Db, who: AccountRecord): boolean {
  const mine = visibleAppIds(db, who);
  return publisherAppIds(db, db.publisherIdOf(who)).every((id) => mine.has(id));
}

export function holdsCode(who: AccountRecord, code: 'AlertView' | 'AlertManage' | 'MonthBillReportView'): boolean {
  return effectiveCodes(who.menuCodes).includes(code);
}

/** What an incident (or a rule) is about: one app, every app, or the publisher's money. */
export interface Subject {
  kind: AlertRuleRecord['kind'];
  appId: number | null;
}

/** Whether the account may see an incident of this subject (and so a rule of it). */
export function maySee(db: Db, who: AccountRecord, publisherId: number, subject: Subject): boolean {
  if (db.publisherIdOf(who) !== publisherId) return false;
  if (subject.kind === 'payoutHeld') return who.parentId === null || holdsCode(who, 'MonthBillReportView');
  if (subject.appId !== null) return visibleAppIds(db, who).has(subject.appId);
  return seesAllApps(db, who);
}

export function maySeeRule(db: Db, who: AccountRecord, rule: AlertRuleRecord): boolean {
  return maySee(db, who, rule.publisherId, { kind: rule.kind, appId: rule.appId });
}

/** Who receives an incident: every enabled account of the publisher holding AlertView that may see it. */
export function recipientsOf(db: Db, publisherId: number, subject: Subject): AccountRecord[] {
  return db.state.accounts.filter(
    (a) =>
      a.status === 'enabled' &&
      db.publisherIdOf(a) === publisherId &&
      holdsCode(a, 'AlertView') &&
      maySee(db, a, publisherId, subject),
  );
}
