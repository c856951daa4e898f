import { queryOptions } from '@tanstack/react-query';
import { call } from '@/services/result';
import type { HealthReport } from '@/contract/typings';

/**
 * Account health (extension, issue 49; docs/health.md): everything that limits serving or payouts today, most
 * important first. HomeView; the server leaves out the kinds whose area the caller may not see and the apps
 * outside its data scope.
 */
export function listHealth(): Promise<HealthReport> {
  return call<HealthReport>('/media/health/list', {});
}

export const healthKeys = {
  all: ['health'] as const,
  list: () => [...healthKeys.all, 'list'] as const,
};

export const healthQuery = () =>
  queryOptions({
    queryKey: healthKeys.list(),
    queryFn: listHealth,
    // Writes of every area change it (an app-ads.txt checked again, a statement confirmed): read it again whenever
    // the page or the dashboard's count is opened.
    staleTime: 0,
  });
