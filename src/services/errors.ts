/**
 * The failures a call can end in, for pages and features: they see the
 * request layer only through the services.
 */
export { BizError, wasShown } from '@/request';
