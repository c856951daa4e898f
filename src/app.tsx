/**
 * Runtime wiring only: connects the framework-free session layer to umi's
 * router, locale and initial state. Behaviour lives in src/session and
 * src/request.
 */
import { startTransition, type ReactNode } from 'react';
import { getIntl, history, matchRoutes } from '@umijs/max';
import { PATHS } from '@/paths';
import AppProviders from '@/layouts/AppProviders';
import { addMessages, BUNDLED_CORE, loadFormats, loadLocale, preloadConsoleMessages } from '@/locales/lazy';
import { setErrorRedirect } from '@/request';
import { warmLazy } from '@/utils/internals/warmLazy';
import { adoptFirstPaintStyles } from '@/utils/firstPaintStyles';
import { prefersReducedMotion } from '@/hooks/useReducedMotion';
import { setLocaleSource } from '@/utils/locale';
import { activeTimeZone, PROVIDER_TIME_ZONE, setTimeZoneSource } from '@/utils/zone';
import { intlLocale } from '@/utils/numbering';
import { noticeWithReason } from '@/lib/signOut/sessionEndText';
import { feedback } from '@/feedback';
import { fetchMenuCodes, keepAlive, refreshToken } from '@/services/auth';
import { accessFromCodes } from '@/session/menuAccess';
import {
  accountTimeZone,
  configureSession,
  currentLocale,
  getMenuCodes,
  getToken,
  getUserInfo,
  LOGIN_PATH,
  resolveLocale,
  sanitizeStoredLocale,
  setMenuCodes,
  startRefreshTimer,
  SUPPORTED_LOCALES,
  watchFocusKeepAlive,
  watchOtherTabs,
  type SessionNotice,
  type SessionUser,
} from '@/session';

export interface InitialState {
  currentUser?: SessionUser;
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
setLocaleSource(() => currentLocale(SUPPORTED_LOCALES));
// Every date and time is shown in the account's zone (the provider's until the sign-in names it).
setTimeZoneSource(() => accountTimeZone() ?? PROVIDER_TIME_ZONE);

/**
 * The address as the browser shows it, without the router base. Read from
 * window.location, not the router's location: some lists write their filters
 * to the address without a navigation (src/features/traffic/adPositions), and a
 * forced sign-out must bring the user back to exactly that.
 */
function currentConsolePath(): string {
  const { search, hash } = window.location;
  return consolePathname() + search + hash;
}

/**
 * window.location.pathname without the router base: the console's own path
 * ('/dashboard' under '/console/' too), as the route table and PATHS write it.
 */
function consolePathname(): string {
  const base = routerBase().replace(/\/+$/, '');
  const { pathname } = window.location;
  if (!base) return pathname;
  if (pathname === base) return '/';
  return pathname.startsWith(`${base}/`) ? pathname.slice(base.length) : pathname;
}

configureSession({
  navigate: (path) => history.push(path),
  currentPath: currentConsolePath,
  notify: (notice, end) => {
    const intl = getIntl();
    const text = intl.formatMessage({ id: NOTICE_KEYS[notice] });
    if (notice === 'refreshNetwork') feedback.notify(text);
    // The spec's text stays; what happened (and when, in the account's time zone) follows it.
    else if (end) feedback.warning(noticeWithReason(intl.formatMessage, text, end));
    else feedback.warning(text);
  },
  refresh: refreshToken,
});
setErrorRedirect((path) => history.push(path));
if (typeof window !== 'undefined') {
  watchOtherTabs();
  watchFocusKeepAlive(keepAlive, () => !!getToken() && !!getUserInfo());
}

/**
 * The console's query client and the menu codes query, loaded only by a
 * signed-in visit (a dynamic import: the sign-in page never downloads
 * react-query). docs/architecture.md "How pages load data".
 */
function consoleQueries() {
  return Promise.all([import('@/services/query'), import('@/services/menu')]).then(([q, menu]) => ({
    client: q.queryClient,
    menuCodes: menu.menuCodesQuery(),
  }));
}

export async function getInitialState(): Promise<InitialState> {
  const currentUser = (getToken() && getUserInfo()) || undefined;
  let menuCodes = getMenuCodes();
  // The menu call runs only off the login page (SPEC.md section 7).
  if (currentUser && !history.location.pathname.startsWith(LOGIN_PATH)) {
    startRefreshTimer();
    try {
      // Usually already under way since app start (render below): the client joins that read.
      const { client, menuCodes: query } = await consoleQueries();
      menuCodes = await client.fetchQuery(query);
      setMenuCodes(menuCodes);
    } catch {
      // Session errors are handled by the request layer; keep the last known codes meanwhile.
    }
  }
  return { currentUser, menuCodes };
}

/** Router base path: `window.routerBase` when the host page sets it, else the build's (BASE_PATH, '/' by default). */
function routerBase(): string {
  const base = typeof window !== 'undefined' && typeof window.routerBase === 'string' ? window.routerBase : BASE_PATH;
  return base.startsWith('/') ? base : BASE_PATH;
}

export function modifyContextOpts(memo: Record<string, unknown>) {
  return { ...memo, basename: routerBase() };
}

type ClientRoute = { path?: string; children?: ClientRoute[]; element?: { props?: { loader?: { type?: unknown } } } };

/**
 * The route components of the opened URL (the root layout and the page) start
 * loading before the first render, so it finds them ready (src/utils/internals/warmLazy.ts).
 */
export function patchClientRoutes({ routes }: { routes: ClientRoute[] }) {
  const matches =
    matchRoutes(routes as Parameters<typeof matchRoutes>[0], window.location.pathname, routerBase()) ?? [];
  for (const match of matches) warmLazy((match.route as ClientRoute).element?.props?.loader?.type);
}

/**
 * A locale that is malformed or not shipped falls back (SPEC.md section 1).
 * react-intl's messages get the locale with its digits (src/utils/numbering.ts),
 * so a plural's "#" and a "{n, number}" write the same digits as every other
 * formatter; umi passes each intl's settings through here (and {} when it only
 * wants getLocale).
 */
export function locale(memo: { locale?: string }) {
  return {
    ...memo,
    ...(memo.locale ? { locale: intlLocale(memo.locale) } : {}),
    getLocale: () => resolveLocale(SUPPORTED_LOCALES),
  };
}

/**
 * Loads the active locale's shell messages (a separate chunk for all but
 * zh-CN and en-US) before the first render. English fills any gap, including
 * a chunk that fails to load, so the page never shows raw message keys.
 * Meanwhile it starts on what the first screen will ask for next, so those
 * chunks do not wait for one another: the root layout, then the sign-in page,
 * or the menu layout and the pages' messages of a signed-in visit.
 */
export function render(oldRender: () => void) {
  // Before anything of antd renders (antd reads its record of made styles once, on its first style).
  adoptFirstPaintStyles(!prefersReducedMotion());
  const active = resolveLocale(SUPPORTED_LOCALES);
  void loadFormats(active);
  void import('@/layouts/RootLayout');
  // (umi's history does not exist yet here.) The path without the router base, so that '/console/dashboard'
  // is the home page too.
  const path = consolePathname();
  if (path.includes(LOGIN_PATH)) void import('@/pages/signIn/login');
  else if (getToken()) {
    // The menu call (getInitialState joins it) and, on the home page, its figures
    // (if the account may see them) are read while the code that needs them loads.
    // prefetchQuery never throws: a failure is the page's (or getInitialState's) to show.
    const home = path === '/' || path === PATHS.home;
    const homeFigures = home && accessFromCodes(getMenuCodes(), getUserInfo()).canHomeView;
    // A chunk that fails to arrive shows where it is needed (the page's error boundary), not here.
    if (getUserInfo()) {
      // The menu call itself starts now: the request layer is in the main bundle, the query client is not. The
      // first render waits for the codes (getInitialState), so starting them before the query client's chunk has
      // arrived brings every signed-in page on screen sooner (issue 32). The client takes this answer over as the
      // query's first fetch; a later fetch (a retry, a refetch) asks the server again.
      let early: Promise<string[]> | undefined = fetchMenuCodes();
      // A failure is getInitialState's to handle (it joins this read); not an unhandled rejection meanwhile.
      early.catch(() => undefined);
      const first = () => {
        const call = early ?? fetchMenuCodes();
        early = undefined;
        return call;
      };
      consoleQueries()
        .then(({ client, menuCodes }) => client.prefetchQuery({ ...menuCodes, queryFn: first }))
        .catch(() => undefined);
    }
    if (homeFigures)
      Promise.all([import('@/services/query'), import('@/features/dashboard')])
        .then(([q, dashboard]) => q.queryClient.prefetchQuery(dashboard.dashboardSummaryQuery(activeTimeZone())))
        .catch(() => undefined);
    // The home page waits for its own messages only; every other page's come with the first other page.
    preloadConsoleMessages(home ? 'home' : 'console');
    void import('@/layouts/MenuLayout');
    void import('@/layouts/QueryProvider');
  }
  const add = (name: string, messages: Record<string, string>) =>
    addMessages(name, { ...BUNDLED_CORE['en-US'], ...messages });
  // The first render as a transition: React renders it in slices of a few milliseconds and lets the browser in
  // between, instead of one long task that blocks input (sign-in total blocking time, issue 32). The static first
  // paint is on screen meanwhile, so nothing shows later for it. It starts in a task of its own: umi's start-up
  // (plugins, routes, the root) ran in the microtasks right after umi.js's evaluation, one task of ~35 ms of CPU
  // on the sign-in page, over 50 ms on a busy machine; two tasks of about half (issue 32).
  loadLocale(active, add)
    .catch(() => add(active, {}))
    .finally(() => {
      setTimeout(() => startTransition(oldRender), 0);
    });
}

export function rootContainer(container: ReactNode) {
  return <AppProviders>{container}</AppProviders>;
}
