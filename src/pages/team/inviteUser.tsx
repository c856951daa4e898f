export { default } from '@/features/team/InviteUserPage';
