export { default } from '@/features/reportApi/ReportApiPage';
