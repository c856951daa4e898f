/**
 * The activity log's query lives in the address (`?person=&kinds=&start=&end=&current=&size=&order=`), so a view
 * can be linked, reloaded and kept through a forced sign-in. The address is hostile: anything that is not a
 * positive id, a known kind, a real day or an offered page size is dropped, never sent.
 */
import type { ActivityKind, ActivityListParams, SortOrder } from '@/contract/typings';
import { ACTIVITY_KINDS, DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@/contract/values';
import { addDays, dayStartIn, isDateString } from '@/utils/dateRange';

export const PAGE_SIZES = PAGE_SIZE_OPTIONS;

export interface ActivityQuery {
  person?: number;
  kinds: ActivityKind[];
  /** Calendar days in the account's zone, both ends included; both or neither. */
  start?: string;
  end?: string;
  current: number;
  pageSize: number;
  /** By time: newest first unless asked. */
  order: SortOrder;
}

export const EMPTY_QUERY: ActivityQuery = { kinds: [], current: 1, pageSize: DEFAULT_PAGE_SIZE, order: 'descend' };

function positiveInt(v: string | null, max: number): number | undefined {
  if (!v || !/^\d{1,9}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= max ? n : undefined;
}

export function parseQuery(params: URLSearchParams): ActivityQuery {
  const kinds = (params.get('kinds') ?? '')
    .split(',')
    .filter((k): k is ActivityKind => (ACTIVITY_KINDS as readonly string[]).includes(k));
  const start = params.get('start');
  const end = params.get('end');
  const period = isDateString(start) && isDateString(end) && start <= end ? { start, end } : {};
  const size = positiveInt(params.get('size'), 100);
  return {
    person: positiveInt(params.get('person'), 2_000_000_000),
    kinds: [...new Set(kinds)],
    ...period,
    current: positiveInt(params.get('current'), 100_000) ?? 1,
    pageSize: size && (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    order: params.get('order') === 'ascend' ? 'ascend' : 'descend',
  };
}

/** The address's query: defaults left out, so the plain page has a plain address. */
export function toSearch(q: ActivityQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (q.person) out.person = String(q.person);
  if (q.kinds.length) out.kinds = q.kinds.join(',');
  if (q.start && q.end) {
    out.start = q.start;
    out.end = q.end;
  }
  if (q.current > 1) out.current = String(q.current);
  if (q.pageSize !== DEFAULT_PAGE_SIZE) out.size = String(q.pageSize);
  if (q.order === 'ascend') out.order = 'ascend';
  return out;
}

/** The filters of the list call (no paging): the period's days become instants in the account's zone. */
export function toFilters(q: ActivityQuery, timeZone: string): Omit<ActivityListParams, 'current' | 'pageSize'> {
  return {
    accountId: q.person,
    kinds: q.kinds.length ? q.kinds : undefined,
    from: q.start ? dayStartIn(timeZone, q.start) : undefined,
    to: q.end ? dayStartIn(timeZone, addDays(q.end, 1)) : undefined,
    sortField: 'at',
    sortOrder: q.order,
  };
}

export function toParams(q: ActivityQuery, timeZone: string): ActivityListParams {
  return { ...toFilters(q, timeZone), current: q.current, pageSize: q.pageSize };
}

/** Filters in use (the page's "no match" state and the reset button's count). */
export function filterCount(q: ActivityQuery): number {
  return (q.person ? 1 : 0) + (q.kinds.length ? 1 : 0) + (q.start ? 1 : 0);
}
