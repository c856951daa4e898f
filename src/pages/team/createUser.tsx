export { default } from '@/features/team/CreateUserPage';
