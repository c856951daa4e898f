import { lazy, Suspense, useEffect, useMemo } from 'react';
import { Navigate, Outlet, useAccess, useIntl, useLocation, useModel } from '@umijs/max';
import AppErrorBoundary from '@/components/ErrorBoundary';
import PageLoading from '@/loading';
import { getToken, loginUrl } from '@/session';
import { warmLazy } from '@/utils/internals/warmLazy';
import { firstPaintSettled } from '@/utils/firstPaint';
import routes from '@/routes';
import ConsoleMessages, { ProScope, QueryProvider } from './ConsoleMessages';
import { findRoute, isPublicRoute, pageTitle, redirectMap, type RouteMeta } from './routeMeta';
import ShellNotices from './ShellNotices';

const REDIRECTS = redirectMap(routes);

// The menu chrome loads only for pages that show it, keeping the login page light.
const MenuLayout = lazy(() => import('./MenuLayout'));
// A signed-in visit needs it next. src/app.tsx has already started fetching
// its chunk at app start (measurably earlier than here); this resolves the
// lazy component itself, so its first render does not suspend (src/utils/internals/warmLazy.ts).
if (getToken()) {
  warmLazy(MenuLayout);
  // Likewise the query client's provider, which every console page sits in.
  warmLazy(QueryProvider);
  // And pro-components' provider, where the opened page uses them.
  if (findRoute(routes, window.location.pathname)?.proComponents !== false) warmLazy(ProScope);
}
// Rarely shown, with antd's Result picture: loads when needed.
const Forbidden = lazy(() => import('@/components/Forbidden'));

/**
 * The single root layout route: signs out visitors of private pages, shows
 * 403 for pages the account's codes do not allow, keeps the title in step,
 * and wraps every page in an error boundary.
 */
export default function RootLayout() {
  const location = useLocation();
  const intl = useIntl();
  const access = useAccess() as unknown as Record<string, unknown>;
  const { initialState } = useModel('@@initialState');
  const route: RouteMeta | undefined = useMemo(() => findRoute(routes, location.pathname), [location.pathname]);

  const signedIn = !!initialState?.currentUser;
  const mustSignIn = !isPublicRoute(route) && !signedIn;
  // An access name that is not a string, or a flag that is not true, denies the page.
  const denied =
    !mustSignIn && route?.access !== undefined && !(typeof route.access === 'string' && access[route.access] === true);
  const titleKey = denied ? 'route.403' : route?.name ? `route.${route.name}` : undefined;

  // A page that renders without loading anything ends the static first paint here (src/utils/firstPaint.ts).
  useEffect(firstPaintSettled, []);

  const documentTitle = pageTitle(titleKey ? intl.formatMessage({ id: titleKey }) : undefined);
  useEffect(() => {
    if (route?.redirect || mustSignIn) return;
    document.title = documentTitle;
  }, [documentTitle, route?.redirect, mustSignIn]);

  // Redirect entries are resolved here, before the sign-in check, so that the
  // login page keeps the final target (e.g. / -> /dashboard) as `redirect`.
  const redirect = REDIRECTS.get(location.pathname);
  if (redirect) return <Navigate to={redirect + location.search} replace />;
  if (mustSignIn) return <Navigate to={loginUrl(location.pathname + location.search)} replace />;

  const content = denied ? <Forbidden /> : <Outlet />;
  const page = (
    <AppErrorBoundary key={location.pathname}>
      <Suspense fallback={<PageLoading />}>
        {isPublicRoute(route) && !route?.consoleMessages ? (
          content
        ) : (
          <ConsoleMessages
            pro={route?.proComponents !== false}
            part={!denied && route?.messages ? route.messages : 'console'}
          >
            {content}
          </ConsoleMessages>
        )}
      </Suspense>
    </AppErrorBoundary>
  );
  return (
    <>
      {route?.layout === false || route?.redirect ? (
        page
      ) : (
        <Suspense fallback={<PageLoading />}>
          <MenuLayout>{page}</MenuLayout>
        </Suspense>
      )}
      <ShellNotices />
    </>
  );
}
