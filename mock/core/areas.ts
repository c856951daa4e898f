/**
 * Every route of the mock: the control routes (/__mock/*), then one folder per console area, named as the
 * console names it (README "Areas"). An area's index.ts is its public face.
 */
import type { RouteDef } from './context';
import { controlRoutes } from './control';
import { signInRoutes } from './signIn';
import { accountRoutes } from './account';
import { teamRoutes } from './team';
import { activityRoutes } from './activity';
import { trafficRoutes } from './traffic';
import { dashboardRoutes } from './dashboard';
import { settlementRoutes } from './settlement';
import { revenueSplitRoutes } from './revenueSplit';
import { statementsRoutes } from './statements';
import { paymentsRoutes } from './payments';
import { reviewRoutes } from './review';
import { blockingRoutes } from './blocking';
import { reportApiRoutes } from './reportApi';
import { alertRoutes } from './alerts';
import { healthRoutes } from './health';

/** The area folders, in the order their routes are registered. */
export const AREAS = [
  'signIn',
  'account',
  'team',
  'activity',
  'traffic',
  'dashboard',
  'settlement',
  'revenueSplit',
  'statements',
  'payments',
  'review',
  'blocking',
  'reportApi',
  'alerts',
  'health',
] as const;

export const allRoutes: RouteDef[] = [
  ...controlRoutes,
  ...signInRoutes,
  ...accountRoutes,
  ...teamRoutes,
  ...activityRoutes,
  ...trafficRoutes,
  ...dashboardRoutes,
  ...settlementRoutes,
  ...revenueSplitRoutes,
  ...statementsRoutes,
  ...paymentsRoutes,
  ...reviewRoutes,
  ...blockingRoutes,
  ...reportApiRoutes,
  ...alertRoutes,
  ...healthRoutes,
];
