export { default } from '@/features/account/SignInSecurityPage';
