import { post } from '@/request';
import type {
  DashboardSeries,
  DashboardSeriesParams,
  DashboardSummary,
  DashboardTop,
  DashboardTopParams,
} from './typings';

/** Dashboard reads (docs/api.md "Dashboard"); the data scope of the signed-in account applies. */

export type DashboardPeriodKey = NonNullable<DashboardTopParams['period']>;
export type TrendDays = DashboardSeriesParams['days'];

/** KPIs of the four periods, each with the period it is compared with. */
export async function fetchDashboardSummary(): Promise<DashboardSummary> {
  const env = await post<DashboardSummary>('/media/dashboard/summary', {});
  return must(env.result);
}

/** One point per day, oldest first; days without traffic are zero. */
export async function fetchDashboardSeries(days: TrendDays): Promise<DashboardSeries> {
  const env = await post<DashboardSeries>('/media/dashboard/series', { days });
  return must(env.result);
}

/** Apps and ad positions of a period, highest revenue first. */
export async function fetchDashboardTop(params: DashboardTopParams): Promise<DashboardTop> {
  const env = await post<DashboardTop>('/media/dashboard/top', params);
  return must(env.result);
}

/** A success without a result would break the page: treat it as a failure (shown as the error state). */
function must<T>(result: T | null | undefined): T {
  if (result === null || result === undefined) throw new Error('empty result');
  return result;
}
