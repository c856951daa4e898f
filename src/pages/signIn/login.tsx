export { default } from '@/features/signIn/LoginPage';
