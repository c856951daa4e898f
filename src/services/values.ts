/**
 * Closed value sets of the API contract (docs/api.md), at run time. The
 * console's filters and forms and the mock's validation read the same lists,
 * so a new ad type or category is added in one place.
 */
import type { AdType, AppCategory, GroupByKey, MetricKey } from './typings';

export const AD_TYPES: readonly AdType[] = ['splash', 'banner', 'interstitial', 'native', 'rewarded'];
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
/** Order matters to the mock: its seed assigns categories round-robin from this list. */
export const APP_CATEGORIES: readonly AppCategory[] = [
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

/** The provider's reporting time zone (UTC+8, no DST): report days are calendar days there (docs/api.md, Times). */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';

/** Lists open with 10 rows (SPEC.md section 9). */
export const DEFAULT_PAGE_SIZE = 10;
/** The most rows one list call returns; larger page sizes are clamped by the server. */
export const MAX_PAGE_SIZE = 100;
