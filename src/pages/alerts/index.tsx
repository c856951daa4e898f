export { default } from '@/features/alerts/NotificationsPage';
