/** Every route of the mock, one module per area. */
import type { RouteDef } from '../context';
import { accountRoutes } from './account';
import { adPositionRoutes } from './adPosition';
import { appRoutes } from './app';
import { authorizeRoutes } from './authorize';
import { blockRuleRoutes } from './blockRule';
import { materialRoutes } from './material';
import { monthBillRoutes } from './monthBill';
import { paymentRoutes } from './payments';
import { statementRoutes } from './statements';
import { reportRoutes } from './report';
import { reportApiRoutes } from './reportApi';
import { savedReportRoutes } from './savedReports';
import { controlRoutes } from './control';
import { passwordResetRoutes } from './passwordReset';
import { securityRoutes } from './security';
import { twoStepRoutes } from './twoStep';
import { authenticatorRoutes } from './authenticator';
import { subAccountRoutes } from './subAccount';
import { invitationRoutes } from './invitations';
import { passwordLinkRoutes } from './passwordLinks';
import { teamPasswordRoutes } from './teamPasswords';
import { activityRoutes } from './activity';
import { toolRoutes } from './tool';

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
