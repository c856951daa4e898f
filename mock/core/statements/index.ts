/** Statements (/financialReport/statements): monthly statements, confirm, dispute and invoices. */
import type { RouteDef } from '../context';
import { statementRoutes } from './routes';

export const statementsRoutes: RouteDef[] = [...statementRoutes];
