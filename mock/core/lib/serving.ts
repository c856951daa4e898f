/**
 * Whether an app or an ad position really serves ads, and why not: the one
 * rule module (issue 21). The console shows the server's answer, never its
 * own guess.
 *
 * Blockers stop serving: the app pending review, rejected, suspended or
 * switched off, the position switched off. The app's blockers come first
 * (the position's own switch is on screen beside it, the app's state is not).
 * Warnings do not stop serving but cost money or say something is wrong:
 * app-ads.txt without this platform's line (buyers may skip the inventory),
 * no ad request in the last 7 days (the SDK is not integrated or the app has
 * no users). "No traffic" is only said of something that could serve: a
 * blocked position has no traffic for the reason already given.
 */
import type { RecentTraffic, Serving, ServingBlocker, ServingWarning } from '../../../src/contract/typings';
import type { AdPositionRecord, AppRecord } from '../state';
import { metricsOf, type AggRow, type TrafficStore } from './trafficStore';

/** The window of "no traffic" and of the list's recent figures: today and the 6 days before. */
export const RECENT_DAYS = 7;

type AppFacts = Pick<AppRecord, 'reviewStatus' | 'reviewReason' | 'enabled' | 'appAds'>;

export function appBlockers(app: Pick<AppRecord, 'reviewStatus' | 'enabled'>): ServingBlocker[] {
  if (app.reviewStatus === 'pending') return ['appPending'];
  if (app.reviewStatus === 'rejected') return ['appRejected'];
  if (app.reviewStatus === 'suspended') return ['appSuspended'];
  return app.enabled ? [] : ['appDisabled'];
}

function verdict(app: AppFacts, blockers: ServingBlocker[], requests: number): Serving {
  const warnings: ServingWarning[] = [];
  // Only a check that found the file or the line missing says "missing"; an app not checked yet says so.
  if (app.appAds.status === 'unchecked') warnings.push('appAdsUnchecked');
  else if (app.appAds.status !== 'verified') warnings.push('appAdsMissing');
  if (blockers.length === 0 && requests === 0) warnings.push('noTraffic');
  const reviewed = app.reviewStatus === 'rejected' || app.reviewStatus === 'suspended';
  return {
    status: blockers.length ? 'notServing' : warnings.length ? 'warning' : 'serving',
    blockers,
    warnings,
    reason: reviewed ? app.reviewReason : null,
  };
}

/** An app serves while approved and enabled; `requests`: its ad requests over the last 7 days. */
export function servingOfApp(app: AppFacts, requests: number): Serving {
  return verdict(app, appBlockers(app), requests);
}

/** A position serves while its app does and its own switch is on. */
export function servingOfPosition(p: Pick<AdPositionRecord, 'status'>, app: AppFacts, requests: number): Serving {
  const blockers = appBlockers(app);
  if (p.status === 'disabled') blockers.push('positionDisabled');
  return verdict(app, blockers, requests);
}

/** The last 7 days' figures per ad position and per app (zero rows for what had none). */
export interface Recent {
  position(id: number): AggRow | undefined;
  app(id: number): AggRow | undefined;
}

export function recentTraffic(tr: TrafficStore, appIds: Iterable<number>): Recent {
  const filter = { startDay: tr.today - RECENT_DAYS + 1, endDay: tr.today, appIds: new Set(appIds) };
  const byPosition = tr.aggregate(filter, ['adPosition']);
  const byApp = tr.aggregate(filter, ['app']);
  const positions = new Map<number, AggRow>();
  const apps = new Map<number, AggRow>();
  const row = (a: typeof byPosition, i: number): AggRow => ({
    requests: a.requests[i],
    fills: a.fills[i],
    impressions: a.impressions[i],
    clicks: a.clicks[i],
    revenueCents: a.revenueCents[i],
    earningsCents: a.earningsCents[i],
  });
  for (let i = 0; i < byPosition.size; i++) positions.set(byPosition.adPositionId![i], row(byPosition, i));
  for (let i = 0; i < byApp.size; i++) apps.set(byApp.appId![i], row(byApp, i));
  return { position: (id) => positions.get(id), app: (id) => apps.get(id) };
}

export function recentOf(row: AggRow | undefined): RecentTraffic {
  if (!row) return { requests: 0, fillRate: 0, ecpm: 0 };
  const m = metricsOf(row);
  return { requests: m.requests, fillRate: m.fillRate, ecpm: m.ecpm };
}
