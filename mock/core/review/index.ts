/** Review (/materialReview/materialIndex, /auditReport/index): creatives, their review and the audit report. */
import type { RouteDef } from '../context';
import { materialRoutes } from './routes';

export const reviewRoutes: RouteDef[] = [...materialRoutes];
