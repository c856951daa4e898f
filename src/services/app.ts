import { post } from '@/request';
import type {
  App,
  AppCreateParams,
  AppListParams,
  AppOption,
  AppStatusParams,
  AppUpdateParams,
  PageResult,
  Platform,
} from './typings';

/** Apps of the caller's data scope (docs/api.md, Apps). */
export async function listApps(params: AppListParams): Promise<PageResult<App>> {
  const env = await post<PageResult<App>>('/media/app/list', params);
  return env.result as PageResult<App>;
}

/**
 * One app, or null when it does not exist or lies outside the caller's scope
 * (4004): for lookups by an ID the user typed, where "no such app" is an answer.
 */
export async function findApp(id: number): Promise<App | null> {
  try {
    const env = await post<App>('/media/app/get', { id }, { noMsg: true });
    return env.result as App;
  } catch (e) {
    if ((e as { bizCode?: number }).bizCode === 4004) return null;
    throw e;
  }
}

export async function getApp(id: number): Promise<App> {
  const env = await post<App>('/media/app/get', { id });
  return env.result as App;
}

export async function createApp(params: AppCreateParams): Promise<App> {
  const env = await post<App>('/media/app/create', params);
  return env.result as App;
}

export async function updateApp(params: AppUpdateParams): Promise<App> {
  const env = await post<App>('/media/app/update', params);
  return env.result as App;
}

export async function setAppEnabled(params: AppStatusParams): Promise<App> {
  const env = await post<App>('/media/app/status', params);
  return env.result as App;
}

/** App picker entries in scope, sorted by name. */
export async function appOptions(platform?: Platform): Promise<AppOption[]> {
  const env = await post<AppOption[]>('/media/app/options', platform ? { platform } : {});
  return env.result ?? [];
}
