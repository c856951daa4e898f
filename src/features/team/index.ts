// The team (/accounts/subaccount, /userform/*): sub-accounts, invitations, their rights and apps. Its route files
// name the pages (SubAccountsPage, CreateUserPage, InviteUserPage, UpdateUserPage).
export { subAccountKeys } from './api';
