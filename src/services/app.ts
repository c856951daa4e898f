import { queryOptions } from '@tanstack/react-query';
import { call, callOrMissing } from './result';
import type {
  App,
  AppAdsProblem,
  AppCreateParams,
  AppListParams,
  AppOption,
  AppStatusParams,
  AppUpdateParams,
  PageResult,
  Platform,
  StoreLookupResult,
  TestDevicesParams,
} from '@/contract/typings';

/** Apps of the caller's data scope (docs/api.md, Apps). */
export function listApps(params: AppListParams): Promise<PageResult<App>> {
  return call<PageResult<App>>('/media/app/list', params);
}

/**
 * One app, or null when it does not exist or lies outside the caller's scope
 * (4004): for lookups by an ID the user typed, where "no such app" is an answer.
 */
export function findApp(id: number): Promise<App | null> {
  return callOrMissing<App>('/media/app/get', { id });
}

export function createApp(params: AppCreateParams): Promise<App> {
  return call<App>('/media/app/create', params);
}

export function updateApp(params: AppUpdateParams): Promise<App> {
  return call<App>('/media/app/update', params);
}

export function setAppEnabled(params: AppStatusParams): Promise<App> {
  return call<App>('/media/app/status', params);
}

/** Checks the app's app-ads.txt now (extension); answers the app with its new state. */
export function checkAppAds(id: number): Promise<App> {
  return call<App>('/media/app/appAds/check', { id });
}

/** Apps in scope whose app-ads.txt lacks this provider's line or is not found (extension). */
export function appAdsProblems(): Promise<AppAdsProblem[]> {
  return call<AppAdsProblem[]>('/media/app/appAds/problems', {});
}

/** Sets an app's test devices (the whole list; extension); answers the app. */
export function updateTestDevices(params: TestDevicesParams): Promise<App> {
  return call<App>('/media/app/testDevices/update', params);
}

/**
 * Looks an app up in the store by store URL or package / bundle ID
 * (extension). `listing: null` means the store has no such app; a query that
 * is neither is refused (4001 `errors.query`), which the form shows under the
 * lookup box: no toast (noMsg).
 */
export function lookupStore(query: string, platform?: Platform): Promise<StoreLookupResult> {
  return call<StoreLookupResult>(
    '/media/app/store/lookup',
    { query, ...(platform ? { platform } : {}) },
    { noMsg: true },
  );
}

/**
 * App picker entries in scope, sorted by name: the one reader of
 * `/media/app/options`, for every page's app filter or picker.
 */
export function appOptions(platform?: Platform): Promise<AppOption[]> {
  return call<AppOption[]>('/media/app/options', platform ? { platform } : {});
}

export const appKeys = {
  all: ['app'] as const,
  lists: () => [...appKeys.all, 'list'] as const,
  detail: (id: number) => [...appKeys.all, 'detail', id] as const,
  options: (platform?: Platform) => [...appKeys.all, 'options', platform ?? 'all'] as const,
  appAdsProblems: () => [...appKeys.all, 'appAdsProblems'] as const,
};

export const appAdsProblemsQuery = () => queryOptions({ queryKey: appKeys.appAdsProblems(), queryFn: appAdsProblems });

/** The apps in scope for a picker; a new, renamed or removed app invalidates `appKeys.all`. */
export const appOptionsQuery = (platform?: Platform) =>
  queryOptions({ queryKey: appKeys.options(platform), queryFn: () => appOptions(platform) });

/** One app by id, null when missing (see findApp). */
export const appQuery = (id: number) => queryOptions({ queryKey: appKeys.detail(id), queryFn: () => findApp(id) });
