/** Dashboard (/dashboard): summary, trend and top lists. */
export { dashboardRoutes } from './routes';
