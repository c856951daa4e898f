/** My account (/accounts/myaccount): profile, password, sessions and sign-in history, authenticator app. */
import type { RouteDef } from '../context';
import { profileRoutes } from './routes';
import { securityRoutes } from './security';
import { authenticatorRoutes } from './authenticator';

export const accountRoutes: RouteDef[] = [...profileRoutes, ...securityRoutes, ...authenticatorRoutes];
