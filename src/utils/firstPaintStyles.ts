import { createCache } from '@ant-design/cssinjs';

/**
 * antd's style cache for the whole console (AppProviders' StyleProvider). Its own, not antd's default one, so
 * that the build's first paint (scripts/first-paint.mjs) can read which style each of the sign-in page's
 * components made: the build defines `__firstPaintStyleCache` before the app starts and gets the cache here.
 */
export const styleCache = createCache();

type StyleCache = typeof styleCache;
const hook =
  typeof window === 'undefined' ? undefined : (window as { __firstPaintStyleCache?: (c: StyleCache) => void });
hook?.__firstPaintStyleCache?.(styleCache);

/** The template of the HTML that holds them (scripts/lib/first-paint-html.mjs). */
export const FIRST_PAINT_STYLES_ID = 'first-paint-cssinjs';

/**
 * The sign-in page's antd styles, as the build's own browser made them, put where antd puts its styles (the start
 * of the head) before anything of antd renders: with them comes antd's record of which style each component's
 * path made (`.data-ant-cssinjs-cache-path`), which antd reads on its first style, so it takes each style from its
 * tag instead of generating, hashing and inserting it again (issue 32: a third of the sign-in page's main-thread
 * time). A theme other than the build's (reduced motion turns antd's motion token off) makes other styles: they
 * are left out then, and antd makes its own as usual.
 */
export function adoptFirstPaintStyles(sameTheme: boolean): void {
  const template = document.getElementById(FIRST_PAINT_STYLES_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  if (sameTheme) document.head.insertBefore(template.content, document.head.firstChild);
}
