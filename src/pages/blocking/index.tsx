// /materialReview/blockRules: the blocking rules page (docs/blocking.md).
export { default } from '@/features/blocking/BlockRulesPage';
