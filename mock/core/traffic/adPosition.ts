/**
 * Ad positions. The per-type rules live in `readAdPositionInput`, shared by
 * create, update and the spreadsheet import, so all three accept the same
 * data.
 */
import { LIMITS } from '../../../src/contract/limits';
import type { AdType, EnabledStatus, FrequencyCap } from '../../../src/contract/typings';
import { type Ctx, type RouteDef, post } from '../context';
import { duplicateError, notFound, validationError } from '../lib/envelope';
import { matchesKeyword, pageQuery, paginate, sortBy } from '../lib/paging';
import { Validator, isHttpUrl, type Body, readId } from '../lib/validate';
import { adPositionOf, unitIdOf } from '../lib/views';
import { recentTraffic } from '../lib/serving';
import { effectiveCodes } from '../lib/permissions';
import { callbackSecretFields, rotateCallbackSecret } from '../lib/rewardCallback';
import type { AdPositionRecord, AppRecord } from '../state';
import type { Db } from '../db';
import {
  AD_POSITION_SORT_FIELDS,
  AD_TYPES,
  BANNER_SIZES,
  ENABLED_STATUSES as STATUSES,
  FREQUENCY_CAP_PERIODS,
  NATIVE_TEMPLATES,
  ORIENTATIONS,
} from '../../../src/contract/values';
import { listEarnings } from './listEarnings';

export type AdPositionFields = Pick<
  AdPositionRecord,
  | 'name'
  | 'bannerSize'
  | 'nativeTemplate'
  | 'rewardName'
  | 'rewardAmount'
  | 'rewardCallbackUrl'
  | 'orientation'
  | 'floorPrice'
  | 'frequencyCap'
  | 'status'
>;

/**
 * Validates the editable fields for an ad position of `adType`. With
 * `existing`, omitted fields keep their value (update); otherwise required
 * fields must be present (create, import). Type-specific fields of other
 * types are ignored and stored as null.
 */
export function readAdPositionInput(v: Validator, adType: AdType, existing?: AdPositionRecord): AdPositionFields {
  const creating = !existing;
  const name = v.str('name', { required: creating, max: LIMITS.adPositionName, visible: true });
  if (!creating && typeof v.body.name === 'string' && !v.body.name.trim()) v.fail('name', 'required');
  const need = (t: AdType) => adType === t && (creating || existing?.adType !== t);
  const bannerSize = adType === 'banner' ? v.oneOf('bannerSize', BANNER_SIZES, need('banner')) : undefined;
  const nativeTemplate = adType === 'native' ? v.oneOf('nativeTemplate', NATIVE_TEMPLATES, need('native')) : undefined;
  const rewardName =
    adType === 'rewarded' ? v.str('rewardName', { required: need('rewarded'), max: LIMITS.rewardName }) : undefined;
  const rewardAmount =
    adType === 'rewarded'
      ? v.num('rewardAmount', { required: need('rewarded'), integer: true, min: 1, max: LIMITS.rewardAmountMax })
      : undefined;
  const rawCallback = v.body.rewardCallbackUrl;
  // An empty string removes the callback (the validator reads "" as absent).
  const callback =
    adType !== 'rewarded'
      ? undefined
      : typeof rawCallback === 'string' && !rawCallback.trim()
        ? ''
        : v.str('rewardCallbackUrl', { max: LIMITS.rewardCallbackUrl });
  if (callback !== undefined && callback.trim() && !isHttpUrl(callback.trim()))
    v.fail('rewardCallbackUrl', 'invalidUrl');
  const orientation = adType === 'splash' ? v.oneOf('orientation', ORIENTATIONS, need('splash')) : undefined;
  const floorPrice = v.num('floorPrice', { required: creating, min: 0, max: LIMITS.floorPriceMax, twoDecimals: true });
  const status = v.oneOf('status', STATUSES);
  let frequencyCap: FrequencyCap | null | undefined;
  const cap = v.body.frequencyCap;
  if (cap === null) frequencyCap = null;
  else if (cap !== undefined) {
    const cv = new Validator(cap && typeof cap === 'object' && !Array.isArray(cap) ? (cap as Body) : {});
    const count = cv.num('count', { required: true, integer: true, min: 1, max: LIMITS.capCountMax });
    const period = cv.oneOf('period', FREQUENCY_CAP_PERIODS, true);
    for (const [k, m] of Object.entries(cv.errors)) v.errors[`frequencyCap.${k}`] = m;
    if (count !== undefined && period !== undefined) frequencyCap = { count, period };
  }
  return {
    name: name ?? existing?.name ?? '',
    bannerSize: adType === 'banner' ? (bannerSize ?? existing?.bannerSize ?? null) : null,
    nativeTemplate: adType === 'native' ? (nativeTemplate ?? existing?.nativeTemplate ?? null) : null,
    rewardName: adType === 'rewarded' ? (rewardName ?? existing?.rewardName ?? null) : null,
    rewardAmount: adType === 'rewarded' ? (rewardAmount ?? existing?.rewardAmount ?? null) : null,
    // Empty removes it; absent keeps it.
    rewardCallbackUrl:
      adType === 'rewarded'
        ? callback !== undefined
          ? callback.trim() || null
          : (existing?.rewardCallbackUrl ?? null)
        : null,
    orientation: adType === 'splash' ? (orientation ?? existing?.orientation ?? null) : null,
    floorPrice: floorPrice !== undefined ? Math.round(floorPrice * 100) / 100 : (existing?.floorPrice ?? 0),
    frequencyCap: frequencyCap !== undefined ? frequencyCap : (existing?.frequencyCap ?? null),
    status: status ?? existing?.status ?? 'enabled',
  };
}

/** Ad positions go only to apps that passed or await review. */
export function checkAppUsable(v: Validator, app: AppRecord): void {
  if (app.reviewStatus === 'rejected' || app.reviewStatus === 'suspended')
    v.fail('appId', 'appNotUsable', { status: app.reviewStatus });
}

export function nameTaken(db: Db, appId: number, name: string, selfId?: number): boolean {
  const n = name.trim().toLowerCase();
  return db.state.adPositions.some((p) => p.appId === appId && p.id !== selfId && p.name.toLowerCase() === n);
}

/** Creates after validation; shared with the import. */
export function insertAdPosition(
  db: Db,
  now: number,
  appId: number,
  adType: AdType,
  f: AdPositionFields,
): AdPositionRecord {
  const rec: AdPositionRecord = {
    id: db.nextId('adPosition'),
    appId,
    adType,
    ...f,
    ...callbackSecretFields(adType),
    createdAt: now,
    updatedAt: now,
  };
  db.addAdPosition(rec);
  return rec;
}

/** Whether the caller manages the positions it can see (AdPosManage; each position is checked against the scope). */
function manages(ctx: Ctx): boolean {
  return effectiveCodes(ctx.me.menuCodes).includes('AdPosManage');
}

/**
 * One position as the API shows it, with its serving status and last 7 days. `reveal`: the answer that made a
 * callback secret (creation, rotation) carries it, to a manager only.
 */
function viewOf(ctx: Ctx, p: AdPositionRecord, reveal = false) {
  return adPositionOf(p, ctx.db, recentTraffic(ctx.s.traffic(), [p.appId]), {
    manage: manages(ctx),
    reveal,
    now: ctx.now(),
  });
}

function positionInScope(ctx: Ctx, id: number): AdPositionRecord {
  const p = ctx.db.adPosition(id);
  if (!p || !ctx.db.scope(ctx.me).has(p.appId)) throw notFound(`ad position ${id}`);
  return p;
}

export const adPositionRoutes: RouteDef[] = [
  post('/media/adPosition/list', {}, (ctx) => {
    const q = pageQuery(ctx.body, AD_POSITION_SORT_FIELDS, {
      sortField: 'createdAt',
      sortOrder: 'descend',
    });
    const b = ctx.body;
    const scope = ctx.db.scope(ctx.me);
    const appId = typeof b.appId === 'number' ? b.appId : undefined;
    const rows = ctx.db.state.adPositions.filter(
      (p) =>
        scope.has(p.appId) &&
        (appId === undefined || p.appId === appId) &&
        (!AD_TYPES.includes(b.adType as AdType) || p.adType === b.adType) &&
        (!STATUSES.includes(b.status as EnabledStatus) || p.status === b.status) &&
        matchesKeyword(b.keyword, p.name, unitIdOf(p)),
    );
    // Issue 52: every row's earnings of the chosen period, so the list sorts by them on the server.
    const earnings = listEarnings(ctx, new Set(rows.map((p) => p.appId)));
    const sorted = sortBy(rows, q, (p, f) =>
      f === 'id'
        ? p.id
        : f === 'name'
          ? p.name
          : f === 'floorPrice'
            ? p.floorPrice
            : f === 'earnings'
              ? earnings.position(p.id).amount
              : p.createdAt,
    );
    const page = paginate(sorted, q);
    const recent = recentTraffic(
      ctx.s.traffic(),
      page.list.map((p) => p.appId),
    );
    const secrets = { manage: manages(ctx), now: ctx.now() };
    return {
      result: {
        ...page,
        list: page.list.map((p) => ({
          ...adPositionOf(p, ctx.db, recent, secrets),
          earnings: earnings.position(p.id),
        })),
      },
    };
  }),
  post('/media/adPosition/get', {}, (ctx) => {
    return { result: viewOf(ctx, positionInScope(ctx, readId(ctx.body))) };
  }),
  post('/media/adPosition/create', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const appId = v.id('appId');
    const adType = v.oneOf('adType', AD_TYPES, true);
    let app: AppRecord | undefined;
    if (appId !== undefined) {
      app = ctx.db.app(appId);
      if (!app || !ctx.db.scope(ctx.me).has(appId)) v.fail('appId', 'notInScope', { ids: appId });
      else checkAppUsable(v, app);
    }
    const fields = readAdPositionInput(v, adType ?? 'banner');
    v.done();
    if (nameTaken(ctx.db, appId as number, fields.name)) throw duplicateError('name', 'adPositionNameTaken');
    const rec = insertAdPosition(ctx.db, ctx.now(), appId as number, adType as AdType, fields);
    // The only answer that carries the new position's callback secret: the console shows it once.
    return { result: viewOf(ctx, rec, true), msg: 'created', changed: true };
  }),
  post('/media/adPosition/update', {}, (ctx) => {
    const p = positionInScope(ctx, readId(ctx.body));
    const v = new Validator(ctx.body);
    // appId and adType are fixed once created (reports are keyed by them).
    if (ctx.body.appId !== undefined && ctx.body.appId !== p.appId) v.fail('appId', 'immutable');
    if (ctx.body.adType !== undefined && ctx.body.adType !== p.adType) v.fail('adType', 'immutable');
    const fields = readAdPositionInput(v, p.adType, p);
    v.done();
    if (nameTaken(ctx.db, p.appId, fields.name, p.id)) throw duplicateError('name', 'adPositionNameTaken');
    Object.assign(p, fields, { updatedAt: ctx.now() });
    return { result: viewOf(ctx, p), msg: 'saved', changed: true };
  }),
  post('/media/adPosition/status', {}, (ctx) => {
    const v = new Validator(ctx.body);
    const id = v.id();
    const status = v.oneOf('status', STATUSES, true);
    v.done();
    const p = positionInScope(ctx, id as number);
    if (status === 'enabled') {
      const app = ctx.db.app(p.appId);
      if (app && app.reviewStatus === 'suspended') throw validationError({ status: { key: 'appSuspended' } });
    }
    p.status = status as EnabledStatus;
    p.updatedAt = ctx.now();
    return { result: viewOf(ctx, p), msg: 'saved', changed: true };
  }),
  // Extension (issue 28): a new callback secret, shown once; the old one signs beside it for the grace.
  post('/media/adPosition/callbackSecret/rotate', {}, (ctx) => {
    const p = positionInScope(ctx, readId(ctx.body));
    if (p.adType !== 'rewarded') throw validationError({ id: { key: 'notRewarded' } });
    const now = ctx.now();
    rotateCallbackSecret(p, now);
    p.updatedAt = now;
    return { result: viewOf(ctx, p, true), msg: 'callbackSecretRotated', changed: true };
  }),
];
