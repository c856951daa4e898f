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
  /** Every account's own password, two-step sign-in and sessions, no menu code needed (extension, issue 33). */
  signInSecurity: '/accounts/signin',
  reportApi: '/accounts/reportapi',
  subAccounts: '/accounts/subaccount',
  /** Who did what, when, from where (extension, ActivityView; `?person=&kinds=&start=&end=&current=&order=`). */
  activity: '/accounts/activity',
  /** One's alerts, the publisher's alert rules and one's email choices (extension, issue 49, AlertView). */
  notifications: '/accounts/notifications',
  /** What limits serving or payouts today, each with a link to its fix (extension, issue 49; HomeView). */
  health: '/accounts/health',
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

/**
 * A value of an address's query: a list is written comma-separated; undefined, '' and an empty list are left
 * out.
 */
export type QueryValue = string | number | readonly (string | number)[] | undefined;

type QueryParams = Readonly<Record<string, QueryValue>> | Iterable<readonly [string, QueryValue]>;

/**
 * The query string of `params` (no `?`), in their order. Commas stay readable in shared links: every value the
 * console writes is digits, letters, - or ,. One writer for every address, so each page's links read alike.
 */
export function searchOf(params: QueryParams): string {
  const sp = new URLSearchParams();
  const entries: Iterable<readonly [string, QueryValue]> =
    Symbol.iterator in params
      ? (params as Iterable<readonly [string, QueryValue]>)
      : Object.entries(params as Readonly<Record<string, QueryValue>>);
  for (const [key, value] of entries) {
    const text = Array.isArray(value) ? value.join(',') : value === undefined ? '' : String(value);
    if (text !== '') sp.append(key, text);
  }
  return sp.toString().replace(/%2C/g, ',');
}

/** An address of the console: the path, and `?` with the query when there is one. */
export function hrefOf(path: string, params: QueryParams = {}): string {
  const search = searchOf(params);
  return search ? `${path}?${search}` : path;
}

/**
 * The settlement report's URL parameters, by their names in the address (bookmarks and saved reports keep
 * them): src/features/settlement/query.ts writes them from the report's filters, drops the defaults and reads
 * them back (untrusted); a saved report (src/features/settlement/savedReports) keeps all but the period and the page as
 * they are.
 */
export interface SettlementSearch {
  /** First and last day of the period (YYYY-MM-DD in the report's zone). */
  start: string;
  end: string;
  apps?: readonly number[];
  positions?: readonly number[];
  types?: readonly string[];
  platforms?: readonly string[];
  countries?: readonly string[];
  group?: readonly string[];
  page?: number;
  size?: number;
  sort?: string;
  order?: 'ascend' | 'descend';
  /** Days in the provider's billing zone; absent: the account's zone. */
  tz?: 'billing';
  compare?: string;
  /** The metrics with change columns; 'none' keeps an empty pick apart from the default. */
  change?: readonly string[] | 'none';
  chart?: string;
}

/** The parameters in the order the address lists them. */
const SETTLEMENT_ORDER: readonly (keyof SettlementSearch)[] = [
  'start',
  'end',
  'apps',
  'positions',
  'types',
  'platforms',
  'countries',
  'group',
  'page',
  'size',
  'sort',
  'order',
  'tz',
  'compare',
  'change',
  'chart',
];

/**
 * The settlement report's query string (no `?`). `kept`: parameters a saved report stored, written after the
 * typed ones as they are (the page reads back what it knows).
 */
export function settlementSearch(params: SettlementSearch, kept: Iterable<readonly [string, string]> = []): string {
  return searchOf([...SETTLEMENT_ORDER.map((key) => [key, params[key]] as const), ...kept]);
}

/** The settlement report's address: the one writer of its links (the page, dashboard, statements, saved reports). */
export function settlementHref(params: SettlementSearch, kept?: Iterable<readonly [string, string]>): string {
  return `${PATHS.settlement}?${settlementSearch(params, kept)}`;
}
