import { mediaQuery } from './mediaQuery';

/**
 * The phone layout's width (issue 34): 360–767 px, below antd's `md` breakpoint. The same
 * number as the stylesheets' `@media (max-width: 767px)` (src/global.less, the layout's and
 * the first paint's CSS, scripts/lib/first-paint-html.mjs).
 */
export const PHONE_QUERY = '(max-width: 767px)';

const phone = mediaQuery(PHONE_QUERY);

/** Whether the window is phone-wide now; follows a rotation or a resize. */
export function usePhone(): boolean {
  return phone.useMatches();
}
