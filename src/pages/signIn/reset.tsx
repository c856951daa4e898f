export { default } from '@/features/signIn/ResetPage';
