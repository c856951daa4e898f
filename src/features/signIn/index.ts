/**
 * Sign-in (/user/login, /user/reset, /user/password, /account/:key). Its route files name the pages
 * (LoginPage, ResetPage, PasswordLinkPage, AccountKeyPage); the sign-in calls of the session are
 * src/services/auth.ts. The sign-in page never imports this index: the password link's query options would
 * bring the query library into its bundle.
 */
export { passwordLinkQuery } from './api';
