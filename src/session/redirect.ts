import { PATHS } from '@/paths';
import { LOGIN_PATH } from './constants';

export const HOME_PATH = PATHS.home;

/**
 * Pages a sign-in may lead back to: the console's pages, and nothing that
 * ends a session or is not a page of its own. The login page would loop,
 * `/account/logout` would sign the user straight out again (Back after
 * signing out), and the error pages are never a place to return to.
 */
const NOT_TARGETS: ReadonlySet<string> = new Set([
  PATHS.login,
  PATHS.resetPassword,
  PATHS.setPassword,
  PATHS.notFound,
  PATHS.exception,
]);
const TARGETS: ReadonlySet<string> = new Set(Object.values(PATHS).filter((p) => !NOT_TARGETS.has(p)));

/** Whether `pathname` (no query) is a page a sign-in may return to. */
export function isRedirectTarget(pathname: string): boolean {
  return TARGETS.has(pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname);
}

/**
 * The `redirect` parameter only ever leads to a page of this console
 * (docs/session.md "Redirects"): an absolute path of this origin ("/x"), not
 * a protocol-relative ("//evil"), backslash ("/\\evil") or encoded
 * ("/%2F%2Fevil") trick, not a URL with a scheme, and one of the console's
 * pages (isRedirectTarget). Anything else is `fallback` (/dashboard). The
 * query string and hash of an accepted path are kept (a report's filters).
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes make browsers normalise the URL in surprising ways.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    // The pathname stays percent-encoded here, so "/%2F%2Fevil.example" is simply not a console page.
    if (!isRedirectTarget(url.pathname)) return fallback;
    const pathname = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    return pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}

/**
 * The login URL that brings the user back to `from` (path and query) after
 * signing in; no `redirect` when `from` is not a page to come back to (the
 * root, the login page, the sign-out route, a page that does not exist).
 */
export function loginUrl(from?: string): string {
  if (!from || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  const target = safeRedirect(from, '');
  if (!target) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}
