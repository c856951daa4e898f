export { default } from '@/features/revenueSplit/RevenueSplitPage';
