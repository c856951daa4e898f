export { default } from '@/features/signIn/AccountKeyPage';
