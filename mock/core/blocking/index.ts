/** Blocking (/materialReview/blockRules): block rules, their impact and history, default blocked categories. */
import type { RouteDef } from '../context';
import { blockRuleRoutes } from './routes';

export const blockingRoutes: RouteDef[] = [...blockRuleRoutes];
