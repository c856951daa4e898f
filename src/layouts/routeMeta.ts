/** What the root layout needs to know of a matched route from config/routes.ts. */
export interface RouteMeta {
  path?: string;
  name?: string;
  layout?: boolean;
  access?: unknown;
  redirect?: string;
}

/** Pages anyone may open without signing in. */
const PUBLIC_NAMES = new Set(['login', '404', 'exception']);

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
