// Alerts (/accounts/notifications, issue 49): the header's bell (its own chunk) and the area's query keys.
// Its route file names NotificationsPage.
import { lazy } from 'react';

export { alertKeys } from './api';
export const AlertBell = lazy(() => import('./AlertBell'));
