/** Alerts (/accounts/notifications, issue 49): rules, each person's notifications and email choices. */
export { alertRoutes } from './routes';
