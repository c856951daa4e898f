/**
 * The persisted state: everything users can change (accounts, apps, ad
 * positions, materials and their reviews, report API keys, sessions, the
 * mailbox). Generated traffic is not here: it is regenerated from the seed.
 * Times are epoch milliseconds; the routes format them.
 */
import type { AppAdsRecord, FakeWeb } from './lib/appAds';
import type { StoreRecord } from './lib/store';
import type {
  Access,
  AdType,
  AppCategory,
  AppReviewStatus,
  BannerSize,
  ContentRating,
  Currency,
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
} from '../../src/services/typings';
import type { SeedKind } from './types';
import type { ClientInfo } from './lib/device';

/** Bump when the shape changes: older saved files are then reseeded. */
export const STATE_VERSION = 10;

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
  access: Access;
  /** Main publisher account of a sub-account; null for main accounts. */
  parentId: number | null;
  menuCodes: MenuCode[];
  /** Sub-accounts only: the apps they were given. */
  appIds: number[];
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
  /** Rewarded only (extension): the server-side verification callback; its secret derives from the id (lib/rewardCallback.ts). */
  rewardCallbackUrl: string | null;
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
  ruleId: number;
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
  lastUsedAt: number | null;
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
  state: 'active' | 'displaced' | 'ended';
  /** When the session was displaced (the time of the sign-in that displaced it) or ended. */
  endedAt?: number;
}

export interface MailRecord {
  email: string;
  /** A code (the default) or a notice: a message that carries no code (bank account changed). */
  kind?: 'code' | 'notice';
  subject?: string;
  text?: string;
  /** What the code is for: signing in (absent, the original mailbox), resetting the password, a two-step sign-in. */
  purpose?: 'reset' | 'twoStep';
  /** twoStep: the challenge the code answers and its account. */
  challenge?: string;
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
  invoice: { number: string; fileName: string; size: number; at: number; by: string } | null;
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
}

export interface BillingRecord {
  publisherId: number;
  /** The billing calendar has been applied up to this time (deadlines, payment runs). */
  checkedAt: number;
}

export interface MockState {
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
    !!s.nextId
  );
}
