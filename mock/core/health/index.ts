/** Account health (/accounts/health): what limits serving or payouts today (docs/health.md). */
export { healthRoutes } from './routes';
