// The dashboard area's calls, query keys and options (docs/dashboard.md): the home page's figures.
// The one module of the area that reaches the provider; app start prefetches its summary (src/app.tsx).
import { queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type {
  DashboardChanges,
  DashboardSeries,
  DashboardSeriesParams,
  DashboardSummary,
  DashboardTop,
  DashboardTopParams,
} from '@/contract/typings';

/** Dashboard reads (docs/api.md "Dashboard"); the data scope of the signed-in account applies. */

export type DashboardPeriodKey = NonNullable<DashboardTopParams['period']>;
export type TrendDays = DashboardSeriesParams['days'];

/** KPIs of the four periods (days in the zone), each with the period it is compared with. */
export function fetchDashboardSummary(timeZone?: string): Promise<DashboardSummary> {
  return call<DashboardSummary>('/media/dashboard/summary', timeZone ? { timeZone } : {});
}

/** One point per day, oldest first; days without traffic are zero. */
export function fetchDashboardSeries(days: TrendDays, timeZone?: string): Promise<DashboardSeries> {
  return call<DashboardSeries>('/media/dashboard/series', timeZone ? { days, timeZone } : { days });
}

/** Apps and ad positions of a period, highest revenue first. */
export function fetchDashboardTop(params: DashboardTopParams): Promise<DashboardTop> {
  return call<DashboardTop>('/media/dashboard/top', params);
}

/** "What changed" (issue 49): yesterday and today so far against a week before, explained (docs/insights.md). */
export function fetchDashboardChanges(timeZone?: string): Promise<DashboardChanges> {
  return call<DashboardChanges>('/media/dashboard/changes', timeZone ? { timeZone } : {});
}

// ---------------------------------------------------------------- queries

/** The home page's figures are "today so far": fresh for 10 s, so a read from app start is used, an old one not. */
export const DASHBOARD_FRESH_MS = 10_000;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  // Without a zone: the prefix of every zone's summary.
  summary: (timeZone?: string) =>
    timeZone ? ([...dashboardKeys.all, 'summary', timeZone] as const) : ([...dashboardKeys.all, 'summary'] as const),
  series: (days: TrendDays, timeZone?: string) => [...dashboardKeys.all, 'series', days, timeZone] as const,
  top: (params: DashboardTopParams) => [...dashboardKeys.all, 'top', params] as const,
  changes: (timeZone?: string) => [...dashboardKeys.all, 'changes', timeZone] as const,
};

/**
 * Also prefetched at app start on the home page (src/app.tsx). Days are in
 * the zone given (the console passes the account's), else the server's
 * idea of the account's zone.
 */
export const dashboardSummaryQuery = (timeZone?: string) =>
  queryOptions({
    queryKey: dashboardKeys.summary(timeZone),
    queryFn: () => fetchDashboardSummary(timeZone),
    staleTime: DASHBOARD_FRESH_MS,
    // A summary read that failed at app start (the prefetch) is the page's failure: it shows the error
    // state with its retry button, as any failed read, rather than asking again unseen on mount.
    retryOnMount: false,
  });

export const dashboardSeriesQuery = (days: TrendDays, timeZone?: string) =>
  queryOptions({
    queryKey: dashboardKeys.series(days, timeZone),
    queryFn: () => fetchDashboardSeries(days, timeZone),
    staleTime: DASHBOARD_FRESH_MS,
  });

// The zone is one of the params, so part of the key: the same period is other days in another zone.
export const dashboardTopQuery = (params: DashboardTopParams) =>
  queryOptions({
    queryKey: dashboardKeys.top(params),
    queryFn: () => fetchDashboardTop(params),
    staleTime: DASHBOARD_FRESH_MS,
  });

export const dashboardChangesQuery = (timeZone?: string) =>
  queryOptions({
    queryKey: dashboardKeys.changes(timeZone),
    queryFn: () => fetchDashboardChanges(timeZone),
    staleTime: DASHBOARD_FRESH_MS,
  });
