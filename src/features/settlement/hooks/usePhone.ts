import { useSyncExternalStore } from 'react';

/** Phone widths (issue 34): below antd's `md` breakpoint, 768 px. */
export const PHONE_QUERY = '(max-width: 767.98px)';

const media = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/**
 * Whether the window is phone-wide. A phone is recognised positively (the query matches), so
 * where nothing answers (no matchMedia) the desktop layout stays: antd's useBreakpoint would
 * call every unknown width a phone.
 */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
