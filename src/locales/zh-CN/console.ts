// The console's pages: loaded before the first of them shows (src/locales/lazy.ts).
import account from './account';
import reportApi from './reportApi';
import team from './team';
import activity from './activity';
import alerts from './alerts';
import health from './health';
import dashboard from './dashboard';
import settlement from './settlement';
import revenueSplit from './revenueSplit';
import statements from './statements';
import payments from './payments';
import traffic from './traffic';
import spreadsheet from './spreadsheet';
import review from './review';
import blocking from './blocking';
import pro from './pro';

export default {
  ...account,
  ...reportApi,
  ...team,
  ...activity,
  ...alerts,
  ...health,
  ...dashboard,
  ...settlement,
  ...revenueSplit,
  ...statements,
  ...payments,
  ...traffic,
  ...spreadsheet,
  ...review,
  ...blocking,
  ...pro,
};
