/** Closed value sets used by more than one area. */
import type { AdType, AppCategory, GroupByKey, MetricKey, Platform } from '../../../src/services/typings';

export const AD_TYPES_LIST: readonly AdType[] = ['splash', 'banner', 'interstitial', 'native', 'rewarded'];
export const GROUP_BY_KEYS: readonly GroupByKey[] = ['day', 'app', 'adPosition'];
export const METRIC_KEYS: readonly MetricKey[] = [
  'requests',
  'fills',
  'fillRate',
  'impressions',
  'showRate',
  'clicks',
  'ctr',
  'ecpm',
  'revenue',
];

export const PLATFORMS: readonly Platform[] = ['ios', 'android'];
/** Order matters: the seed assigns categories round-robin from this list. */
export const CATEGORIES: readonly AppCategory[] = [
  'games',
  'social',
  'tools',
  'news',
  'video',
  'music',
  'shopping',
  'education',
  'health',
  'finance',
  'travel',
  'lifestyle',
];
