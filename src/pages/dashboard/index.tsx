// /dashboard: the home page's figures (docs/dashboard.md).
export { default } from '@/features/dashboard/DashboardPage';
