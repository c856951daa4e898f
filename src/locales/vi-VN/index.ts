// One module per area of the console; each page owns its own keys.
import shell from './shell';
import common from './common';
import format from './format';
import login from './login';
import account from './account';
import reportApi from './reportApi';
import subAccount from './subAccount';
import dashboard from './dashboard';
import settlement from './settlement';
import mediaDivide from './mediaDivide';
import app from './app';
import adPosition from './adPosition';
import spreadsheet from './spreadsheet';
import material from './material';
import auditReport from './auditReport';

export default {
  ...shell,
  ...common,
  ...format,
  ...login,
  ...account,
  ...reportApi,
  ...subAccount,
  ...dashboard,
  ...settlement,
  ...mediaDivide,
  ...app,
  ...adPosition,
  ...spreadsheet,
  ...material,
  ...auditReport,
};
