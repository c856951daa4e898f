import { useSyncExternalStore } from 'react';

/** Phone widths (issue 34): 360–767 px. antd's `md` breakpoint starts at 768. */
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

/**
 * Whether the window is phone-wide: lists then show one compact cell per row (what a glance needs)
 * instead of their desktop columns. Follows a rotation or a resize.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
