/**
 * The app-ads.txt crawler of the mock (an extension, docs/traffic.md). It
 * "fetches" from a small fake web that QA can change (`/__mock/web`), as the
 * provider's crawler fetches from the real one: `<website origin>/app-ads.txt`,
 * following up to 5 redirects, and looks for this provider's line.
 */
import type { AppAdsState, AppAdsStatus } from '../../../src/contract/typings';
import { iso } from './dates';

/** The provider's advertising system domain and certification authority ID in every publisher's line. */
export const APP_ADS_DOMAIN = 'media-console-ssp.example';
export const APP_ADS_CERT_ID = 'c3f2a1b0e9d8c7b6';
/** A check older than this is made again when the app is read (the mock's "schedule"). */
export const APP_ADS_RECHECK_MS = 24 * 60 * 60 * 1000;
const MAX_REDIRECTS = 5;

/** One file of the fake web: a body (200), another status, or a redirect. */
export interface WebFile {
  status: number;
  body?: string;
  location?: string;
}
export type FakeWeb = Record<string, WebFile>;

export interface AppAdsRecord {
  status: AppAdsStatus;
  checkedAt: number | null;
  /** With resellerLine and otherAccount: the file's line to change (publisher input, cut at FOUND_MAX). */
  found?: string;
}

/** The found line's length cap (the contract's AppAdsState.found maxLength). */
const FOUND_MAX = 300;

/** What the crawler saw: a status, and the file's line it is about. */
export interface AppAdsDiagnosis {
  status: AppAdsStatus;
  found?: string;
}

/** The statuses a publisher must act on (the health item, the alert rule, the dashboard's list). */
export function appAdsFails(status: AppAdsStatus): boolean {
  return status !== 'verified' && status !== 'unchecked';
}

export function publisherAccountId(publisherId: number): string {
  return `pub-${String(publisherId).padStart(6, '0')}`;
}

export function appAdsLine(publisherId: number): string {
  return `${APP_ADS_DOMAIN}, ${publisherAccountId(publisherId)}, DIRECT, ${APP_ADS_CERT_ID}`;
}

/** Where the file of a website is: its origin's /app-ads.txt; null for a missing or non-http(s) website. */
export function appAdsUrl(website: string | null): string | null {
  if (!website) return null;
  try {
    const u = new URL(website);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.protocol}//${u.host.toLowerCase()}/app-ads.txt`;
  } catch {
    return null;
  }
}

/** The key of a URL in the fake web: lowercase scheme and host, the path as given. */
export function webKey(url: string): string | null {
  try {
    const u = new URL(url);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname}`;
  } catch {
    return null;
  }
}

/**
 * Reads a file for this provider's lines (issue 52): the publisher's line with DIRECT is `verified`; with RESELLER
 * (any relationship but DIRECT) `resellerLine`; only lines of this domain with other account IDs `otherAccount`; no
 * line of this domain `lineMissing`. Domain and relationship in any case, comments ignored; the line a failing
 * diagnosis is about is kept as written, so the console can show what to change.
 */
export function diagnose(body: string, publisherId: number): AppAdsDiagnosis {
  const account = publisherAccountId(publisherId).toLowerCase();
  let reseller: string | undefined;
  let other: string | undefined;
  for (const raw of body.split(/\r?\n/)) {
    const text = raw.replace(/#.*/, '').trim();
    const fields = text.split(',').map((f) => f.trim().toLowerCase());
    if (fields[0] !== APP_ADS_DOMAIN) continue;
    if (fields[1] === account && fields[2] === 'direct') return { status: 'verified' };
    if (fields[1] === account) reseller ??= text.slice(0, FOUND_MAX);
    else other ??= text.slice(0, FOUND_MAX);
  }
  if (reseller !== undefined) return { status: 'resellerLine', found: reseller };
  if (other !== undefined) return { status: 'otherAccount', found: other };
  return { status: 'lineMissing' };
}

/** Whether a file holds the publisher's line: the domain (any case), the account ID and DIRECT; comments ignored. */
export function hasLine(body: string, publisherId: number): boolean {
  return diagnose(body, publisherId).status === 'verified';
}

/** Fetches the file from the fake web and says what was found. */
export function crawl(web: FakeWeb, website: string | null, publisherId: number): AppAdsDiagnosis {
  let url = appAdsUrl(website);
  for (let hop = 0; url && hop <= MAX_REDIRECTS; hop += 1) {
    const key = webKey(url);
    const file = key ? web[key] : undefined;
    if (!file) return { status: 'notFound' };
    if (file.status >= 300 && file.status < 400 && file.location) {
      url = new URL(file.location, url).href;
      continue;
    }
    if (file.status !== 200) return { status: 'notFound' };
    return diagnose(file.body ?? '', publisherId);
  }
  return { status: 'notFound' };
}

export function appAdsView(record: AppAdsRecord, website: string | null, publisherId: number): AppAdsState {
  return {
    status: record.status,
    checkedAt: record.checkedAt === null ? null : iso(record.checkedAt),
    line: appAdsLine(publisherId),
    fileUrl: appAdsUrl(website),
    ...(record.found !== undefined ? { found: record.found } : {}),
  };
}

/** Checks an app's app-ads.txt now (no website: unchecked), storing the result on the app. */
export function checkAppAdsNow(
  web: FakeWeb,
  app: { website: string | null; publisherId: number; appAds: AppAdsRecord },
  now: number,
): void {
  app.appAds = app.website
    ? { ...crawl(web, app.website, app.publisherId), checkedAt: now }
    : { status: 'unchecked', checkedAt: null };
}

/**
 * The mock's crawler schedule: a check older than a day (or none yet) is made again when the app is read (by a
 * page, or by the alert rules the mock evaluates).
 */
export function freshAppAds<T extends { website: string | null; publisherId: number; appAds: AppAdsRecord }>(
  web: FakeWeb,
  app: T,
  now: number,
): T {
  const { checkedAt } = app.appAds;
  if (app.website && (checkedAt === null || now - checkedAt > APP_ADS_RECHECK_MS)) checkAppAdsNow(web, app, now);
  return app;
}
