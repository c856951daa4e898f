import type { AdPosition } from '@/services/typings';

/**
 * Whether an ad position really serves ads, and if not, why: the one place
 * that combines the position's own switch with its app's review status and
 * switch. An app must be approved and enabled, and the position enabled.
 * The app's reasons come first: the position's own switch is on screen
 * beside it, the app's state is not.
 */
export type Serving = 'serving' | 'appPending' | 'appRejected' | 'appSuspended' | 'appDisabled' | 'positionDisabled';

export const SERVING_STATES: readonly Serving[] = [
  'serving',
  'appPending',
  'appRejected',
  'appSuspended',
  'appDisabled',
  'positionDisabled',
];

export function servingOf(p: Pick<AdPosition, 'status' | 'appReviewStatus' | 'appEnabled'>): Serving {
  if (p.appReviewStatus === 'pending') return 'appPending';
  if (p.appReviewStatus === 'rejected') return 'appRejected';
  if (p.appReviewStatus === 'suspended') return 'appSuspended';
  if (!p.appEnabled) return 'appDisabled';
  if (p.status === 'disabled') return 'positionDisabled';
  return 'serving';
}
