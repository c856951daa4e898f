/**
 * The traffic area's rules other areas read (the account health list, mock/core/health): when an app's
 * app-ads.txt is checked, and whether its store page is one the store knows.
 */
import type { Ctx } from '../context';
import { APP_ADS_RECHECK_MS, crawl } from '../lib/appAds';
import { isStoreHost, lookupStore } from '../lib/store';
import type { AppRecord } from '../state';

/** Checks the app's app-ads.txt now (lib/appAds.ts); an app without a website stays unchecked. */
export function checkAppAds(ctx: Ctx, app: AppRecord): void {
  if (!app.website) {
    app.appAds = { status: 'unchecked', checkedAt: null };
    return;
  }
  app.appAds = { status: crawl(ctx.db.state.web, app.website, app.publisherId), checkedAt: ctx.now() };
}

/** The mock's schedule: a check older than a day (or none yet) is made again when the app is read. */
export function freshAppAds(ctx: Ctx, app: AppRecord): AppRecord {
  const { checkedAt } = app.appAds;
  if (app.website && (checkedAt === null || ctx.now() - checkedAt > APP_ADS_RECHECK_MS)) checkAppAds(ctx, app);
  return app;
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
