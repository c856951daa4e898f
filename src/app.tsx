/**
 * Runtime wiring only: connects the framework-free session layer to umi's
 * router, locale and initial state. Behaviour lives in src/session and
 * src/request.
 */
import type { ReactNode } from 'react';
import { addLocale, getIntl, history } from '@umijs/max';
import { ConfigProvider } from 'antd';
import defaultSettings from '../config/defaultSettings';
import AppErrorBoundary from '@/components/ErrorBoundary';
import enUS from '@/locales/en-US';
import { activeAntdLocale, loadLocale } from '@/locales/lazy';
import { preloadConsoleMessages } from '@/layouts/ConsoleMessages';
import { setErrorRedirect } from '@/request';
import { feedback } from '@/request/feedback';
import { fetchMenuCodes, keepAlive, refreshToken } from '@/services/auth';
import {
  configureSession,
  getMenuCodes,
  getToken,
  getUserInfo,
  isRtl,
  LOGIN_PATH,
  resolveLocale,
  sanitizeStoredLocale,
  setMenuCodes,
  startRefreshTimer,
  SUPPORTED_LOCALES,
  watchFocusKeepAlive,
  watchOtherTabs,
  type SessionNotice,
  type UserInfo,
} from '@/session';

export interface InitialState {
  currentUser?: UserInfo;
  menuCodes: string[];
}

const NOTICE_KEYS: Record<SessionNotice, string> = {
  loginInvalid: 'request.loginInvalid',
  loginLimit: 'request.loginLimit',
  refreshNetwork: 'request.refreshNetwork',
  qpsSignOut: 'request.qpsSignOut',
  qpsBlocked: 'request.qpsBlocked',
};

sanitizeStoredLocale(SUPPORTED_LOCALES);

configureSession({
  navigate: (path) => history.push(path),
  currentPath: () => history.location.pathname + history.location.search,
  notify: (notice) => {
    const text = getIntl().formatMessage({ id: NOTICE_KEYS[notice] });
    if (notice === 'refreshNetwork') feedback.notify(text);
    else feedback.warning(text);
  },
  refresh: refreshToken,
});
setErrorRedirect((path) => history.push(path));
if (typeof window !== 'undefined') {
  watchOtherTabs();
  watchFocusKeepAlive(keepAlive, () => !!getToken() && !!getUserInfo());
}

export async function getInitialState(): Promise<InitialState> {
  const currentUser = (getToken() && getUserInfo()) || undefined;
  let menuCodes = getMenuCodes();
  // The menu call runs only off the login page (SPEC.md section 7).
  if (currentUser && !history.location.pathname.startsWith(LOGIN_PATH)) {
    startRefreshTimer();
    try {
      menuCodes = await fetchMenuCodes();
      setMenuCodes(menuCodes);
    } catch {
      // Session errors are handled by the request layer; keep the last known codes meanwhile.
    }
  }
  return { currentUser, menuCodes };
}

/** Router base path: `window.routerBase` when the host page sets it, else '/'. */
export function modifyContextOpts(memo: Record<string, unknown>) {
  const base = typeof window !== 'undefined' && typeof window.routerBase === 'string' ? window.routerBase : '/';
  return { ...memo, basename: base.startsWith('/') ? base : '/' };
}

/** A locale that is malformed or not shipped falls back (SPEC.md section 1). */
export const locale = {
  getLocale: () => resolveLocale(SUPPORTED_LOCALES),
};

/**
 * Loads the active locale's shell messages (a separate chunk for all but
 * zh-CN and en-US) before the first render. English fills any gap, including
 * a chunk that fails to load, so the page never shows raw message keys. A
 * signed-in visit also starts on the pages' messages (src/locales/lazy.ts).
 */
export function render(oldRender: () => void) {
  const active = resolveLocale(SUPPORTED_LOCALES);
  // (umi's history does not exist yet here.)
  if (getToken() && !window.location.pathname.includes(LOGIN_PATH)) preloadConsoleMessages();
  const add = (name: string, messages: Record<string, string>) =>
    (addLocale as unknown as (n: string, m: Record<string, string>) => void)(name, { ...enUS, ...messages });
  loadLocale(active, add)
    .catch(() => add(active, {}))
    .finally(oldRender);
}

const theme = { token: { colorPrimary: defaultSettings.colorPrimary } };
// Static message/notification render outside the tree: give them the theme too.
ConfigProvider.config({ theme });

/** Theme, antd's texts and the reading direction (mirrored for he, ar, fa, ku). */
export function rootContainer(container: ReactNode) {
  const active = resolveLocale(SUPPORTED_LOCALES);
  return (
    <ConfigProvider theme={theme} locale={activeAntdLocale()} direction={isRtl(active) ? 'rtl' : 'ltr'}>
      <AppErrorBoundary>{container}</AppErrorBoundary>
    </ConfigProvider>
  );
}
