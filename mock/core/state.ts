/**
 * The persisted state: everything users can change (accounts, apps, ad
 * positions, materials and their reviews, report API keys, sessions, the
 * mailbox). Generated traffic is not here: it is regenerated from the seed.
 * Times are epoch milliseconds; the routes format them.
 */
import type {
  Access,
  SessionEndReason,
  SessionDevice,
  ActivityKind,
  AdType,
  AppCategory,
  AppReviewStatus,
  BannerSize,
  ContentRating,
  Currency,
  EmailCodePurpose,
  EnabledStatus,
  FrequencyCap,
  MaterialFormat,
  MaterialStatus,
  BlockRuleAction,
  BlockRuleChange,
  BlockRuleKind,
  BlockRuleScope,
  BlockRuleStatus,
  CreativeCategory,
  MenuCode,
  MonthBillAdjustmentKind,
  PaymentMethod,
  NativeTemplate,
  Orientation,
  Platform,
  ReportFileFormat,
  ReportLocale,
  ReportRunStatus,
  ReportScheduleFrequency,
  ReportScheduleStatus,
  SavedReportPeriod,
  MockAnomaly,
  ReportFixedPeriod,
} from '../../src/contract/typings';
import type { XlsxLayout } from '../../src/contract/sheet/cells';
import type { AppAdsRecord, FakeWeb } from './lib/appAds';
import type { StoreRecord } from './lib/store';
import type { Lang, SeedKind } from './types';
import type { ClientInfo } from './lib/device';
import type { RecoverySet } from './lib/totp';
import type { AlertsState } from './alerts/rules/records';

/** Bump when the shape changes: older saved files are then reseeded. */
export const STATE_VERSION = 17;

export interface AccountRecord {
  id: number;
  account_name: string;
  name: string;
  contact: string;
  email: string;
  phone: string;
  company: string;
  currency: Currency;
  timeZone: string;
  /** The console locale of its last sign-in: the language of mails someone else's action sends it (issue 31). */
  locale?: Lang;
  access: Access;
  /** Main publisher account of a sub-account; null for main accounts. */
  parentId: number | null;
  menuCodes: MenuCode[];
  /** Sub-accounts only: the apps they were given. */
  appIds: number[];
  /** Sub-accounts only (issue 20): every app of the publisher, including apps added later (appIds ignored). */
  allApps?: boolean;
  status: EnabledStatus;
  salt: string;
  passwordHash: string;
  remark: string;
  createdAt: number;
  lastLoginAt: number | null;
  /** Two-step sign-in (issue 20): an emailed code after the password. */
  twoStep?: boolean;
  /** Main accounts: every sub-account must use two-step sign-in. */
  requireTwoStepForSubs?: boolean;
  /**
   * Issue 28: the authenticator app, the second step in place of the emailed code. The TOTP secret must stay
   * readable to check codes (a provider would encrypt it at rest); `lastStep` is the last time step used (a code
   * works once); the recovery codes are kept hashed only.
   */
  authenticator?: { secret: string; addedAt: number; lastStep: number; recovery: RecoverySet };
  /** A secret shown for set-up, not confirmed yet with a code (valid 10 minutes). */
  authenticatorPending?: { secret: string; expiresAt: number };
  /** Set by the main account (issue 20): the next sign-in must choose a new password before the console. */
  mustChangePassword?: boolean;
}

export interface AppRecord {
  id: number;
  publisherId: number;
  name: string;
  platform: Platform;
  packageName: string;
  storeUrl: string;
  category: AppCategory;
  description: string;
  reviewStatus: AppReviewStatus;
  reviewReason: string | null;
  enabled: boolean;
  createdAt: number;
  updatedAt: number;
  /** Extension: the developer website, where app-ads.txt is looked for (lib/appAds.ts). */
  website: string | null;
  appAds: AppAdsRecord;
  /** Extension (issue 21): the store's icon (http(s) only), COPPA and the app's content rating. */
  iconUrl: string | null;
  childDirected: boolean;
  contentRating: ContentRating;
  /** Advertising IDs that get test ads from the app's positions (lowercase). */
  testDevices: string[];
  /** Extension (issue 33): a name per test device ("Anna's Pixel"), by its lowercase ID; absent in older saved state. */
  testDeviceNames?: Record<string, string>;
}

export interface AdPositionRecord {
  id: number;
  appId: number;
  name: string;
  adType: AdType;
  bannerSize: BannerSize | null;
  nativeTemplate: NativeTemplate | null;
  rewardName: string | null;
  rewardAmount: number | null;
  /** Rewarded only (extension): the server-side verification callback (signed, lib/rewardCallback.ts). */
  rewardCallbackUrl: string | null;
  /**
   * Rewarded only (extension, issue 28): the callback's signing key, random per position. It leaves the mock
   * only in the answer of the creation or a rotation, to an account that manages the position.
   */
  callbackSecret: string | null;
  /** The key before the last rotation, still signing (beside the new one) until `callbackPreviousExpiresAt`. */
  callbackPreviousSecret: string | null;
  callbackPreviousExpiresAt: number | null;
  callbackRotatedAt: number | null;
  orientation: Orientation | null;
  floorPrice: number;
  frequencyCap: FrequencyCap | null;
  status: EnabledStatus;
  createdAt: number;
  updatedAt: number;
}

export interface MaterialRecord {
  id: number;
  title: string;
  advertiser: string;
  advertiserDomain: string;
  adType: AdType;
  format: MaterialFormat;
  width: number;
  height: number;
  durationSec: number | null;
  appId: number;
  adPositionId: number;
  landingUrl: string;
  submittedAt: number;
  status: MaterialStatus;
  reviewedAt: number | null;
  reviewerId: number | null;
  reviewer: string | null;
  rejectReason: string | null;
  category: CreativeCategory;
  /** Delivery over the last 30 days (blocking rules' impact, audit report) and the last 7 (served per creative). */
  impressions30d: number;
  revenue30d: number;
  impressions7d: number;
  revenue7d: number;
  /** Status `blocked`: the active rule that blocks it, and the status it had before (restored on release). */
  blockedBy: number | null;
  blockedFrom: MaterialStatus | null;
  /** When it was blocked (kept while some rule or default keeps blocking it): the audit report's period. */
  blockedAt: number | null;
}

/** Sensitive categories a publisher blocks by default (extension), enforced like an account-wide rule. */
export interface BlockDefaultsRecord {
  publisherId: number;
  categories: CreativeCategory[];
  updatedBy: string | null;
  updatedAt: number | null;
}

/** A blocking rule (extension). `publisherId`: whose apps an `account` scope covers (admin: every app). */
export interface BlockRuleRecord {
  id: number;
  publisherId: number;
  kind: BlockRuleKind;
  value: string;
  scope: BlockRuleScope;
  appIds: number[];
  adPositionIds: number[];
  note: string;
  status: BlockRuleStatus;
  createdById: number;
  createdBy: string;
  createdAt: number;
  updatedBy: string;
  updatedAt: number;
}

/** One change of a rule; `scope` and `appIds` are the rule's at that time (who may read the record). */
export interface BlockHistoryRecord {
  id: number;
  /** null: a change of the blocked-by-default categories, which are no rule. */
  ruleId: number | null;
  publisherId: number;
  scope: BlockRuleScope;
  targetAppIds: number[];
  kind: BlockRuleKind;
  value: string;
  action: BlockRuleAction;
  actorId: number;
  actor: string;
  at: number;
  changes: BlockRuleChange[];
}

export interface ReviewRecord {
  id: number;
  materialId: number;
  decision: 'approve' | 'reject';
  reason: string | null;
  reviewerId: number;
  reviewer: string;
  reviewedAt: number;
  fromStatus: MaterialStatus;
  toStatus: MaterialStatus;
}

export interface ReportApiRecord {
  publisherId: number;
  apiKey: string;
  secret: string;
  createdAt: number;
  rotatedAt: number | null;
  /** Last signed call made with the current secret. */
  lastUsedAt: number | null;
  /** The secret before the last rotation, still accepted until previousExpiresAt (grace, issue 17). */
  previousSecret?: string | null;
  previousExpiresAt?: number | null;
  previousLastUsedAt?: number | null;
}

export interface SessionRecord {
  id: string;
  accountId: number;
  createdAt: number;
  /** Where it was signed in from (sessions list). */
  client?: ClientInfo;
  method?: SignInMethod;
  /** Last request made with one of its tokens. */
  lastSeenAt?: number;
}

export type SignInMethod = 'password' | 'email';
export type SignInFailure = 'wrongPassword' | 'accountDisabled' | 'wrongCode';

/** One sign-in attempt on a known account (an unknown name has no account to keep it under). */
export interface SignInRecord {
  id: number;
  accountId: number;
  at: number;
  method: SignInMethod;
  /** null: signed in. */
  failure: SignInFailure | null;
  client: ClientInfo;
}

export interface TokenRecord {
  token: string;
  sessionId: string;
  accountId: number;
  issuedAt: number;
  expiresAt: number;
  /**
   * displaced: a newer sign-in of the same account pushed this session out (→ 406);
   * ended: ended from another session of the account (→ 401 with the reason).
   */
  state: 'active' | SessionEndReason;
  /** When the session was displaced (the time of the sign-in that displaced it) or ended. */
  endedAt?: number;
  /** The device whose sign-in displaced it (issue 52): what the 406 tells the displaced tab. */
  displacedBy?: SessionDevice;
}

export interface MailRecord {
  email: string;
  /** A code (the default) or a notice: a message that carries no code (bank account changed). */
  kind?: 'code' | 'notice';
  subject?: string;
  text?: string;
  /**
   * What the code is for (issue 28: every code names one; a code without a purpose, from before, works for nothing).
   * mock/core/lib/emailCodes.ts is the one place that sends and checks codes.
   */
  purpose?: EmailCodePurpose;
  /** twoStep: the challenge the code answers. */
  challenge?: string;
  /** The account the code was sent for (absent: no account used the address then). */
  accountId?: number;
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
  used: boolean;
}

/**
 * The workflow of one publisher's monthly statement (the amounts are derived from traffic on every read).
 * Months without a record are open (the current month) or not issued yet.
 */
export interface StatementRecord {
  publisherId: number;
  month: string;
  status: 'pending' | 'confirmed' | 'invoiced' | 'paid' | 'disputed';
  issuedAt: number;
  deadline: number;
  revised: boolean;
  /** Adjustment kinds the provider added on this statement beyond the generated ones. */
  extraAdjustments: MonthBillAdjustmentKind[];
  confirmedAt: number | null;
  autoConfirmed: boolean;
  dispute: { reason: string; attachmentName: string | null; at: number; by: string } | null;
  /** `data`: the uploaded PDF, base64 (the state is JSON); absent on seeded invoices (a sample is served). */
  invoice: { number: string; fileName: string; size: number; data?: string; at: number; by: string } | null;
  paymentId: string | null;
}

export interface PaymentRecord {
  id: string;
  publisherId: number;
  reference: string;
  paidAt: number;
  /** Cents, the whole payment. */
  amountCents: number;
  carriedInCents: number;
  method: PaymentMethod;
  months: string[];
}

export interface PaymentProfileRecord {
  publisherId: number;
  payeeName: string;
  method: PaymentMethod;
  bankName: string;
  /** The full number: never sent to a browser (answers carry it masked). */
  accountNumber: string;
  swiftCode: string;
  taxId: string;
  threshold: number;
  updatedAt: number | null;
  /** Issue 28: the last bank account change (its time); payouts are held PAYOUT_HOLD_DAYS after it. */
  accountChangedAt?: number;
  /** "This was not me": no payment run pays until support releases them (`/__mock/billing` unfreeze). */
  frozenAt?: number;
  /** Issue 52: the bank account before the last change, which the runs pay while that change is reported. */
  previousAccountNumber?: string;
  /** Issue 52: a sub-account's "This was not me" on the last bank account change, until the owner decides. */
  report?: { byId: number; by: string; at: number };
}

export interface BillingRecord {
  publisherId: number;
  /** The billing calendar has been applied up to this time (deadlines, payment runs). */
  checkedAt: number;
}

export interface MockState extends AlertsState {
  version: number;
  seed: SeedKind;
  /** The reporting day the seed was built for (traffic ends on "today"). */
  seededAt: number;
  nextId: {
    account: number;
    app: number;
    adPosition: number;
    material: number;
    review: number;
    blockRule: number;
    blockHistory: number;
    savedReport: number;
    schedule: number;
  };
  accounts: AccountRecord[];
  apps: AppRecord[];
  adPositions: AdPositionRecord[];
  materials: MaterialRecord[];
  reviews: ReviewRecord[];
  blockRules: BlockRuleRecord[];
  blockHistory: BlockHistoryRecord[];
  blockDefaults: BlockDefaultsRecord[];
  reportApi: ReportApiRecord[];
  sessions: SessionRecord[];
  tokens: TokenRecord[];
  mailbox: MailRecord[];
  /** The fake web the app-ads.txt crawler reads (lib/appAds.ts); QA changes it under /__mock/web. */
  web: FakeWeb;
  /** The fake app store of the store lookup (lib/store.ts); QA changes it under /__mock/store. */
  store: StoreRecord[];
  statements: StatementRecord[];
  payments: PaymentRecord[];
  paymentProfiles: PaymentProfileRecord[];
  billing: BillingRecord[];
  /** Sign-in attempts, newest last (the last SIGN_IN_HISTORY_MAX are kept). */
  signIns: SignInRecord[];
  /** Browsers trusted for 30 days after a two-step sign-in (cookie `mc_trust`). */
  trusted: TrustedRecord[];
  /** Saved settlement reports and their schedules (issue 17), and the files of the deliveries. */
  savedReports: SavedReportRecord[];
  schedules: ScheduleRecord[];
  reportFiles: ReportFileRecord[];
  /** The delivery mails (kept apart from the code mails that sign-in reads). */
  reportMails: ReportMailRecord[];
  /** Sub-accounts invited by email (issue 20), every state kept (accepted and withdrawn ones are not listed). */
  invitations: InvitationRecord[];
  /** Password links a main account sent to its sub-accounts (issue 20). */
  resetLinks: ResetLinkRecord[];
  /** Sign-ins waiting for the new password their main account required (issue 20). */
  changeChallenges: ChangeChallengeRecord[];
  /** Issue 28: sign-ins waiting for the authenticator (or a recovery) code; created on first use. */
  factorChallenges?: FactorChallengeRecord[];
  /** The activity log (issue 20): every write call, newest last (mock/core/activity/rules.ts). */
  activity: ActivityRecord[];
  /** QA's anomalies (issue 49, `/__mock/anomaly`, lib/anomalies.ts): windows of changed traffic; absent in older states. */
  anomalies?: MockAnomaly[];
  /** The media-divide page's keys (cookie `mc_divide`): which session a reload of the page reads as. */
  dividePages?: { key: string; sessionId: string }[];
}

export interface ActivityRecord {
  id: number;
  at: number;
  accountId: number;
  publisherId: number;
  kind: ActivityKind;
  /** The API path that was called. */
  action: string;
  /** The object changed, named as it was then (null: none, or not known). */
  target: string | null;
  /** The actor's account name, kept: the log outlives a deleted sub-account. */
  accountName: string;
  client: ClientInfo;
}

/** A right password (and code) of an account that must change its password: the session waits for the new one. */
/** A first factor passed (`method`), the authenticator's code still to come. */
export interface FactorChallengeRecord {
  challenge: string;
  accountId: number;
  method: SignInMethod;
  expiresAt: number;
  attempts: number;
  used: boolean;
}

export interface ChangeChallengeRecord {
  challenge: string;
  accountId: number;
  method: SignInMethod;
  expiresAt: number;
  used: boolean;
}

/**
 * A sub-account invited by email: what the inviter chose (permissions, apps) waits here until the invitee opens
 * the link and sets a password; only then does the account exist. Resending replaces the token.
 */
export interface InvitationRecord {
  id: number;
  publisherId: number;
  invitedById: number;
  invitedBy: string;
  account_name: string;
  name: string;
  email: string;
  remark: string;
  menuCodes: MenuCode[];
  appIds: number[];
  allApps: boolean;
  /** The link's secret (a provider would keep a hash). */
  token: string;
  createdAt: number;
  sentAt: number;
  expiresAt: number;
  state: 'pending' | 'accepted' | 'withdrawn';
  /** The account the acceptance created. */
  accountId: number | null;
  /**
   * Issue 52: the address already had an account elsewhere on the platform (or another publisher's invitation) when it
   * was sent. The inviter sees an invitation like any other; the address gets a mail saying it has an account, never
   * the link, so nobody who may invite can tell which addresses exist.
   */
  known?: boolean;
}

/** A link that lets a sub-account choose a new password (sent by its main account; never a password itself). */
export interface ResetLinkRecord {
  token: string;
  accountId: number;
  sentById: number;
  sentAt: number;
  expiresAt: number;
  used: boolean;
}

export interface TrustedRecord {
  id: number;
  /** The cookie's value (a random token; a provider would keep a hash). */
  token: string;
  accountId: number;
  createdAt: number;
  expiresAt: number;
  client: ClientInfo;
}

/** Cheap structural check of a saved state before trusting it. */
export function isUsableState(value: unknown, seed: SeedKind): value is MockState {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<MockState>;
  return (
    s.version === STATE_VERSION &&
    s.seed === seed &&
    Array.isArray(s.accounts) &&
    Array.isArray(s.apps) &&
    Array.isArray(s.adPositions) &&
    Array.isArray(s.materials) &&
    Array.isArray(s.reviews) &&
    Array.isArray(s.blockRules) &&
    Array.isArray(s.blockHistory) &&
    Array.isArray(s.blockDefaults) &&
    Array.isArray(s.reportApi) &&
    Array.isArray(s.sessions) &&
    Array.isArray(s.tokens) &&
    Array.isArray(s.mailbox) &&
    !!s.web &&
    typeof s.web === 'object' &&
    Array.isArray(s.store) &&
    Array.isArray(s.statements) &&
    Array.isArray(s.payments) &&
    Array.isArray(s.paymentProfiles) &&
    Array.isArray(s.billing) &&
    Array.isArray(s.signIns) &&
    Array.isArray(s.trusted) &&
    Array.isArray(s.savedReports) &&
    Array.isArray(s.schedules) &&
    Array.isArray(s.reportFiles) &&
    Array.isArray(s.reportMails) &&
    Array.isArray(s.invitations) &&
    Array.isArray(s.resetLinks) &&
    Array.isArray(s.changeChallenges) &&
    Array.isArray(s.activity) &&
    !!s.nextId
  );
}

/** A settlement report saved under a name (the page's query kept opaque, its period relative or fixed). */
export interface SavedReportRecord {
  id: number;
  ownerId: number;
  publisherId: number;
  name: string;
  query: string;
  period: SavedReportPeriod;
  /** Main accounts: the sub-accounts see it too. */
  shared: boolean;
  createdAt: number;
  updatedAt: number;
}

export interface ScheduleRecord {
  id: number;
  reportId: number;
  ownerId: number;
  frequency: ReportScheduleFrequency;
  weekday: number | null;
  monthDay: number | null;
  hour: number;
  recipients: string[];
  format: ReportFileFormat;
  /** The console locale of who created (or last resumed) it: the delivered file's words and its mails (issue 31). */
  locale: ReportLocale;
  status: ReportScheduleStatus;
  /** null while paused. */
  nextRunAt: number | null;
  lastRun: { at: number; status: ReportRunStatus; rows: number | null; message: string | null } | null;
  createdAt: number;
  /** A fixed-period report's rule (issue 52): sent once, or moving on; absent for a relative period. */
  fixedPeriod?: ReportFixedPeriod;
  /** Fixed periods sent so far: `moveOn` sends the one that many periods after the saved one. */
  sentPeriods?: number;
}

/** A delivered file: the sheet as it was at the run, written in its format when the link is opened. */
export interface ReportFileRecord {
  token: string;
  scheduleId: number;
  fileName: string;
  format: ReportFileFormat;
  /** Laid out by the console's own writer (src/contract/sheet): escaped cells, formats, widths, frozen rows. */
  sheetName: string;
  matrix: (string | number | boolean | null | undefined)[][];
  layout: XlsxLayout;
  createdAt: number;
  expiresAt: number;
}

export interface ReportMailRecord {
  email: string;
  subject: string;
  text: string;
  sentAt: number;
  scheduleId: number;
  status: ReportRunStatus;
  fileToken: string | null;
  fileName: string | null;
  rows: number | null;
}
