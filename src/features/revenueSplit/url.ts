/**
 * The monthly media-divide report lives outside the console (SPEC.md
 * section 2): its address comes from the build config only (the global
 * MEDIA_DIVIDE_URL of .umirc.ts: the mock page in development, the finance
 * site in production), never from the server, the query string or the user.
 * The user token is appended so that page can check who is asking; the
 * console's locale too (an extension, issue 31), so the page speaks the
 * account's language rather than the browser's.
 */
import { LOCALES } from '@/contract/values';
import { PATHS } from '@/paths';
import { currentLocale, getToken } from '@/session';

/** The console route of the menu entry. */
export const MEDIA_DIVIDE_PATH = PATHS.mediaDivide;

export interface MediaDivideUrlInput {
  /** The configured address: absolute (production) or a path on this origin (development mock). */
  base: string;
  token: string;
  /** Origin the console runs on; a path-only base resolves against it. */
  origin: string;
  /** The console's current locale (one of the contract's; anything else is left out). */
  locale?: string;
}

/**
 * The address to open, or null when it cannot be built safely: no token, a
 * base that is not http(s) (javascript:, data:, garbage) or a bad origin.
 * The token is set as an encoded query parameter, replacing one the base
 * already had; the base's own path, query and hash are kept. `locale` is set
 * beside it the same way when it is one of the console's locales.
 */
export function buildMediaDivideUrl({ base, token, origin, locale }: MediaDivideUrlInput): string | null {
  if (!token || typeof base !== 'string' || base.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(base.trim(), origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.searchParams.set('token', token);
  if (locale && (LOCALES as readonly string[]).includes(locale)) url.searchParams.set('locale', locale);
  return url.href;
}

/** The configured address of the report (a build-time constant). */
export function configuredBase(): string {
  return typeof MEDIA_DIVIDE_URL === 'string' ? MEDIA_DIVIDE_URL : '';
}

/** The address for the signed-in user right now (the token changes on every refresh). */
export function currentMediaDivideUrl(): string | null {
  return buildMediaDivideUrl({
    base: configuredBase(),
    token: getToken(),
    origin: window.location.origin,
    locale: currentLocale(LOCALES),
  });
}

/**
 * Opens the report in a new tab that gets no handle on the console
 * (noopener) and no referrer. Returns false when no safe address could be
 * built. With noopener the browser does not say whether a pop-up blocker
 * stopped the tab, so the route page keeps an "open the report" button.
 */
export function openMediaDivide(): boolean {
  const href = currentMediaDivideUrl();
  if (!href) return false;
  window.open(href, '_blank', 'noopener,noreferrer');
  return true;
}
