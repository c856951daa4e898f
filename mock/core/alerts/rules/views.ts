/** The alerts area's records as the contract shows them (issue 49): names looked up now, times as ISO instants. */
import type { AlertNotification, AlertRule } from '../../../../src/contract/typings';
import type { Db } from '../../db';
import { appAdsFails, appAdsView } from '../../lib/appAds';
import { iso } from '../../lib/dates';
import type { AlertRuleRecord, NotificationRecord } from './records';

const appName = (db: Db, id: number | null) => (id === null ? null : (db.app(id)?.name ?? null));
const positionName = (db: Db, id: number | null) => (id === null ? null : (db.adPosition(id)?.name ?? null));

export function ruleView(db: Db, r: AlertRuleRecord, firing: boolean): AlertRule {
  return {
    id: r.id,
    kind: r.kind,
    metric: r.metric,
    scope: r.scope,
    appId: r.appId,
    appName: appName(db, r.appId),
    adPositionId: r.adPositionId,
    adPositionName: positionName(db, r.adPositionId),
    condition: r.condition,
    threshold: r.threshold,
    hours: r.hours,
    enabled: r.enabled,
    firing,
    createdBy: r.createdBy,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
  };
}

export function notificationView(db: Db, n: NotificationRecord): AlertNotification {
  const reader = db.account(n.accountId);
  const publisher = reader ? db.account(db.publisherIdOf(reader)) : undefined;
  return {
    id: n.id,
    ruleId: n.ruleId,
    event: n.event,
    kind: n.kind,
    metric: n.metric,
    condition: n.condition,
    threshold: n.threshold,
    hours: n.hours,
    appId: n.appId,
    appName: appName(db, n.appId),
    adPositionId: n.adPositionId,
    adPositionName: positionName(db, n.adPositionId),
    value: n.value,
    baseline: n.baseline,
    currency: publisher?.currency ?? reader?.currency ?? 'USD',
    at: iso(n.at),
    since: iso(n.since),
    read: n.read,
    ...appAdsNow(db, n),
  };
}

/** An opened app-ads.txt alert whose app still fails: the check as it is now, with its exact fix (issue 52). */
function appAdsNow(db: Db, n: NotificationRecord): Pick<AlertNotification, 'appAds'> {
  const app = n.kind === 'appAdsTxt' && n.event === 'opened' && n.appId !== null ? db.app(n.appId) : undefined;
  return app && appAdsFails(app.appAds.status) ? { appAds: appAdsView(app.appAds, app.website, app.publisherId) } : {};
}
