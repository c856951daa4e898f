// The traffic area's calls, query keys and options: apps, ad positions and the ad position
// spreadsheet import (docs/traffic.md). The one module of the area that reaches the provider.
import { queryOptions } from '@tanstack/react-query';
import { request, type CallOptions, type Envelope } from '@/request';
import { call, callOrMissing, resultOf } from '@/services/result';
import type {
  AdPosition,
  AdPositionCreateParams,
  AdPositionListParams,
  AdPositionStatusParams,
  AdPositionUpdateParams,
  App,
  AppAdsProblem,
  AppCreateParams,
  AppListParams,
  AppOption,
  AppStatusParams,
  AppUpdateParams,
  ImportResult,
  PageResult,
  Platform,
  StoreLookupResult,
  TestDevicesParams,
} from '@/contract/typings';

// Apps
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

// Ad positions

/** Ad positions of the caller's data scope (docs/api.md, Ad positions). */
export function listAdPositions(params: AdPositionListParams): Promise<PageResult<AdPosition>> {
  return call<PageResult<AdPosition>>('/media/adPosition/list', params);
}

/** Creating shows its result page (the IDs to integrate), which says it is done: no toast as well. */
export function createAdPosition(params: AdPositionCreateParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/create', params, { noSuccessMsg: true });
}

export function updateAdPosition(params: AdPositionUpdateParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/update', params);
}

export function setAdPositionStatus(params: AdPositionStatusParams): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/status', params);
}

/** One ad position, or null when it does not exist or lies outside the caller's scope (4004). */
export function findAdPosition(id: number): Promise<AdPosition | null> {
  return callOrMissing<AdPosition>('/media/adPosition/get', { id });
}

export const adPositionKeys = {
  all: ['adPosition'] as const,
  lists: () => [...adPositionKeys.all, 'list'] as const,
  list: (params: AdPositionListParams) => [...adPositionKeys.lists(), params] as const,
  detail: (id: number) => [...adPositionKeys.all, 'detail', id] as const,
};

/** One ad position by id, null when missing (see findAdPosition). */
export const adPositionQuery = (id: number) =>
  queryOptions({ queryKey: adPositionKeys.detail(id), queryFn: () => findAdPosition(id) });

/** A page of ad positions (used by pickers; the list page itself is a ProTable). */
export const adPositionListQuery = (params: AdPositionListParams) =>
  queryOptions({ queryKey: adPositionKeys.list(params), queryFn: () => listAdPositions(params) });

/**
 * A new callback secret for a rewarded position (extension, issue 28; AdPosManage): the answer is the only one that
 * carries it, in `rewardCallbackSecret`. The old one still signs beside it for 24 hours (`previous_signature`).
 */
export function rotateRewardCallbackSecret(id: number): Promise<AdPosition> {
  return call<AdPosition>('/media/adPosition/callbackSecret/rotate', { id });
}

// The ad position spreadsheet import

/** Where the import template is served; a plain link, no token needed (docs/api.md). */
export const IMPORT_TEMPLATE_PATH = '/admin/tool/template.csv';
const PROCESS_PATH = '/admin/tool/processExcel';

export function importTemplateUrl(): string {
  return `${typeof API_HOST === 'string' ? API_HOST : ''}${IMPORT_TEMPLATE_PATH}`;
}

/**
 * Sends one spreadsheet of ad positions to the server, which parses and
 * validates it (the console never reads the file). `post` of the request
 * layer only sends JSON, so this goes through the shared instance directly:
 * umi-request passes a FormData body through untouched and the browser sets
 * the multipart boundary. Token, language and error handling stay the
 * instance's own; the result is checked like every other (resultOf).
 */
export async function processExcel(
  file: File,
  isAttr: 0 | 1 = 1,
  options: CallOptions = {},
  checkOnly = false,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('isAttr', String(isAttr));
  // Extension: validate every row, create nothing.
  if (checkOnly) form.append('checkOnly', '1');
  // The dialog's result view says what was imported: no toast as well (success is said once).
  const env: Envelope<ImportResult> = await request.post(PROCESS_PATH, { noSuccessMsg: true, ...options, data: form });
  return resultOf(env, PROCESS_PATH);
}
