/** The session layer: what the browser keeps for a signed-in user, and the timers around it. */
export * from './constants';
export { configureSession, type SessionNotice, type SessionPorts, type RefreshAnswer } from './runtime';
export { getToken, setToken, getExpiry, clearAuthorization } from './token';
export { getUserInfo, setUserInfo, clearUserInfo, isAdmin, getMenuCodes, setMenuCodes, type SessionUser } from './user';
export { getQps } from './qps';
export { startRefreshTimer, stopRefreshTimer, isRefreshTimerRunning, tick as refreshTick } from './refreshTimer';
export { handleInvalidSession, rearmInvalidSession } from './invalidSession';
export { onQpsRejected, onKeepAliveOk, watchFocusKeepAlive, KEEP_ALIVE_FOCUS_WINDOW_MS } from './keepAlive';
export { logout } from './logout';
export { watchOtherTabs } from './tabs';
export { safeRedirect, loginUrl, isRedirectTarget, HOME_PATH } from './redirect';
export {
  parseSessionEnd,
  readSessionEnd,
  clearSessionEnd,
  SESSION_END_SHOWN_MS,
  type SessionEnd,
  type SessionEndReason,
} from './sessionEnd';
export { isLocaleCode, isRtl, resolveLocale, sanitizeStoredLocale, currentLocale } from './locale';
export { getRememberedAccount, rememberAccount } from './remember';
export { signIn, type SignInResult } from './signIn';
export { saveDraft, loadDraft, clearDraft, withoutSecrets, DRAFT_TTL_MS } from './drafts';
export {
  loadMaterialView,
  saveMaterialView,
  loadDashboardPeriod,
  saveDashboardPeriod,
  type MaterialViewMode,
} from './preferences';
export { accountTimeZone, setAccountTimeZone, watchTimeZone } from './zone';
