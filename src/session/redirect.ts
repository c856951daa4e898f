import { PATHS } from '@/paths';
import { LOGIN_PATH } from './constants';

export const HOME_PATH = PATHS.home;

/**
 * The `redirect` parameter only ever leads to a path of this console: it must
 * be an absolute path of this origin ("/x"), not a protocol-relative
 * ("//evil") or backslash ("/\\evil") trick, not a URL with a scheme, and not
 * the login page itself (which would loop).
 */
export function safeRedirect(raw: string | null | undefined, fallback: string = HOME_PATH): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) return fallback;
  let value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  // Control characters and backslashes make browsers normalise the URL in surprising ways.
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  try {
    const base = 'http://console.invalid';
    const url = new URL(value, base);
    if (url.origin !== base) return fallback;
    value = url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
  if (value === LOGIN_PATH || value.startsWith(`${LOGIN_PATH}?`) || value.startsWith(`${LOGIN_PATH}/`)) return fallback;
  return value;
}

/** The login URL that brings the user back to `from` after signing in. */
export function loginUrl(from?: string): string {
  if (!from || from === '/' || from.startsWith(LOGIN_PATH)) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(from)}`;
}
