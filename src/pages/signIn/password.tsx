export { default } from '@/features/signIn/PasswordLinkPage';
