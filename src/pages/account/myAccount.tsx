export { default } from '@/features/account/MyAccountPage';
