// One module per area of the console; each page owns its own keys.
import shell from './en-US/shell';
import common from './en-US/common';
import format from './en-US/format';
import login from './en-US/login';
import account from './en-US/account';
import reportApi from './en-US/reportApi';
import subAccount from './en-US/subAccount';
import dashboard from './en-US/dashboard';
import settlement from './en-US/settlement';
import mediaDivide from './en-US/mediaDivide';
import app from './en-US/app';
import adPosition from './en-US/adPosition';
import spreadsheet from './en-US/spreadsheet';
import material from './en-US/material';
import auditReport from './en-US/auditReport';

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
