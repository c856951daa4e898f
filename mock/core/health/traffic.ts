/**
 * The health checks of apps and ad positions (docs/health.md), by the traffic area's own rules: app-ads.txt
 * (lib/appAds.ts on the schedule of traffic/rules.ts), the store lookup (lib/store.ts), serving (lib/serving.ts)
 * and the traffic store (the last 7 days' requests and earnings; yesterday in the account's time zone).
 */
import type { Currency, HealthIssue } from '../../../src/contract/typings';
import type { Ctx } from '../context';
import { appBlockers, recentTraffic } from '../lib/serving';
import { unitIdOf } from '../lib/views';
import type { AppRecord } from '../state';
import { appAdsFails, appAdsStateOf, freshAppAds, missingFromStore } from '../traffic/rules';
import { issueOf, money } from './issue';

/** What the last 7 days' traffic of the subject was: the requests it affects and the money at stake. */
interface Affected {
  requests: number;
  earningsCents: number;
}

const NONE: Affected = { requests: 0, earningsCents: 0 };

function subjectOf(app: AppRecord) {
  return { id: app.id, name: app.name };
}

/** The app items (AppView): app-ads.txt, the store, serving. Rechecks app-ads.txt whose check is a day old. */
export function appIssues(ctx: Ctx, apps: AppRecord[], currency: Currency): HealthIssue[] {
  const recent = recentTraffic(
    ctx.s.traffic(),
    apps.map((a) => a.id),
  );
  const out: HealthIssue[] = [];
  for (const app of apps) {
    const r = recent.app(app.id) ?? NONE;
    const affected = { app: subjectOf(app), requests: r.requests, amount: money(r.earningsCents) };
    const status = freshAppAds(ctx, app).appAds.status;
    if (appAdsFails(status))
      out.push(
        issueOf(currency, {
          id: `appAds:${app.id}`,
          kind: 'appAds',
          severity: 'warning',
          appAdsStatus: status,
          // The exact line to add, or the file's line to change (issue 52).
          appAds: appAdsStateOf(app),
          ...affected,
        }),
      );
    if (missingFromStore(ctx, app))
      out.push(issueOf(currency, { id: `notInStore:${app.id}`, kind: 'notInStore', severity: 'warning', ...affected }));
    const [blocker] = appBlockers(app);
    if (blocker) {
      const reviewed = blocker === 'appRejected' || blocker === 'appSuspended';
      out.push(
        issueOf(currency, {
          id: `notServing:${app.id}`,
          kind: 'notServing',
          severity: 'blocking',
          blocker,
          reviewReason: reviewed ? app.reviewReason : null,
          ...affected,
        }),
      );
    }
  }
  return out;
}

/**
 * The ad position items (AdPosView): a switched-on position of a serving app that had ad requests yesterday (the
 * account's calendar day) and not one impression: the SDK asks, nothing is shown, an integration problem. A
 * position or app that does not serve is left out: its reason is already given (or chosen).
 */
export function positionIssues(ctx: Ctx, apps: AppRecord[], zone: string, currency: Currency): HealthIssue[] {
  const serving = new Map(apps.filter((a) => appBlockers(a).length === 0).map((a) => [a.id, a]));
  if (serving.size === 0) return [];
  const tr = ctx.s.traffic();
  const yesterday = tr.todayIn(zone) - 1;
  const day = tr.aggregate({ startDay: yesterday, endDay: yesterday, zone, appIds: new Set(serving.keys()) }, [
    'adPosition',
  ]);
  const recent = recentTraffic(tr, serving.keys());
  const out: HealthIssue[] = [];
  for (let i = 0; i < day.size; i++) {
    if (day.requests[i] === 0 || day.impressions[i] > 0) continue;
    const p = ctx.db.state.adPositions.find((x) => x.id === day.adPositionId![i]);
    const app = p && serving.get(p.appId);
    if (!p || !app || p.status !== 'enabled') continue;
    const r = recent.position(p.id) ?? NONE;
    out.push(
      issueOf(currency, {
        id: `noImpressions:${p.id}`,
        kind: 'noImpressions',
        severity: 'blocking',
        app: subjectOf(app),
        adPosition: { id: p.id, name: p.name },
        unitId: unitIdOf(p),
        requests: r.requests,
        amount: money(r.earningsCents),
      }),
    );
  }
  return out;
}
