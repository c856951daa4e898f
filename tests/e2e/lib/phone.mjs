// What the phone specs (90–93, issue 34) measure the same way.
import { settled } from './layout.mjs';

/** WCAG 2.5.5's size, which issue 34 asks of primary actions on a phone. */
export const TOUCH = 44;

/** How far the document reaches past the window sideways, in px: 0 when nothing scrolls sideways. */
export const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A button's name as antd writes it: two Chinese characters alone get a space between them ("编 辑"). */
export const buttonName = (text) =>
  new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s?')}$`);

/**
 * The window resized to `size` in the same page (a phone turned, a split screen), once the page has redrawn for
 * it: two frames for the resize observers and the renders they start, then no content still loading. One page
 * load then serves the checks of both phone sizes (issue 30).
 */
export async function resizeTo(page, size) {
  await page.setViewportSize(size);
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
  await settled(page);
}

/**
 * Both phone sizes in one page (issue 30): `size()` is the window's size now (the first of `sizes` at the start),
 * `resize()` turns it to the other one (resizeTo), `px()` says which, for a check's message.
 */
export function twoSizes(page, sizes) {
  let at = 0;
  return {
    size: () => sizes[at],
    resize: async () => {
      at = 1 - at;
      await resizeTo(page, sizes[at]);
    },
    px: () => ` at ${sizes[at].width} px`,
  };
}
