/**
 * The traffic area's rules other areas read (the account health list, mock/core/health): when an app's
 * app-ads.txt is checked, and whether its store page is one the store knows.
 */
import type { AppAdsState } from '../../../src/contract/typings';
import type { Ctx } from '../context';
import { appAdsFails, appAdsView, checkAppAdsNow, freshAppAds as freshAppAdsAt } from '../lib/appAds';
import { isStoreHost, lookupStore } from '../lib/store';
import type { AppRecord } from '../state';

/** Checks the app's app-ads.txt now (lib/appAds.ts); an app without a website stays unchecked. */
export function checkAppAds(ctx: Ctx, app: AppRecord): void {
  checkAppAdsNow(ctx.db.state.web, app, ctx.now());
}

/** The mock's schedule: a check older than a day (or none yet) is made again when the app is read (lib/appAds.ts). */
export function freshAppAds(ctx: Ctx, app: AppRecord): AppRecord {
  return freshAppAdsAt(ctx.db.state.web, app, ctx.now());
}

/** The statuses a publisher must act on (lib/appAds.ts), and an app's check as the answers carry it. */
export { appAdsFails };
export function appAdsStateOf(app: AppRecord): AppAdsState {
  return appAdsView(app.appAds, app.website, app.publisherId);
}

/**
 * Whether the app's store URL is a Google Play or App Store page the store has no listing for (removed, or never
 * published under it). No store URL ("not published yet") and other stores' pages are not looked up.
 */
export function missingFromStore(ctx: Ctx, app: Pick<AppRecord, 'storeUrl' | 'platform'>): boolean {
  const url = app.storeUrl.trim();
  if (!url || !isStoreHost(url)) return false;
  return lookupStore(ctx.db.state.store, url, app.platform) === null;
}
