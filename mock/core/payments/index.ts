/** Payments (/financialReport/payments): the payment summary and the payment profile. */
import type { RouteDef } from '../context';
import { paymentRoutes } from './routes';

export const paymentsRoutes: RouteDef[] = [...paymentRoutes];
