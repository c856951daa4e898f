/**
 * Whether a rule's condition holds now (issue 49), per subject: the figures of today so far against the same
 * hours of the same weekday a week before (src/contract/sameHours.ts, the dashboard's rule), or a floor; an app's
 * app-ads.txt; the publisher's payout hold; creatives waiting for review.
 */
import { sameHourOn } from '../../../../src/contract/sameHours';
import { PROVIDER_TIME_ZONE } from '../../../../src/contract/values';
import type { ServerServices } from '../../context';
import { appAdsFails, freshAppAds } from '../../lib/appAds';
import { dayToDate } from '../../lib/dates';
import { metricsOf } from '../../lib/trafficStore';
import { payoutsHeldAt } from '../../statements/rules/payoutHold';
import { profileOf } from '../../statements/rules/lifecycle';
import { publisherAppIds } from './access';
import type { AlertRuleRecord } from './records';

const HOUR_MS = 3_600_000;
const WEEK_DAYS = 7;

/** One subject whose condition holds now, with the figures that say so. */
export interface Finding {
  key: string;
  appId: number | null;
  adPositionId: number | null;
  value: number | null;
  baseline: number | null;
}

/** A figure as the traffic gives it: fill rate a fraction, earnings and eCPM in the currency, requests a count. */
function figureOf(m: ReturnType<typeof metricsOf>, metric: NonNullable<AlertRuleRecord['metric']>): number {
  return m[metric];
}

function metricFindings(s: ServerServices, rule: AlertRuleRecord): Finding[] {
  const metric = rule.metric ?? 'earnings';
  const owner = s.db.account(rule.publisherId);
  const zone = owner?.timeZone ?? PROVIDER_TIME_ZONE;
  const tr = s.traffic();
  const apps = rule.scope === 'allApps' ? publisherAppIds(s.db, rule.publisherId) : [rule.appId ?? -1];
  const filter = {
    zone,
    appIds: new Set(apps),
    adPositionIds: rule.scope === 'adPosition' ? new Set([rule.adPositionId ?? -1]) : undefined,
  };
  const until = tr.dataUntil;
  const today = tr.todayIn(zone);
  const weekBefore = today - WEEK_DAYS;
  const now = metricsOf(tr.aggregate({ ...filter, startDay: today, endDay: today, until }, []).totals);
  const value = figureOf(now, metric);
  const subject = { key: 'rule', appId: rule.appId, adPositionId: rule.adPositionId };
  const threshold = rule.threshold ?? 0;
  if (rule.condition === 'floor') {
    // The form's fill rate is in %; the figure a fraction.
    const floor = metric === 'fillRate' ? threshold / 100 : threshold;
    return value < floor ? [{ ...subject, value, baseline: null }] : [];
  }
  const thenUntil = sameHourOn(zone, until, dayToDate(weekBefore));
  const then = metricsOf(
    tr.aggregate({ ...filter, startDay: weekBefore, endDay: weekBefore, until: thenUntil }, []).totals,
  );
  const baseline = figureOf(then, metric);
  // No figures a week before: nothing to fall from.
  if (baseline <= 0) return [];
  return value < baseline * (1 - threshold / 100) ? [{ ...subject, value, baseline }] : [];
}

function appIdsOf(s: ServerServices, rule: AlertRuleRecord): number[] {
  return rule.scope === 'allApps' ? publisherAppIds(s.db, rule.publisherId) : rule.appId !== null ? [rule.appId] : [];
}

const perApp = (appId: number, value: number | null): Finding => ({
  key: `app:${appId}`,
  appId,
  adPositionId: null,
  value,
  baseline: null,
});

/** The subjects of a rule whose condition holds at `at`. */
export function findingsOf(s: ServerServices, rule: AlertRuleRecord, at: number): Finding[] {
  switch (rule.kind) {
    case 'metric':
      return metricFindings(s, rule);
    case 'appAdsTxt':
      return appIdsOf(s, rule)
        .filter((id) => {
          const app = s.db.app(id);
          // Checked again when a day old, as when a page reads the app (the provider's crawler).
          return !!app && appAdsFails(freshAppAds(s.db.state.web, app, at).appAds.status);
        })
        .map((id) => perApp(id, null));
    case 'reviewWaiting': {
      const limit = at - (rule.hours ?? 1) * HOUR_MS;
      const apps = new Set(appIdsOf(s, rule));
      const waiting = new Map<number, number>();
      for (const m of s.db.state.materials)
        if (m.status === 'pending' && apps.has(m.appId) && m.submittedAt <= limit)
          waiting.set(m.appId, (waiting.get(m.appId) ?? 0) + 1);
      return [...waiting].map(([appId, n]) => perApp(appId, n));
    }
    case 'payoutHeld':
      return payoutsHeldAt(profileOf(s.db, rule.publisherId), at)
        ? [{ key: 'rule', appId: null, adPositionId: null, value: null, baseline: null }]
        : [];
  }
}
