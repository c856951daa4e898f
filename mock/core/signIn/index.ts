/** Sign-in (/user/login, /user/reset, /user/password, /account/:key): password and email-code sign-in, two-step, password reset and the links of invitations and resets. */
import type { RouteDef } from '../context';
import { authorizeRoutes } from './routes';
import { passwordResetRoutes } from './passwordReset';
import { twoStepRoutes } from './twoStep';
import { passwordLinkRoutes } from './passwordLinks';

export const signInRoutes: RouteDef[] = [
  ...authorizeRoutes,
  ...passwordResetRoutes,
  ...twoStepRoutes,
  ...passwordLinkRoutes,
];
