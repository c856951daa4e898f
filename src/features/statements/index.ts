// Monthly statements (/financialReport/statements). Its route file names StatementsPage. The payments area reads
// the key its queries sit under and the labels a statement and a payment share.
export { statementKeys, STATEMENT_CHANGES } from './api';
export { StatementStatusTag, usePaymentMethodLabel } from './labels';
export { waitText } from './waitText';
