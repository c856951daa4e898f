// Payments (/financialReport/payments): payout details, history, the next payment. Its route file names
// PaymentsPage; the dashboard shows the next payment card.
export { default as NextPaymentCard } from './NextPaymentCard';
export { default as PayoutHoldNotice } from './PayoutHoldNotice';
