import { useSyncExternalStore } from 'react';

/**
 * A CSS media query read now and followed while the console is open (usePhone, useReducedMotion): `matches()`
 * outside React (app start), `useMatches()` in a component, re-rendered when the answer changes. False where the
 * browser has no matchMedia (the server-side first paint, old test environments).
 */
export function mediaQuery(query: string) {
  const media = (): MediaQueryList | null =>
    typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;
  const matches = (): boolean => media()?.matches ?? false;
  const subscribe = (onChange: () => void): (() => void) => {
    const list = media();
    list?.addEventListener?.('change', onChange);
    return () => list?.removeEventListener?.('change', onChange);
  };
  return { matches, useMatches: (): boolean => useSyncExternalStore(subscribe, matches, () => false) };
}
