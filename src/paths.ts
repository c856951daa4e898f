/**
 * The console's URLs (SPEC.md section 2), one place for each: the route
 * table (config/routes.ts) is written with them, and every link, redirect
 * and "back to the list" in the code uses them. Any layer may import this
 * module; it imports nothing.
 */
export const PATHS = {
  home: '/dashboard',
  login: '/user/login',
  /** Forgot password: an emailed code sets a new one (no sign-in, no menu). */
  resetPassword: '/user/reset',
  /** A password link (`?token=`): an invitation's or a reset a main account sent (no sign-in, no menu). */
  setPassword: '/user/password',
  notFound: '/404',
  exception: '/exception',
  apps: '/flow/app',
  adPositions: '/flow/adpositions',
  materialReview: '/materialReview/materialIndex',
  /** Blocking rules of creatives (extension). */
  blockRules: '/materialReview/blockRules',
  settlement: '/information/settlement',
  mediaDivide: '/financialReport/mediaDivide',
  /** Monthly statements: list, month drawer (`?month=YYYY-MM`), confirm, dispute, invoice (extension). */
  statements: '/financialReport/statements',
  /** Payment profile and history (extension, MonthBillManage). */
  payments: '/financialReport/payments',
  myAccount: '/accounts/myaccount',
  reportApi: '/accounts/reportapi',
  subAccounts: '/accounts/subaccount',
  /** Who did what, when, from where (extension, ActivityView; `?person=&kinds=&start=&end=&current=&order=`). */
  activity: '/accounts/activity',
  /** Create or edit one ad position (`?id=` edits). */
  adPositionForm: '/appform/createAdPosition',
  /** A new app and its first ad position, step by step. */
  newAppFlow: '/appadd/createAdPosition',
  createSubAccount: '/userform/createUser',
  updateSubAccount: '/userform/updateUser',
  /** Invite a sub-account by email (extension). */
  inviteSubAccount: '/userform/inviteUser',
  auditReport: '/auditReport/index',
} as const;
