/** Team (/accounts/subaccount, /userform/*): sub-accounts, invitations and their passwords. */
import type { RouteDef } from '../context';
import { subAccountRoutes } from './routes';
import { invitationRoutes } from './invitations';
import { teamPasswordRoutes } from './teamPasswords';

export const teamRoutes: RouteDef[] = [...subAccountRoutes, ...invitationRoutes, ...teamPasswordRoutes];
