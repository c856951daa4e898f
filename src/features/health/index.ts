// Account health (/accounts/health): what limits serving or payouts today. Its route file names HealthPage; the
// dashboard shows HealthCount (its count, when not zero).
export { healthKeys } from './api';
export { default as HealthCount } from './HealthCount';
