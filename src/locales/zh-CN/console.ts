// The console's pages: loaded before the first of them shows (src/locales/lazy.ts).
import account from './account';
import reportApi from './reportApi';
import team from './team';
import activity from './activity';
import dashboard from './dashboard';
import settlement from './settlement';
import savedReports from './savedReports';
import revenueSplit from './revenueSplit';
import statements from './statements';
import payments from './payments';
import app from './app';
import adPosition from './adPosition';
import spreadsheet from './spreadsheet';
import material from './material';
import auditReport from './auditReport';
import blocking from './blocking';
import pro from './pro';

export default {
  ...account,
  ...reportApi,
  ...team,
  ...activity,
  ...dashboard,
  ...settlement,
  ...savedReports,
  ...revenueSplit,
  ...statements,
  ...payments,
  ...app,
  ...adPosition,
  ...spreadsheet,
  ...material,
  ...auditReport,
  ...blocking,
  ...pro,
};
