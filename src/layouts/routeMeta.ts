import { matchPath } from '@umijs/max';
import type { RouteConfig } from '@/routes';

/** What the root layout needs to know of a matched route from config/routes.ts. */
export interface RouteMeta {
  path?: string;
  name?: string;
  layout?: boolean;
  access?: unknown;
  redirect?: string;
  /** false: the page uses no pro-components, so it goes without their provider (ProScope). */
  proComponents?: boolean;
  /** A public page that needs the pages' messages all the same. */
  consoleMessages?: boolean;
  /** 'home': only the home page's part of the pages' messages. */
  messages?: 'home';
}

/** Pages anyone may open without signing in. */
const PUBLIC_NAMES = new Set(['login', 'resetPassword', 'setPassword', '404', 'exception']);

export function isPublicRoute(route: RouteMeta | undefined): boolean {
  if (!route) return true;
  if (route.redirect) return true;
  return PUBLIC_NAMES.has(route.name ?? '');
}

export const PRODUCT_NAME = 'Media Console';

/** `<page name> - Media Console` (the product name is a brand and stays untranslated). */
export function pageTitle(pageName: string | undefined): string {
  return pageName ? `${pageName} - ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Redirect entries of the route table, path to target (e.g. / and /index.html to /dashboard). */
export function redirectMap(routes: readonly RouteConfig[]): Map<string, string> {
  const map = new Map<string, string>();
  const walk = (list: readonly RouteConfig[]) =>
    list.forEach((r) => {
      if (r.redirect) map.set(r.path, r.redirect);
      if (r.routes) walk(r.routes);
    });
  walk(routes);
  return map;
}

/**
 * The leaf route of the table that matches `pathname` (exact, as every route
 * of the table is), or the catch-all not-found route.
 */
export function findRoute(routes: readonly RouteConfig[], pathname: string): RouteConfig | undefined {
  let fallback: RouteConfig | undefined;
  const walk = (list: readonly RouteConfig[]): RouteConfig | undefined => {
    for (const r of list) {
      if (r.routes) {
        const hit = walk(r.routes);
        if (hit) return hit;
        continue;
      }
      if (r.path === '/*' || r.path === '*') {
        fallback = r;
        continue;
      }
      if (matchPath({ path: r.path, end: true }, pathname)) return r;
    }
    return undefined;
  };
  return walk(routes) ?? fallback;
}
