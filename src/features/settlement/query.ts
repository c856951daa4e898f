/**
 * The report's filters, paging and sorting as URL query values, so a report
 * can be bookmarked or shared and back/forward work. Every value read from
 * the URL is untrusted: whatever does not validate is dropped and the
 * default used instead, so a hand-edited or hostile link never reaches the
 * API as-is.
 */
import { settlementSearch, type SettlementSearch } from '@/paths';
import { BILLING_TIME_ZONE, PAGE_SIZE_OPTIONS } from '@/contract/values';
import { SETTLEMENT_SORTABLE, type SettlementSortField } from '@/features/settlement/api';
import type {
  AdType,
  CompareMode,
  Country,
  GroupByKey,
  MetricKey,
  Platform,
  SettlementParams,
  SortOrder,
} from '@/contract/typings';
import { comparisonRange } from '@/contract/comparePeriod';
import { DEFAULT_CHANGE_METRICS } from '@/contract/change';
import { addDays, checkRange, DEFAULT_PRESET, presetRange } from '@/utils/dateRange';
import { COMPARE_MODES, METRIC_KEYS } from '@/contract/values';
import { AD_TYPES, COUNTRIES, GROUP_BY_KEYS, HOURLY_DAYS, PLATFORMS } from '@/contract/values';

export { AD_TYPES, COUNTRIES, GROUP_BY_KEYS, HOURLY_DAYS, PLATFORMS };
export const DEFAULT_GROUP_BY: GroupByKey[] = ['day'];
/** The change columns a comparison shows unless others are picked (the contract's: the scheduled files read it too). */
export { DEFAULT_CHANGE_METRICS };
/** The headline figure (issue 31): earnings, not gross. */
export const DEFAULT_CHART_METRIC: MetricKey = 'earnings';
export { COMPARE_MODES };
export const PAGE_SIZES = PAGE_SIZE_OPTIONS;
/**
 * A report opens with 50 rows (issue 33: a month by day, or every app, on one page). SPEC.md section 9's
 * "default page size 10" is the lists' general default and fixes no size for this report; the sizes
 * offered are still the contract's PAGE_SIZE_OPTIONS.
 */
export const REPORT_PAGE_SIZE = 50;
/** More ids than this in one link is not a real selection. */
export const MAX_IDS = 200;
const MAX_PAGE = 100_000;

/** A change column's sort (with a comparison): `change.revenue`, `changeRate.ecpm`. */
export type ChangeSortKey = `${'change' | 'changeRate'}.${MetricKey}`;

function changeSort(key: string | null | undefined): { part: 'change' | 'changeRate'; metric: MetricKey } | null {
  const m = /^(change|changeRate)\.(\w+)$/.exec(key ?? '');
  const metric = METRIC_KEYS.find((k) => k === m?.[2]);
  return m && metric ? { part: m[1] as 'change' | 'changeRate', metric } : null;
}

/** Whose days the report counts in: the account's zone (default) or the provider's billing zone. */
export type ReportZone = 'account' | 'billing';

export interface SettlementQuery {
  start: string;
  end: string;
  appIds: number[];
  adPositionIds: number[];
  adTypes: AdType[];
  platforms: Platform[];
  countries: Country[];
  groupBy: GroupByKey[];
  current: number;
  pageSize: number;
  sortField?: SettlementSortField | ChangeSortKey;
  sortOrder?: SortOrder;
  zone: ReportZone;
  /** Compared with another period (issue 17); absent: no comparison. */
  compare?: CompareMode;
  /** The metrics that get change columns (canonical order), with a comparison. */
  changeMetrics: MetricKey[];
  /** The metric of the chart above the table, with a comparison. */
  chartMetric: MetricKey;
}

/** URL parameter names (the address's, src/paths.ts SettlementSearch). */
const P = {
  start: 'start',
  end: 'end',
  apps: 'apps',
  positions: 'positions',
  types: 'types',
  platforms: 'platforms',
  countries: 'countries',
  group: 'group',
  page: 'page',
  size: 'size',
  sort: 'sort',
  order: 'order',
  zone: 'tz',
  compare: 'compare',
  changeMetrics: 'change',
  chartMetric: 'chart',
} as const satisfies Record<string, keyof SettlementSearch>;

export function defaultQuery(today: string): SettlementQuery {
  const { start, end } = presetRange(DEFAULT_PRESET, today);
  return {
    start,
    end,
    appIds: [],
    adPositionIds: [],
    adTypes: [],
    platforms: [],
    countries: [],
    groupBy: [...DEFAULT_GROUP_BY],
    current: 1,
    pageSize: REPORT_PAGE_SIZE,
    zone: 'account',
    changeMetrics: [...DEFAULT_CHANGE_METRICS],
    chartMetric: DEFAULT_CHART_METRIC,
  };
}

/** The IANA zone the query's days are in. */
export function zoneOf(q: Pick<SettlementQuery, 'zone'>, accountZone: string): string {
  return q.zone === 'billing' ? BILLING_TIME_ZONE : accountZone;
}

/** The zone named in a URL, before the period (whose "today" depends on it) is read. */
export function parseZone(search: string | URLSearchParams): ReportZone {
  const sp = typeof search === 'string' ? new URLSearchParams(search) : search;
  return sp.get(P.zone) === 'billing' ? 'billing' : 'account';
}

function list(value: string | null): string[] {
  if (!value || value.length > 4000) return [];
  return value.split(',').map((s) => s.trim());
}

/** Positive whole ids, deduplicated; anything else is dropped. */
export function parseIds(value: string | null): number[] {
  const ids = list(value)
    .filter((s) => /^[1-9]\d{0,9}$/.test(s))
    .map(Number)
    .filter((n) => n <= 2_147_483_647);
  const unique = [...new Set(ids)];
  return unique.length > MAX_IDS ? [] : unique;
}

function parseEnums<T extends string>(value: string | null, allowed: readonly T[]): T[] {
  const picked = new Set(list(value).filter((s): s is T => (allowed as readonly string[]).includes(s)));
  // Canonical order, so equal selections give equal links.
  return allowed.filter((k) => picked.has(k));
}

function parseWhole(value: string | null, min: number, max: number): number | null {
  if (!value || !/^\d{1,6}$/.test(value)) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
}

/**
 * The first day hourly figures exist for, when the period starts earlier
 * (the server keeps hours for the last 30 days of the report's zone), else null.
 */
export function hourProblem(range: { start: string }, today: string): string | null {
  const first = addDays(today, -(HOURLY_DAYS - 1));
  return range.start < first ? first : null;
}

/**
 * Whether a comparison can go with the grouping: hour by hour, the
 * comparison period's hours must be kept too (the server answers 4001 otherwise).
 */
export function compareAllowed(
  q: Pick<SettlementQuery, 'start' | 'end' | 'groupBy'>,
  mode: CompareMode,
  today: string,
): boolean {
  if (!q.groupBy.includes('hour')) return true;
  return hourProblem(comparisonRange({ start: q.start, end: q.end }, mode), today) === null;
}

/** Sort fields that exist in rows of this grouping. */
export function sortableFor(groupBy: readonly GroupByKey[]): SettlementSortField[] {
  const byApp = groupBy.includes('app') || groupBy.includes('adPosition');
  return SETTLEMENT_SORTABLE.filter((f) => {
    if (f === 'date') return groupBy.includes('day') || groupBy.includes('hour');
    if (f === 'appName') return byApp;
    if (f === 'adPositionName') return groupBy.includes('adPosition');
    return true;
  });
}

export function parseQuery(search: string | URLSearchParams, today: string): SettlementQuery {
  const sp = typeof search === 'string' ? new URLSearchParams(search) : search;
  const q = defaultQuery(today);
  q.zone = parseZone(sp);
  const range = { start: sp.get(P.start) ?? '', end: sp.get(P.end) ?? '' };
  if (checkRange(range, today) === null) {
    q.start = range.start;
    q.end = range.end;
  }
  q.appIds = parseIds(sp.get(P.apps));
  q.adPositionIds = parseIds(sp.get(P.positions));
  q.adTypes = parseEnums(sp.get(P.types), AD_TYPES);
  q.platforms = parseEnums(sp.get(P.platforms), PLATFORMS);
  q.countries = parseEnums(sp.get(P.countries), COUNTRIES);
  const group = parseEnums(sp.get(P.group), GROUP_BY_KEYS);
  // An hour replaces the day; hours only for a period the server keeps them for.
  if (group.length && !(group.includes('hour') && hourProblem(q, today)))
    q.groupBy = group.filter((g) => !(g === 'day' && group.includes('hour')));
  const size = parseWhole(sp.get(P.size), 1, 100);
  if (size !== null && (PAGE_SIZES as readonly number[]).includes(size)) q.pageSize = size;
  q.current = parseWhole(sp.get(P.page), 1, MAX_PAGE) ?? 1;
  const compare = sp.get(P.compare);
  const mode = COMPARE_MODES.find((m) => m === compare);
  if (mode && compareAllowed(q, mode, today)) q.compare = mode;
  const picked = parseEnums(sp.get(P.changeMetrics), METRIC_KEYS);
  // "none" keeps an empty pick apart from the default.
  if (picked.length || sp.get(P.changeMetrics) === 'none') q.changeMetrics = picked;
  q.chartMetric = METRIC_KEYS.find((m) => m === sp.get(P.chartMetric)) ?? DEFAULT_CHART_METRIC;
  const sort = sp.get(P.sort);
  const order = sp.get(P.order);
  // A change column sorts only while it is shown.
  const byChange = changeSort(sort);
  const changeShown = !!q.compare && !!byChange && q.changeMetrics.includes(byChange.metric);
  const known = (sortableFor(q.groupBy) as string[]).includes(sort ?? '') || changeShown;
  if (sort && known && (order === 'ascend' || order === 'descend')) {
    q.sortField = sort as SettlementSortField | ChangeSortKey;
    q.sortOrder = order;
  }
  return q;
}

/** The query as the address's parameters; values equal to the defaults are left out except the period. */
export function toUrlParams(q: SettlementQuery): SettlementSearch {
  const group = GROUP_BY_KEYS.filter((g) => q.groupBy.includes(g));
  const picked = METRIC_KEYS.filter((m) => q.changeMetrics.includes(m));
  return {
    start: q.start,
    end: q.end,
    apps: q.appIds,
    positions: q.adPositionIds,
    types: q.adTypes,
    platforms: q.platforms,
    countries: q.countries,
    group: group.join(',') !== DEFAULT_GROUP_BY.join(',') ? group : undefined,
    page: q.current > 1 ? q.current : undefined,
    size: q.pageSize !== REPORT_PAGE_SIZE ? q.pageSize : undefined,
    ...(q.sortField && q.sortOrder ? { sort: q.sortField, order: q.sortOrder } : {}),
    tz: q.zone === 'billing' ? 'billing' : undefined,
    ...(q.compare
      ? {
          compare: q.compare,
          change: picked.join(',') !== DEFAULT_CHANGE_METRICS.join(',') ? (picked.length ? picked : 'none') : undefined,
          chart: q.chartMetric !== DEFAULT_CHART_METRIC ? q.chartMetric : undefined,
        }
      : {}),
  };
}

/** The query as the page's query string (src/paths.ts writes it). */
export function toSearch(q: SettlementQuery): string {
  return settlementSearch(toUrlParams(q));
}

/** The filters of the query as the list/export request, days in the account's zone or the billing zone. */
export function toParams(q: SettlementQuery, accountZone: string): SettlementParams {
  return {
    startDate: q.start,
    endDate: q.end,
    timeZone: zoneOf(q, accountZone),
    appIds: q.appIds,
    adPositionIds: q.adPositionIds,
    adTypes: q.adTypes,
    ...(q.platforms.length ? { platforms: q.platforms } : {}),
    ...(q.countries.length ? { countries: q.countries } : {}),
    groupBy: q.groupBy,
    current: q.current,
    pageSize: q.pageSize,
    ...sortParams(q),
    ...(q.compare ? { compare: q.compare } : {}),
  };
}

/** The sort as the request has it: a change column is its metric with `compareSort`. */
function sortParams(q: SettlementQuery): Pick<SettlementParams, 'sortField' | 'sortOrder' | 'compareSort'> {
  if (!q.sortField || !q.sortOrder) return {};
  const byChange = changeSort(q.sortField);
  if (!byChange) return { sortField: q.sortField as SettlementSortField, sortOrder: q.sortOrder };
  return q.compare ? { sortField: byChange.metric, sortOrder: q.sortOrder, compareSort: byChange.part } : {};
}

/** Keeps only ids the account can see (the API answers 4001 for the others). */
export function restrictIds(ids: number[], allowed: ReadonlySet<number>): number[] {
  return ids.filter((id) => allowed.has(id));
}
