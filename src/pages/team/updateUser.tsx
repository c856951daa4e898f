export { default } from '@/features/team/UpdateUserPage';
