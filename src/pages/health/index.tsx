export { default } from '@/features/health/HealthPage';
