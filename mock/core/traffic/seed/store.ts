/**
 * The fake app store (lib/store.ts): a listing for every seed app, plus a few
 * published apps no publisher has added yet, for the store lookup.
 */
import type { StoreRecord } from '../../lib/store';
import { STORE_ICON_PATH } from '../../lib/store';
import type { AppRecord } from '../../state';

const icon = (key: string) => `${STORE_ICON_PATH}?id=${encodeURIComponent(key)}`;

/** Published apps that are in no publisher's list yet (the browser tests add Tide Tracker). */
const NEW_LISTINGS: StoreRecord[] = [
  {
    platform: 'android',
    packageName: 'com.studio.tidetracker',
    storeId: null,
    name: 'Tide Tracker',
    iconUrl: icon('com.studio.tidetracker'),
    category: 'travel',
    developer: 'Studio Example',
  },
  {
    platform: 'ios',
    packageName: 'com.studio.tidetracker',
    storeId: '6450001234',
    name: 'Tide Tracker',
    iconUrl: icon('com.studio.tidetracker.ios'),
    category: 'travel',
    developer: 'Studio Example',
  },
  {
    platform: 'android',
    packageName: 'com.littlesteps.alphabet',
    storeId: null,
    name: 'Little Steps Alphabet',
    iconUrl: icon('com.littlesteps.alphabet'),
    category: 'education',
    developer: 'Little Steps',
  },
];

export function seedStore(apps: AppRecord[]): StoreRecord[] {
  const listed = apps
    .filter((a) => a.storeUrl)
    .map((a): StoreRecord => ({
      platform: a.platform,
      packageName: a.packageName,
      storeId: a.platform === 'ios' ? (/id(\d+)/.exec(a.storeUrl)?.[1] ?? null) : null,
      name: a.name,
      iconUrl: icon(a.packageName),
      category: a.category,
      developer: a.description.replace(/^.* by /, '').replace(/\.$/, ''),
    }));
  return [...listed, ...NEW_LISTINGS];
}
