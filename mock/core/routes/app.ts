/**
 * Apps: list, get, create, update, enable/disable, options. New apps start
 * in review (pending); changing the package, platform or store URL of a
 * reviewed app sends it back to review.
 */
import { LIMITS } from '../../../src/services/contract/limits';
import type { App, AppCategory, AppOption, AppReviewStatus, MenuCode, Platform } from '../../../src/services/typings';
import type { Ctx, RouteDef } from '../context';
import {
  APP_CATEGORIES as CATEGORIES,
  APP_REVIEW_STATUSES as REVIEW,
  APP_SORT_FIELDS,
  PLATFORMS,
} from '../../../src/services/values';
import { duplicateError, notFound, validationError } from '../lib/envelope';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { Validator, isHttpUrl } from '../lib/validate';
import { appOf } from '../lib/views';
import type { AppRecord } from '../state';

/** Android: Java package rules (≥ 2 segments, letter first). iOS bundle ID: letters, digits, '-' and '.'. */
const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const IOS_BUNDLE = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Codes whose screens need an app picker. */
const OPTION_CODES: MenuCode[] = [
  'HomeView',
  'AppView',
  'AdPosView',
  'BillReportView',
  'MonthBillReportView',
  'MaterialAuditView',
  'SubAccountView',
];

/** An app in the caller's scope, or 4004 (out-of-scope apps look nonexistent). */
export function appInScope(ctx: Ctx, id: number): AppRecord {
  const app = ctx.db.app(id);
  if (!app || !ctx.db.scope(ctx.me).has(id)) throw notFound(`app ${id}`);
  return app;
}

function view(ctx: Ctx, app: AppRecord): App {
  return appOf(app, ctx.db.state.adPositions.filter((p) => p.appId === app.id).length);
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
  {
    method: 'POST',
    path: '/media/app/list',
    auth: 'token',
    codes: ['AppView'],
    handler: (ctx) => {
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
        .map((a) => appOf(a, counts.get(a.id) ?? 0));
      const sorted = sortBy(rows, q, (a, f) =>
        f === 'id' ? a.id : f === 'name' ? a.name : f === 'createdAt' ? a.createdAt : a.adPositionCount,
      );
      return { result: paginate(sorted, q) };
    },
  },
  {
    method: 'POST',
    path: '/media/app/get',
    auth: 'token',
    codes: ['AppView'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      v.done();
      return { result: view(ctx, appInScope(ctx, id as number)) };
    },
  },
  {
    method: 'POST',
    path: '/media/app/create',
    auth: 'token',
    codes: ['AppManage'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const name = v.str('name', { required: true, max: LIMITS.appName });
      const platform = v.oneOf('platform', PLATFORMS, true);
      const packageName = v.str('packageName', { required: true, max: LIMITS.packageName });
      checkPackage(v, platform, packageName);
      const storeUrl = v.str('storeUrl', { required: true, max: LIMITS.storeUrl });
      if (storeUrl !== undefined && !isHttpUrl(storeUrl)) v.fail('storeUrl', 'invalidUrl');
      const category = v.oneOf('category', CATEGORIES, true);
      const description = v.str('description', { max: LIMITS.description });
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
        storeUrl: storeUrl as string,
        category: category as AppCategory,
        description: description ?? '',
        reviewStatus: 'pending',
        reviewReason: null,
        enabled: true,
        createdAt: now,
        updatedAt: now,
      };
      ctx.db.addApp(app);
      // A sub-account keeps access to the app it created.
      if (me.parentId !== null) me.appIds.push(app.id);
      return { result: view(ctx, app), msg: 'created', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/app/update',
    auth: 'token',
    codes: ['AppManage'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      v.done();
      const app = appInScope(ctx, id as number);
      const name = v.str('name', { max: LIMITS.appName });
      const platform = v.oneOf('platform', PLATFORMS) ?? app.platform;
      const packageName = v.str('packageName', { max: LIMITS.packageName });
      checkPackage(v, platform, packageName ?? app.packageName);
      const storeUrl = v.str('storeUrl', { max: LIMITS.storeUrl });
      if (storeUrl !== undefined && !isHttpUrl(storeUrl)) v.fail('storeUrl', 'invalidUrl');
      const category = v.oneOf('category', CATEGORIES);
      const description = v.str('description', { max: LIMITS.description });
      for (const f of ['name', 'packageName', 'storeUrl'] as const) {
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
      if ((identityChanged && app.reviewStatus === 'approved') || app.reviewStatus === 'rejected') {
        app.reviewStatus = 'pending';
        app.reviewReason = null;
      }
      app.updatedAt = ctx.now();
      return { result: view(ctx, app), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/app/status',
    auth: 'token',
    codes: ['AppManage'],
    handler: (ctx) => {
      const v = new Validator(ctx.body);
      const id = v.num('id', { required: true, integer: true });
      const enabled = v.bool('enabled', true);
      v.done();
      const app = appInScope(ctx, id as number);
      if (enabled && app.reviewStatus === 'suspended') throw validationError({ enabled: { key: 'appSuspended' } });
      app.enabled = enabled as boolean;
      app.updatedAt = ctx.now();
      return { result: view(ctx, app), msg: 'saved', changed: true };
    },
  },
  {
    method: 'POST',
    path: '/media/app/options',
    auth: 'token',
    codes: OPTION_CODES,
    handler: (ctx) => {
      const platform = PLATFORMS.includes(ctx.body.platform as Platform) ? ctx.body.platform : undefined;
      const result: AppOption[] = ctx.db
        .appsInScope(ctx.me)
        .filter((a) => !platform || a.platform === platform)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => ({ value: a.id, label: a.name, platform: a.platform }));
      return { result };
    },
  },
];
