// /appadd/createAdPosition: a new app with its first ad position (docs/traffic.md).
export { default } from '@/features/traffic/NewAppPage';
