export { default } from '@/features/activity/ActivityPage';
