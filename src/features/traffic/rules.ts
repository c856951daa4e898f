/**
 * Plain checks behind the app and ad-position forms, the same rules the
 * server applies (docs/api.md). Kept free of React so they are unit-tested
 * directly.
 */
import { parseStoreUrl } from '@/contract/storeRef';
import type { Platform } from '@/contract/typings';
import { safeHttpUrl } from '@/utils/url';

const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;
const IOS_BUNDLE = /^[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/;

/** Android package name (Java rules) or iOS bundle ID, by platform. */
export function isValidPackage(platform: Platform | undefined, value: string): boolean {
  if (platform === 'ios') return IOS_BUNDLE.test(value);
  return ANDROID_PACKAGE.test(value);
}

/** Only absolute http(s) addresses are store URLs; javascript:, data: and the rest are refused. */
export function isHttpUrl(value: string): boolean {
  return safeHttpUrl(value) !== null && /^https?:\/\//i.test(value.trim());
}

/** A money amount with at most two decimals (0.1 + 0.2 style float noise tolerated). */
export function hasAtMostTwoDecimals(n: number): boolean {
  if (!Number.isFinite(n)) return false;
  const cents = n * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export function isWholeNumber(n: number): boolean {
  return Number.isInteger(n);
}

/** A positive whole ID from text (query string, search box), or null. */
export function parseId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string' || !/^\s*\d{1,15}\s*$/.test(value)) return null;
  const n = Number(value.trim());
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/**
 * What the form can tell about a store address before asking the server:
 * a page of the other platform, or a Google Play page of another package.
 * (An App Store page names no bundle ID: the server compares it with the
 * store's listing.)
 */
export function storeUrlMismatch(
  platform: Platform | undefined,
  packageName: string | undefined,
  url: string,
): { kind: 'platform' } | { kind: 'package'; found: string } | null {
  const ref = parseStoreUrl(url);
  if (!ref || !platform) return null;
  if (ref.platform !== platform) return { kind: 'platform' };
  const pkg = packageName?.trim();
  if (ref.platform === 'android' && pkg && ref.packageName !== pkg) return { kind: 'package', found: ref.packageName };
  return null;
}

/** An advertising ID (Android GAID or iOS IDFA): a UUID, 8-4-4-4-12 hex digits. */
export function isDeviceId(value: string): boolean {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value.trim());
}
