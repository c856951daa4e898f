import { KEYS } from './constants';
import { isRtl, resolveLocale } from './locale';
import { getToken } from './token';

/**
 * The first paint's guard (built into its own tiny script by
 * scripts/first-paint.mjs and run before the body is parsed). The HTML a
 * server sends holds a static copy of a page (`data-first-paint` on <html>):
 * "login:<locale>" (the sign-in page in that language) or "shell" (the
 * console's frame). It may show only when it is what the app is about to
 * render, or the user would see another language, or a frame that then turns
 * into the sign-in page.
 */
export interface FirstPaintDecision {
  show: boolean;
  locale: string;
  dir: 'rtl' | 'ltr';
}

export function decideFirstPaint(
  kind: string | null,
  locales: readonly string[],
  stored: string | null,
  browser: string | undefined,
  signedIn: boolean,
): FirstPaintDecision {
  const locale = resolveLocale(locales, stored, browser);
  const dir = isRtl(locale) ? 'rtl' : 'ltr';
  if (kind?.startsWith('login:')) return { show: kind.slice('login:'.length) === locale, locale, dir };
  return { show: kind === 'shell' && signedIn, locale, dir };
}

/** Applies the decision to the document: language and direction at once, the static copy hidden when wrong. */
export function installFirstPaintGuard(locales: readonly string[]): void {
  const html = document.documentElement;
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(KEYS.locale);
  } catch {
    /* storage disabled: the browser language decides */
  }
  const { show, locale, dir } = decideFirstPaint(
    html.getAttribute('data-first-paint'),
    locales,
    stored,
    navigator.language,
    !!getToken(),
  );
  html.lang = locale;
  html.dir = dir;
  if (!show) html.classList.add('first-paint-off');
}
