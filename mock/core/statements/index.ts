/** Statements (/financialReport/statements): monthly statements, confirm, dispute and invoices. */
import type { RouteDef } from '../context';
import { invoiceFileRoutes } from './invoiceFile';
import { statementRoutes } from './routes';

export const statementsRoutes: RouteDef[] = [...statementRoutes, ...invoiceFileRoutes];

/** The Statements' months as an account reads them: the media-divide page shows the same (one finance truth). */
export { statementList, detailOf } from './rules/months';
