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

// A summary read started at app start, before the page's code has arrived
// (src/app.tsx): the page takes it once, if it is fresh.
let early: { at: number; read: Promise<DashboardSummary> } | undefined;
const EARLY_FOR_MS = 10_000;

export function prefetchDashboardSummary(): void {
  const read = fetchDashboardSummary();
  // Its failure is the page's to show (and the request layer's); never unhandled here.
  read.catch(() => undefined);
  early = { at: Date.now(), read };
}

/** The prefetched summary read when there is a fresh one (taken once), else a new read. */
export function takeDashboardSummary(): Promise<DashboardSummary> {
  const taken = early;
  early = undefined;
  return taken && Date.now() - taken.at < EARLY_FOR_MS ? taken.read : fetchDashboardSummary();
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
