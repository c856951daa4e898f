// /flow/app: the apps list (docs/traffic.md).
export { default } from '@/features/traffic/AppsPage';
