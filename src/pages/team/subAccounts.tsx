export { default } from '@/features/team/SubAccountsPage';
