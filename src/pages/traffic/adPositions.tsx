// /flow/adpositions: the ad positions list (docs/traffic.md).
export { default } from '@/features/traffic/AdPositionsPage';
