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

/**
 * What a signed-in visit fetches first beside its page (the frame, the query client, the menu call's module,
 * the pages' messages…), by the build's chunk graph (config/shellModules.ts): the app asks for these only once
 * its main script has run; preloaded from the HTML they arrive meanwhile (issue 32).
 */
export interface ShellPreloads {
  /** The build's public path (umi's runtime `window.publicPath` overrides a build for '/', as for its own preloads). */
  publicPath: string;
  /** The addresses of the home page (the root redirects there). */
  homePaths: string[];
  /** Files of every signed-in page, of the home page only, of every other page only. */
  all: string[];
  home: string[];
  other: string[];
  /** Per locale: its files of the home page, and of every other page. */
  locales: Record<string, [string[], string[]]>;
}

/** The addresses to preload for a signed-in visit of `path` in `locale`. */
export function shellPreloadUrls(
  preloads: ShellPreloads,
  locale: string,
  path: string,
  runtimePublicPath?: unknown,
): string[] {
  const home = preloads.homePaths.includes(path) || preloads.homePaths.includes(`${path}/`);
  const [homeFiles, otherFiles] = preloads.locales[locale] ?? [[], []];
  const base =
    preloads.publicPath === '/' && typeof runtimePublicPath === 'string' ? runtimePublicPath : preloads.publicPath;
  return [...preloads.all, ...(home ? [...preloads.home, ...homeFiles] : [...preloads.other, ...otherFiles])].map(
    (file) => `${base}${file}`,
  );
}

function addPreloads(urls: readonly string[]): void {
  for (const url of urls) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', url.endsWith('.css') ? 'style' : 'script');
    link.href = url;
    // After the main script and the page's own chunks (umi's preload helper): those are needed first.
    link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
  }
}

/**
 * Applies the decision to the document: language and direction at once, the static copy hidden when wrong; on
 * the frame of a signed-in visit, the shell's files preloaded.
 */
export function installFirstPaintGuard(locales: readonly string[], preloads?: ShellPreloads): void {
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
  else if (preloads && html.getAttribute('data-first-paint') === 'shell')
    addPreloads(
      shellPreloadUrls(preloads, locale, window.location.pathname, (window as { publicPath?: unknown }).publicPath),
    );
}
