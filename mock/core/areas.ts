/** Every route of the mock, one module per area. */
import type { RouteDef } from './context';
import { accountRoutes } from './account/routes';
import { adPositionRoutes } from './traffic/adPosition';
import { appRoutes } from './traffic/app';
import { authorizeRoutes } from './signIn/routes';
import { blockRuleRoutes } from './blocking/routes';
import { materialRoutes } from './review/routes';
import { monthBillRoutes } from './revenueSplit/routes';
import { paymentRoutes } from './payments/routes';
import { statementRoutes } from './statements/routes';
import { reportRoutes } from './settlement/rules/report';
import { reportApiRoutes } from './reportApi/routes';
import { savedReportRoutes } from './settlement/savedReports';
import { controlRoutes } from './control';
import { passwordResetRoutes } from './signIn/passwordReset';
import { securityRoutes } from './account/security';
import { twoStepRoutes } from './signIn/twoStep';
import { authenticatorRoutes } from './account/authenticator';
import { subAccountRoutes } from './team/routes';
import { invitationRoutes } from './team/invitations';
import { passwordLinkRoutes } from './signIn/passwordLinks';
import { teamPasswordRoutes } from './team/teamPasswords';
import { activityRoutes } from './activity/routes';
import { toolRoutes } from './traffic/tool';

export const allRoutes: RouteDef[] = [
  ...controlRoutes,
  ...authorizeRoutes,
  ...accountRoutes,
  ...securityRoutes,
  ...passwordResetRoutes,
  ...twoStepRoutes,
  ...authenticatorRoutes,
  ...subAccountRoutes,
  ...invitationRoutes,
  ...passwordLinkRoutes,
  ...teamPasswordRoutes,
  ...activityRoutes,
  ...appRoutes,
  ...adPositionRoutes,
  ...toolRoutes,
  ...reportRoutes,
  ...monthBillRoutes,
  ...statementRoutes,
  ...paymentRoutes,
  ...materialRoutes,
  ...blockRuleRoutes,
  ...reportApiRoutes,
  ...savedReportRoutes,
];
