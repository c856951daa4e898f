export { default } from '@/features/payments/PaymentsPage';
