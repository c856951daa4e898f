import { useSyncExternalStore } from 'react';

/** Phone widths (issue 34): 360–767 px; from 768 px on, the desktop and tablet layouts. */
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
 * Whether the window is phone-wide, for the few pages that show another arrangement there (one creative at a
 * time, the statements' glance) rather than the same one restyled by CSS. Follows a rotation or a resize.
 */
export function usePhoneWidth(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
