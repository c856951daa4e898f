/** Monthly revenue split (/financialReport/mediaDivide). */
import type { RouteDef } from '../context';
import { monthBillRoutes } from './routes';

export const revenueSplitRoutes: RouteDef[] = [...monthBillRoutes];
