import { AD_TYPES } from '@/features/traffic/constants';
import { parseId } from '@/features/traffic/rules';
import type { AdPosition, EarningsPeriod } from '@/contract/typings';
import { readEarningsPeriod } from '@/features/traffic/earningsPeriod';
import { PAGE_SIZE_OPTIONS } from '@/contract/values';

/**
 * The list's filters and page in the address (`?keyword=…&adType=banner&current=2`),
 * so that coming back from an edit, a reload or the back button shows the
 * same list. The address is user input: each value is checked, the rest dropped.
 */
export interface ListSearch {
  keyword?: string;
  appId?: number;
  adType?: AdPosition['adType'];
  status?: AdPosition['status'];
  /** Issue 52: the earnings column's period (`?earnings=`), the default left out. */
  earnings?: EarningsPeriod;
  current?: number;
  pageSize?: number;
}

export const PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS;
const STATUSES: readonly string[] = ['enabled', 'disabled'];

export function readListSearch(query: URLSearchParams): ListSearch {
  const out: ListSearch = {};
  const keyword = query.get('keyword')?.trim().slice(0, 80);
  if (keyword) out.keyword = keyword;
  const appId = parseId(query.get('appId'));
  if (appId) out.appId = appId;
  const adType = query.get('adType');
  if (adType && (AD_TYPES as readonly string[]).includes(adType)) out.adType = adType as AdPosition['adType'];
  const status = query.get('status');
  if (status && STATUSES.includes(status)) out.status = status as AdPosition['status'];
  const earnings = readEarningsPeriod(query.get('earnings'));
  if (earnings) out.earnings = earnings;
  const current = Number(query.get('current'));
  if (Number.isInteger(current) && current > 1 && current <= 10_000) out.current = current;
  const pageSize = Number(query.get('pageSize'));
  if (PAGE_SIZES.includes(pageSize) && pageSize !== PAGE_SIZES[0]) out.pageSize = pageSize;
  return out;
}

/** The query string of `s` (empty, or starting with `?`), defaults left out. */
export function writeListSearch(s: ListSearch): string {
  const q = new URLSearchParams();
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.appId) q.set('appId', String(s.appId));
  if (s.adType) q.set('adType', s.adType);
  if (s.status) q.set('status', s.status);
  const earnings = readEarningsPeriod(s.earnings ?? null);
  if (earnings) q.set('earnings', earnings);
  if (s.current && s.current > 1) q.set('current', String(s.current));
  if (s.pageSize && s.pageSize !== PAGE_SIZES[0]) q.set('pageSize', String(s.pageSize));
  const text = q.toString();
  return text ? `?${text}` : '';
}
