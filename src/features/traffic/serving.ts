import type { Serving } from '@/contract/typings';

/**
 * The message key of a serving status's headline: the first blocker (the
 * server puts the app's reasons first), else "Serving". Whether something
 * serves is the server's answer (`serving` on apps and ad positions); the
 * console never works it out itself.
 */
export function servingHeadline(serving: Serving): string {
  const [blocker] = serving.blockers;
  return `adPosition.serving.${blocker ?? 'serving'}`;
}
