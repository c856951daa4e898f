export { default } from '@/features/statements/StatementsPage';
