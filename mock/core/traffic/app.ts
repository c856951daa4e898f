/**
 * Apps: list, get, create, update, enable/disable, options. New apps start
 * in review (pending); changing the package, platform or store URL of a
 * reviewed app sends it back to review.
 */
import { LIMITS } from '../../../src/contract/limits';
import type {
  App,
  AppAdsProblem,
  AppAdsStatus,
  AppCategory,
  AppOption,
  AppReviewStatus,
  ContentRating,
  Platform,
  StoreLookupResult,
} from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import {
  APP_CATEGORIES as CATEGORIES,
  APP_REVIEW_STATUSES as REVIEW,
  APP_ADS_STATUSES,
  APP_SORT_FIELDS,
  CONTENT_RATINGS,
  PLATFORMS,
} from '../../../src/contract/values';
import { recentTraffic } from '../lib/serving';
import { listingOf, lookupStore, parseStoreUrl, storeUrlProblem } from '../lib/store';
import { duplicateError, notFound, validationError } from '../lib/envelope';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { Validator, isHttpUrl, readId } from '../lib/validate';
import { appOf } from '../lib/views';
import type { AppRecord } from '../state';
import { listEarnings } from './listEarnings';
import { appAdsFails, checkAppAds, freshAppAds } from './rules';

/** Android: Java package rules (≥ 2 segments, letter first). iOS bundle ID: letters, digits, '-' and '.'. */
const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const IOS_BUNDLE = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** An advertising ID (GAID / IDFA): a UUID. */
const DEVICE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An app in the caller's scope, or 4004 (out-of-scope apps look nonexistent). */
export function appInScope(ctx: Ctx, id: number): AppRecord {
  const app = ctx.db.app(id);
  if (!app || !ctx.db.scope(ctx.me).has(id)) throw notFound(`app ${id}`);
  return app;
}

function view(ctx: Ctx, app: AppRecord): App {
  return appOf(
    app,
    ctx.db.state.adPositions.filter((p) => p.appId === app.id).length,
    recentTraffic(ctx.s.traffic(), [app.id]),
  );
}

/**
 * The optional names of the test devices (issue 33): by device ID (any case), each a device of the new
 * list, trimmed, at most LIMITS.testDeviceName characters; a blank name is no name.
 */
function testDeviceNamesOf(v: Validator, raw: unknown, devices: string[]): Record<string, string> {
  const names: Record<string, string> = {};
  if (raw === undefined || raw === null) return names;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    v.fail('testDeviceNames', 'validation');
    return names;
  }
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const id = key.trim().toLowerCase();
    const field = `testDeviceNames.${key}`;
    if (!devices.includes(id)) v.fail(field, 'validation');
    else if (typeof value !== 'string') v.fail(field, 'mustBeString');
    else if (value.trim().length > LIMITS.testDeviceName) v.fail(field, 'tooLong', { max: LIMITS.testDeviceName });
    else if (value.trim()) names[id] = value.trim();
  }
  return names;
}

/** The website field of a create or update: empty is none; otherwise an http(s) address. */
function websiteOf(v: Validator, body: Record<string, unknown>): string | null | undefined {
  if (typeof body.website === 'string' && !body.website.trim()) return null;
  const website = v.str('website', { max: LIMITS.website });
  if (website === undefined) return undefined;
  if (!website.trim()) return null;
  if (!isHttpUrl(website.trim())) v.fail('website', 'invalidUrl');
  return website.trim();
}

/** A store URL: empty is "not published yet"; otherwise http(s), and a store page must be this app's (lib/store.ts). */
function storeUrlOf(v: Validator, required: boolean): string | undefined {
  const storeUrl = v.str('storeUrl', { max: LIMITS.storeUrl });
  if (storeUrl === undefined) return required ? '' : undefined;
  const url = storeUrl.trim();
  if (url && !isHttpUrl(url)) v.fail('storeUrl', 'invalidUrl');
  return url;
}

function checkStoreUrl(ctx: Ctx, v: Validator, platform: Platform | undefined, pkg: string | undefined, url?: string) {
  if (!platform || !pkg || !url || v.errors.storeUrl || v.errors.packageName) return;
  const problem = storeUrlProblem(ctx.db.state.store, platform, pkg, url);
  if (problem) v.fail('storeUrl', problem.key, 'params' in problem ? problem.params : undefined);
}

/** The store icon: empty is none; otherwise http(s) only (it is shown as an image). */
function iconOf(v: Validator): string | null | undefined {
  const icon = v.str('iconUrl', { max: LIMITS.iconUrl });
  if (icon === undefined) return undefined;
  if (!icon.trim()) return null;
  if (!isHttpUrl(icon.trim())) v.fail('iconUrl', 'invalidUrl');
  return icon.trim();
}

function factsOf(v: Validator): { childDirected?: boolean; contentRating?: ContentRating } {
  return { childDirected: v.bool('childDirected'), contentRating: v.oneOf('contentRating', CONTENT_RATINGS) };
}

/** The caller's origin, for the mock's own icon addresses. */
function originOf(ctx: Ctx): string {
  return `http://${ctx.req.headers.host || 'localhost'}`;
}

function checkPackage(v: Validator, platform: Platform | undefined, pkg: string | undefined): void {
  if (!platform || pkg === undefined) return;
  const ok = platform === 'android' ? ANDROID_PACKAGE.test(pkg) : IOS_BUNDLE.test(pkg);
  if (!ok) v.fail('packageName', platform === 'android' ? 'invalidPackageAndroid' : 'invalidPackageIos');
}

function checkPackageUnique(ctx: Ctx, publisherId: number, pkg: string, platform: Platform, selfId?: number): void {
  const taken = ctx.db.state.apps.some(
    (a) =>
      a.publisherId === publisherId &&
      a.id !== selfId &&
      a.platform === platform &&
      a.packageName.toLowerCase() === pkg.toLowerCase(),
  );
  if (taken) throw duplicateError('packageName', 'packageTaken');
}

export const appRoutes: RouteDef[] = [
  post('/media/app/list', {}, (ctx) => {
    const q = pageQuery(ctx.body, APP_SORT_FIELDS, {
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
    const b = ctx.body;
    const counts = ctx.db.adPositionCounts();
    const rows = ctx.db
      .appsInScope(ctx.me)
      .filter(
        (a) =>
          matchesKeyword(b.keyword, a.name, a.packageName) &&
          (!PLATFORMS.includes(b.platform as Platform) || a.platform === b.platform) &&
          (!REVIEW.includes(b.reviewStatus as AppReviewStatus) || a.reviewStatus === b.reviewStatus) &&
          (!CATEGORIES.includes(b.category as AppCategory) || a.category === b.category) &&
          (typeof b.enabled !== 'boolean' || a.enabled === b.enabled),
      )
      .map((a) => freshAppAds(ctx, a))
      .filter((a) => !APP_ADS_STATUSES.includes(b.appAdsStatus as AppAdsStatus) || a.appAds.status === b.appAdsStatus);
    const recent = recentTraffic(
      ctx.s.traffic(),
      rows.map((a) => a.id),
    );
    // Issue 52: every row's earnings of the chosen period, so the list sorts by them on the server.
    const earnings = listEarnings(
      ctx,
      rows.map((a) => a.id),
    );
    const views = rows.map((a) => ({ ...appOf(a, counts.get(a.id) ?? 0, recent), earnings: earnings.app(a.id) }));
    const sorted = sortBy(views, q, (a, f) =>
      f === 'id'
        ? a.id
        : f === 'name'
          ? a.name
          : f === 'createdAt'
            ? a.createdAt
            : f === 'earnings'
              ? a.earnings.amount
              : a.adPositionCount,
    );
    return { result: paginate(sorted, q) };
  }),
  post('/media/app/get', {}, (ctx) => {
    return { result: view(ctx, freshAppAds(ctx, appInScope(ctx, readId(ctx.body)))) };
  }),
  post('/media/app/appAds/check', {}, (ctx) => {
    const app = appInScope(ctx, readId(ctx.body));
    checkAppAds(ctx, app);
    return { result: view(ctx, app), changed: true };
  }),
  post('/media/app/appAds/problems', {}, (ctx) => {
    const result: AppAdsProblem[] = ctx.db
      .appsInScope(ctx.me)
      .map((a) => freshAppAds(ctx, a))
      .filter((a) => appAdsFails(a.appAds.status))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((a) => ({ id: a.id, name: a.name, status: a.appAds.status }));
    return { result };
  }),
  post('/media/app/store/lookup', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const query = v.str('query', { required: true, max: 500 });
    const platform = v.oneOf('platform', PLATFORMS);
    const q = (query ?? '').trim();
    if (query !== undefined && !q) v.fail('query', 'required');
    else if (q && !parseStoreUrl(q) && !ANDROID_PACKAGE.test(q) && !IOS_BUNDLE.test(q))
      v.fail('query', 'storeQueryInvalid');
    v.done();
    const hit = lookupStore(ctx.db.state.store, q, platform);
    const result: StoreLookupResult = { listing: hit ? listingOf(hit, originOf(ctx)) : null };
    return { result };
  }),
  post('/media/app/testDevices/update', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const list = ctx.body.testDevices;
    if (!Array.isArray(list)) v.fail('testDevices', 'mustBeArray');
    else if (list.length > LIMITS.testDevicesMax) v.fail('testDevices', 'tooMany', { max: LIMITS.testDevicesMax });
    const seen = new Set<string>();
    const devices: string[] = [];
    (Array.isArray(list) ? list : []).forEach((raw, i) => {
      const d = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
      if (!DEVICE_ID.test(d)) v.fail(`testDevices.${i}`, 'invalidDeviceId');
      else if (seen.has(d)) v.fail(`testDevices.${i}`, 'duplicateDeviceId');
      seen.add(d);
      devices.push(d);
    });
    const names = testDeviceNamesOf(v, ctx.body.testDeviceNames, devices);
    v.done();
    const app = appInScope(ctx, id as number);
    app.testDevices = devices;
    app.testDeviceNames = names;
    app.updatedAt = ctx.now();
    return { result: view(ctx, app), msg: 'saved', changed: true };
  }),
  post('/media/app/create', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const name = v.str('name', { required: true, max: LIMITS.appName, visible: true });
    const platform = v.oneOf('platform', PLATFORMS, true);
    const packageName = v.str('packageName', { required: true, max: LIMITS.packageName });
    checkPackage(v, platform, packageName);
    const storeUrl = storeUrlOf(v, true) as string;
    checkStoreUrl(ctx, v, platform, packageName, storeUrl);
    const category = v.oneOf('category', CATEGORIES, true);
    const description = v.str('description', { max: LIMITS.description });
    const website = websiteOf(v, ctx.body);
    const iconUrl = iconOf(v);
    const facts = factsOf(v);
    v.done();
    const me = ctx.me;
    const publisherId = ctx.db.publisherIdOf(me);
    checkPackageUnique(ctx, publisherId, packageName as string, platform as Platform);
    const now = ctx.now();
    const app: AppRecord = {
      id: ctx.db.nextId('app'),
      publisherId,
      name: name as string,
      platform: platform as Platform,
      packageName: packageName as string,
      storeUrl,
      category: category as AppCategory,
      description: description ?? '',
      reviewStatus: 'pending',
      reviewReason: null,
      enabled: true,
      createdAt: now,
      updatedAt: now,
      website: website ?? null,
      appAds: { status: 'unchecked', checkedAt: null },
      iconUrl: iconUrl ?? null,
      childDirected: facts.childDirected ?? false,
      contentRating: facts.contentRating ?? 'everyone',
      testDevices: [],
    };
    checkAppAds(ctx, app);
    ctx.db.addApp(app);
    // A sub-account keeps access to the app it created.
    if (me.parentId !== null) me.appIds.push(app.id);
    return { result: view(ctx, app), msg: 'created', changed: true };
  }),
  post('/media/app/update', {}, (ctx) => {
    const app = appInScope(ctx, readId(ctx.body));
    const v = new Validator(ctx.body);
    const name = v.str('name', { max: LIMITS.appName, visible: true });
    const platform = v.oneOf('platform', PLATFORMS) ?? app.platform;
    const packageName = v.str('packageName', { max: LIMITS.packageName });
    checkPackage(v, platform, packageName ?? app.packageName);
    const storeUrl = storeUrlOf(v, false);
    // The page must match the package the app will have, whichever of the two changed.
    checkStoreUrl(ctx, v, platform, packageName ?? app.packageName, storeUrl ?? app.storeUrl);
    const category = v.oneOf('category', CATEGORIES);
    const description = v.str('description', { max: LIMITS.description });
    const website = websiteOf(v, ctx.body);
    const iconUrl = iconOf(v);
    const facts = factsOf(v);
    for (const f of ['name', 'packageName'] as const) {
      if (typeof ctx.body[f] === 'string' && !String(ctx.body[f]).trim()) v.fail(f, 'required');
    }
    v.done();
    const pkg = packageName ?? app.packageName;
    checkPackageUnique(ctx, app.publisherId, pkg, platform, app.id);
    const identityChanged =
      pkg !== app.packageName || platform !== app.platform || (storeUrl !== undefined && storeUrl !== app.storeUrl);
    if (name !== undefined) app.name = name;
    app.platform = platform;
    app.packageName = pkg;
    if (storeUrl !== undefined) app.storeUrl = storeUrl;
    if (category !== undefined) app.category = category;
    if (description !== undefined) app.description = description;
    if (iconUrl !== undefined) app.iconUrl = iconUrl;
    if (facts.childDirected !== undefined) app.childDirected = facts.childDirected;
    if (facts.contentRating !== undefined) app.contentRating = facts.contentRating;
    if (website !== undefined && website !== app.website) {
      app.website = website;
      checkAppAds(ctx, app);
    }
    if ((identityChanged && app.reviewStatus === 'approved') || app.reviewStatus === 'rejected') {
      app.reviewStatus = 'pending';
      app.reviewReason = null;
    }
    app.updatedAt = ctx.now();
    return { result: view(ctx, app), msg: 'saved', changed: true };
  }),
  post('/media/app/status', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const enabled = v.bool('enabled', true);
    v.done();
    const app = appInScope(ctx, id as number);
    if (enabled && app.reviewStatus === 'suspended') throw validationError({ enabled: { key: 'appSuspended' } });
    app.enabled = enabled as boolean;
    app.updatedAt = ctx.now();
    return { result: view(ctx, app), msg: 'saved', changed: true };
  }),
  post('/media/app/options', {}, (ctx) => {
    const platform = PLATFORMS.includes(ctx.body.platform as Platform) ? ctx.body.platform : undefined;
    const result: AppOption[] = ctx.db
      .appsInScope(ctx.me)
      .filter((a) => !platform || a.platform === platform)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((a) => ({ value: a.id, label: a.name, platform: a.platform }));
    return { result };
  }),
];
