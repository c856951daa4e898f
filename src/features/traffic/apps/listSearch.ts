import { APP_CATEGORIES, PLATFORMS, REVIEW_STATUSES } from '@/features/traffic/constants';
import { parseId } from '@/features/traffic/rules';
import type { App, EarningsPeriod } from '@/contract/typings';
import { readEarningsPeriod } from '@/features/traffic/earningsPeriod';
import { APP_ADS_STATUSES, PAGE_SIZE_OPTIONS } from '@/contract/values';

/**
 * The apps list's filters and page in the address (`?platform=ios&appAdsStatus=lineMissing&current=2`), as
 * the ad-positions list keeps its own (adPositions/listSearch.ts): a reload, the back button or a shared link
 * shows the same list. The address is user input: each value is checked, the rest dropped.
 */
export interface AppListSearch {
  id?: number;
  keyword?: string;
  platform?: App['platform'];
  category?: App['category'];
  reviewStatus?: App['reviewStatus'];
  appAdsStatus?: App['appAds']['status'];
  enabled?: 'true' | 'false';
  /** Issue 52: the earnings column's period (`?earnings=`), the default left out. */
  earnings?: EarningsPeriod;
  current?: number;
  pageSize?: number;
}

const PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

export function readAppListSearch(query: URLSearchParams): AppListSearch {
  const out: AppListSearch = {
    id: parseId(query.get('id')) ?? undefined,
    keyword: query.get('keyword')?.trim().slice(0, 150) || undefined,
    platform: oneOf(PLATFORMS, query.get('platform')),
    category: oneOf(APP_CATEGORIES, query.get('category')),
    reviewStatus: oneOf(REVIEW_STATUSES, query.get('reviewStatus')),
    appAdsStatus: oneOf(APP_ADS_STATUSES, query.get('appAdsStatus')),
    enabled: oneOf(['true', 'false'] as const, query.get('enabled')),
    earnings: readEarningsPeriod(query.get('earnings')),
  };
  const current = Number(query.get('current'));
  if (Number.isInteger(current) && current > 1 && current <= 10_000) out.current = current;
  const pageSize = Number(query.get('pageSize'));
  if (PAGE_SIZES.includes(pageSize) && pageSize !== PAGE_SIZES[0]) out.pageSize = pageSize;
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined)) as AppListSearch;
}

/** The query string of `s` (empty, or starting with `?`), defaults left out. */
export function writeAppListSearch(s: AppListSearch): string {
  const q = new URLSearchParams();
  for (const key of ['id', 'keyword', 'platform', 'category', 'reviewStatus', 'appAdsStatus', 'enabled'] as const) {
    const value = s[key];
    if (value !== undefined && value !== '') q.set(key, String(value));
  }
  const earnings = readEarningsPeriod(s.earnings ?? null);
  if (earnings) q.set('earnings', earnings);
  if (s.current && s.current > 1) q.set('current', String(s.current));
  if (s.pageSize && s.pageSize !== PAGE_SIZES[0]) q.set('pageSize', String(s.pageSize));
  const text = q.toString();
  return text ? `?${text}` : '';
}

/** The filters that sit behind "More filters": how many of them are set. */
export function moreFilterCount(s: AppListSearch): number {
  return [s.platform, s.category, s.reviewStatus, s.appAdsStatus, s.enabled].filter((v) => v !== undefined).length;
}
