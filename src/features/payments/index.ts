// Payments (/financialReport/payments): payout details, history, the next payment. Its route file names
// PaymentsPage; the dashboard shows the next payment card.
export { default as NextPaymentCard } from './NextPaymentCard';
// Issue 52: the dashboard's top tells the owner of a sub-account's report.
export { default as PayoutReportNotice } from './PayoutReportNotice';
