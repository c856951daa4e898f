// My account (/accounts/myaccount): profile, password, security, two-step, sessions. Its route file names
// MyAccountPage.
export { accountKeys } from './api';
