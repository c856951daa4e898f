// One module per area of the console; each page owns its own keys.
import shell from './zh-CN/shell';
import common from './zh-CN/common';
import format from './zh-CN/format';
import login from './zh-CN/login';
import account from './zh-CN/account';
import reportApi from './zh-CN/reportApi';
import subAccount from './zh-CN/subAccount';
import dashboard from './zh-CN/dashboard';
import settlement from './zh-CN/settlement';
import mediaDivide from './zh-CN/mediaDivide';
import app from './zh-CN/app';
import adPosition from './zh-CN/adPosition';
import spreadsheet from './zh-CN/spreadsheet';
import material from './zh-CN/material';
import auditReport from './zh-CN/auditReport';

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
