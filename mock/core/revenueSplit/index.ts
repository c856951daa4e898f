/** Monthly revenue split (/financialReport/mediaDivide). */
import type { RouteDef } from '../context';
import { revenueSplitPageRoutes } from './routes';

export const revenueSplitRoutes: RouteDef[] = [...revenueSplitPageRoutes];
