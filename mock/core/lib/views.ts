/** Record → API object conversions shared by several areas. */
import type { AccountInfo, AdPosition, App, MenuEntry, SubAccount, UserInfo } from '../../../src/contract/typings';
import type { Db } from '../db';
import type { AccountRecord, AdPositionRecord, AppRecord } from '../state';
import type { Lang } from '../types';
import { appAdsView } from './appAds';
import { callbackGraceSecret } from './rewardCallback';
import { recentOf, servingOfApp, servingOfPosition, type Recent } from './serving';
import { iso } from './dates';
import { t } from './i18n';
import { CODE_PATHS, effectiveCodes } from './permissions';

export function userInfoOf(a: AccountRecord): UserInfo {
  return {
    account_name: a.account_name,
    access: a.access,
    accountId: a.id,
    parentId: a.parentId,
    name: a.name,
    timeZone: a.timeZone,
  };
}

export function accountInfoOf(a: AccountRecord): AccountInfo {
  return {
    accountId: a.id,
    account_name: a.account_name,
    access: a.access,
    parentId: a.parentId,
    name: a.name,
    contact: a.contact,
    email: a.email,
    phone: a.phone,
    company: a.company,
    currency: a.currency,
    timeZone: a.timeZone,
    createdAt: iso(a.createdAt),
    menuCodes: effectiveCodes(a.menuCodes),
  };
}

export function menuOf(a: AccountRecord, lang: Lang): MenuEntry[] {
  return effectiveCodes(a.menuCodes).map((code) => ({ code, name: t(lang, `menu.${code}`), path: CODE_PATHS[code] }));
}

export function subAccountOf(a: AccountRecord, db: Db): SubAccount {
  const apps = a.appIds.map((id) => db.app(id)).filter((x): x is AppRecord => !!x);
  return {
    id: a.id,
    account_name: a.account_name,
    name: a.name,
    email: a.email,
    phone: a.phone,
    remark: a.remark,
    status: a.status,
    menuCodes: effectiveCodes(a.menuCodes),
    appIds: apps.map((x) => x.id),
    appNames: apps.map((x) => x.name),
    createdAt: iso(a.createdAt),
    lastLoginAt: a.lastLoginAt === null ? null : iso(a.lastLoginAt),
    mustChangePassword: !!a.mustChangePassword,
    allApps: !!a.allApps,
  };
}

/** `recent`: the last 7 days' traffic (lib/serving.ts recentTraffic), for the serving status. */
export function appOf(a: AppRecord, adPositionCount: number, recent: Recent): App {
  return {
    id: a.id,
    publisherId: a.publisherId,
    name: a.name,
    platform: a.platform,
    packageName: a.packageName,
    storeUrl: a.storeUrl,
    category: a.category,
    description: a.description,
    reviewStatus: a.reviewStatus,
    reviewReason: a.reviewReason,
    enabled: a.enabled,
    adPositionCount,
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
    website: a.website,
    appAds: appAdsView(a.appAds, a.website, a.publisherId),
    iconUrl: a.iconUrl,
    childDirected: a.childDirected,
    contentRating: a.contentRating,
    serving: servingOfApp(a, recent.app(a.id)?.requests ?? 0),
    testDevices: [...a.testDevices],
    testDeviceNames: Object.fromEntries(
      a.testDevices.filter((d) => a.testDeviceNames?.[d]).map((d) => [d, a.testDeviceNames![d]]),
    ),
  };
}

/** The ad unit ID the SDK is given for a position. */
export function unitIdOf(p: Pick<AdPositionRecord, 'appId' | 'id'>): string {
  return `mc-${p.appId}-${p.id}`;
}

/**
 * What of a rewarded position's callback secret an answer may carry (issue 28): `manage` (the caller holds
 * AdPosManage and the position is in its scope) gets the last four characters and the grace of the old one;
 * `reveal` (the creation's or rotation's answer to a manager) the secret itself. Anyone else: nothing.
 */
export interface SecretAccess {
  manage: boolean;
  reveal?: boolean;
  now: number;
}

export function adPositionOf(p: AdPositionRecord, db: Db, recent: Recent, secrets: SecretAccess): AdPosition {
  const app = db.app(p.appId);
  const traffic = recent.position(p.id);
  const secret = p.adType === 'rewarded' && secrets.manage ? p.callbackSecret : null;
  const previous = secret ? callbackGraceSecret(p, secrets.now) : null;
  return {
    id: p.id,
    appId: p.appId,
    appName: app?.name ?? '',
    platform: app?.platform ?? 'android',
    unitId: unitIdOf(p),
    name: p.name,
    adType: p.adType,
    bannerSize: p.bannerSize,
    nativeTemplate: p.nativeTemplate,
    rewardName: p.rewardName,
    rewardAmount: p.rewardAmount,
    rewardCallbackUrl: p.adType === 'rewarded' ? p.rewardCallbackUrl : null,
    rewardCallbackSecret: secret && secrets.reveal ? secret : null,
    rewardCallbackSecretHint: secret ? secret.slice(-4) : null,
    rewardCallbackPreviousExpiresAt: previous && p.callbackPreviousExpiresAt ? iso(p.callbackPreviousExpiresAt) : null,
    orientation: p.orientation,
    floorPrice: p.floorPrice,
    frequencyCap: p.frequencyCap,
    status: p.status,
    appReviewStatus: app?.reviewStatus ?? 'pending',
    appEnabled: app?.enabled ?? false,
    serving: app
      ? servingOfPosition(p, app, traffic?.requests ?? 0)
      : { status: 'notServing', blockers: ['appDisabled'], warnings: [], reason: null },
    recent: recentOf(traffic),
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}
