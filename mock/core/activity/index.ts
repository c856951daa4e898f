/** Activity (/accounts/activity): the account activity log. */
export { activityRoutes } from './routes';
