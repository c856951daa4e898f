import { PATHS } from '@/paths';

/** Numbers of SPEC.md section 9; every one is asserted in tests/unit/session. */
export const TOKEN_LIFETIME_MS = 5 * 60 * 1000;
export const REFRESH_INTERVAL_MS = 5000;
export const REFRESH_THRESHOLD_MS = 60 * 1000;
export const INVALID_SESSION_REDIRECT_MS = 3000;
export const SSP_QPS_THRESHOLD = 4;
export const LOGIN_PATH = PATHS.login;
export const DEFAULT_LOCALE = 'zh-CN';

/** Browser storage names (SPEC.md section 3). Only src/session touches them. */
export const KEYS = {
  /** Local storage copy of the user token. */
  authorization: 'gsAuthorization',
  /** Cookie copy of the user token (a separate name from the local storage one). */
  tokenCookie: 'user-token',
  /** Expiry of the current token, epoch ms. */
  updatetime: 'updatetime',
  /** Token lifetime the expiry was computed with, ms (cookie). */
  effectivetime: 'effectivetime',
  updatetimer: 'updatetimer',
  userInfo: 'userInfo',
  menuData: 'develop_menu_data',
  qps: 'SSP_QPS',
  locale: 'umi_locale',
  /** Remembered account name ("remember me"); never a password. */
  username: 'username',
  /** Cross-tab refresh lock when Web Locks are missing. */
  refreshLock: 'gsRefreshLock',
  /** Session storage: grid or table on the creative review page, for this browser session. */
  materialView: 'materialReview.view',
  /** Local storage, one per account (`dashboard.period:<account>`): the dashboard's chosen period. */
  dashboardPeriod: 'dashboard.period',
} as const;

/**
 * Locales the console ships (one file each in src/locales; a test keeps the two in step): the contract's list
 * (ReportLocale), which the mock's report files are written in too.
 */
export { LOCALES as SUPPORTED_LOCALES } from '@/contract/values';
