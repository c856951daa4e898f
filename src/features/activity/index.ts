// The activity log (/accounts/activity): who did what, when and from where. Its route file names ActivityPage.
export { activityKeys } from './api';
