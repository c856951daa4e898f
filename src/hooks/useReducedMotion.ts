import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null;
}

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

/** Whether the system asks for less motion now. */
export const prefersReducedMotion = (): boolean => media()?.matches ?? false;

/**
 * Whether the system asks for less motion (WCAG 2.3.3): antd's opening,
 * closing and sliding animations are then turned off (AppProviders), and
 * the state a click leads to is there at once. Follows a change of the
 * setting while the console is open.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
