import { useSyncExternalStore } from 'react';

/**
 * The phone layout's width (issue 34): 360–767 px, below antd's `md` breakpoint. The same
 * number as the stylesheets' `@media (max-width: 767px)` (src/global.less, the layout's and
 * the first paint's CSS, scripts/lib/first-paint-html.mjs).
 */
export const PHONE_QUERY = '(max-width: 767px)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PHONE_QUERY)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const current = (): boolean => media()?.matches ?? false;

/** Whether the window is phone-wide now; follows a rotation or a resize. */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
