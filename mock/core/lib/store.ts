/**
 * The mock's small fake app store (an extension, docs/traffic.md): the
 * listings a store lookup finds by Google Play / App Store URL or by package /
 * bundle ID, and the rule that a store URL must belong to the app's package.
 * QA changes it under `/__mock/store`.
 */
import { parseStoreUrl, type StoreRef } from '../../../src/contract/storeRef';
import type { AppCategory, Platform, StoreListing } from '../../../src/contract/typings';

/** One listing as the mock keeps it; `storeId` is the App Store's numeric id (iOS only). */
export interface StoreRecord {
  platform: Platform;
  packageName: string;
  storeId: string | null;
  name: string;
  /** An absolute http(s) address, or a path of the mock's own icon route (made absolute per request). */
  iconUrl: string;
  category: AppCategory;
  developer: string;
}

export const STORE_ICON_PATH = '/__mock/store/icon';

/** The canonical store page of a listing. */
export function storeUrlOf(r: Pick<StoreRecord, 'platform' | 'packageName' | 'storeId'>): string {
  return r.platform === 'android'
    ? `https://play.google.com/store/apps/details?id=${r.packageName}`
    : `https://apps.apple.com/app/id${r.storeId ?? ''}`;
}

/** What a store URL names (the contract's rule, shared with the console's form). */
export { parseStoreUrl, type StoreRef };

/** Whether an address is a Google Play or App Store address at all (then it must name an app). */
export function isStoreHost(url: string): boolean {
  try {
    return ['play.google.com', 'apps.apple.com', 'itunes.apple.com'].includes(
      new URL(url.trim()).hostname.toLowerCase(),
    );
  } catch {
    return false;
  }
}

function find(store: StoreRecord[], ref: StoreRef): StoreRecord | undefined {
  return ref.platform === 'android'
    ? store.find((r) => r.platform === 'android' && r.packageName === ref.packageName)
    : store.find((r) => r.platform === 'ios' && r.storeId === ref.storeId);
}

/**
 * Finds a listing by a store URL or a package / bundle ID (with the platform
 * the form has chosen; without one, Android first). Package IDs compare
 * case-insensitively, as the stores refuse two that differ only in case.
 */
export function lookupStore(store: StoreRecord[], query: string, platform?: Platform): StoreRecord | null {
  const q = query.trim();
  const ref = parseStoreUrl(q);
  if (ref) return find(store, ref) ?? null;
  const key = q.toLowerCase();
  const order: Platform[] = platform ? [platform] : ['android', 'ios'];
  for (const p of order) {
    const hit = store.find((r) => r.platform === p && r.packageName.toLowerCase() === key);
    if (hit) return hit;
  }
  return null;
}

export type StoreUrlProblem =
  | { key: 'storeUrlNotStore' }
  | { key: 'storeUrlPlatform' }
  | { key: 'storeUrlMismatch'; params: { found: string; expected: string } };

/**
 * A Google Play or App Store URL must be the page of this very app: same
 * platform, and its listing's package the app's package (an App Store id the
 * store does not know cannot be compared and is accepted). Other http(s)
 * addresses (other stores) are accepted as given; an empty one means "not
 * published yet".
 */
export function storeUrlProblem(
  store: StoreRecord[],
  platform: Platform,
  packageName: string,
  storeUrl: string,
): StoreUrlProblem | null {
  if (!storeUrl.trim() || !isStoreHost(storeUrl)) return null;
  const ref = parseStoreUrl(storeUrl);
  if (!ref) return { key: 'storeUrlNotStore' };
  if (ref.platform !== platform) return { key: 'storeUrlPlatform' };
  if (ref.platform === 'android') {
    return ref.packageName === packageName
      ? null
      : { key: 'storeUrlMismatch', params: { found: ref.packageName, expected: packageName } };
  }
  const listing = find(store, ref);
  // A listing the store does not know (yet) cannot be compared: accepted as given.
  if (!listing) return null;
  return listing.packageName.toLowerCase() === packageName.toLowerCase()
    ? null
    : { key: 'storeUrlMismatch', params: { found: listing.packageName, expected: packageName } };
}

/** An icon path of the mock becomes an absolute address on the caller's origin. */
export function absoluteIcon(iconUrl: string, origin: string): string {
  return iconUrl.startsWith('/') ? `${origin}${iconUrl}` : iconUrl;
}

export function listingOf(r: StoreRecord, origin: string): StoreListing {
  return {
    platform: r.platform,
    packageName: r.packageName,
    storeUrl: storeUrlOf(r),
    name: r.name,
    iconUrl: absoluteIcon(r.iconUrl, origin),
    category: r.category,
    developer: r.developer,
  };
}

const ICON_COLOURS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1'];

/** A small square SVG icon with the app's first letter: the fake store's artwork. */
export function iconSvg(seed: string): string {
  let h = 0;
  for (const ch of seed) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const letter = (/[A-Za-z0-9]/.exec(seed.split('.').pop() ?? '')?.[0] ?? 'A').toUpperCase();
  const fill = ICON_COLOURS[h % ICON_COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="20" fill="${fill}"/><text x="48" y="64" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`;
}
