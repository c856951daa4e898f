/** Settlement (/information/settlement): the report list and export, saved reports and their scheduled deliveries. */
import type { RouteDef } from '../context';
import { reportRoutes } from './routes';
import { savedReportRoutes } from './savedReports';

export const settlementRoutes: RouteDef[] = [...reportRoutes, ...savedReportRoutes];
