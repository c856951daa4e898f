// /materialReview/materialIndex: creative review (docs/review.md).
export { default } from '@/features/review/CreativeReviewPage';
