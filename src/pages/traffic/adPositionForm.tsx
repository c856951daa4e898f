// /appform/createAdPosition: create or edit one ad position (docs/traffic.md).
export { default } from '@/features/traffic/AdPositionFormPage';
