import { mediaQuery } from './mediaQuery';

const reducedMotion = mediaQuery('(prefers-reduced-motion: reduce)');

/** Whether the system asks for less motion now. */
export const prefersReducedMotion = (): boolean => reducedMotion.matches();

/**
 * Whether the system asks for less motion (WCAG 2.3.3): antd's opening,
 * closing and sliding animations are then turned off (AppProviders), and
 * the state a click leads to is there at once. Follows a change of the
 * setting while the console is open.
 */
export function useReducedMotion(): boolean {
  return reducedMotion.useMatches();
}
