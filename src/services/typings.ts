/**
 * Request and response payloads of the provider API (docs/api.md is the prose
 * version). TYPES ONLY: this file is imported by the mock (mock/, through a
 * relative path) and by the console services, so it must not contain runtime
 * code.
 */

// ---------------------------------------------------------------- envelope

/** Every provider answer. `code: 0` is success. */
export interface Envelope<T = unknown> {
  code: number;
  result: T;
  /** Always set: a short text in the caller's language. */
  message: string;
  /** Set when the user should be told (errors and successful writes). */
  msg?: string;
  /** Developer detail; log it, never show it. */
  devMsg?: string;
  /** Code 4001 only: field name → message in the caller's language. */
  errors?: Record<string, string>;
}

/** Refresh and menu answers also carry the result under `data` (legacy readers). */
export interface EnvelopeWithData<T> extends Envelope<T> {
  data: T;
}

/** Business codes (HTTP 200) plus the HTTP-status codes echoed in the envelope. */
export type BizCode =
  | 0 // success
  | 4001 // validation (see `errors`)
  | 4002 // wrong account or password / account disabled
  | 4004 // not found (or outside the caller's data scope)
  | 4009 // duplicate
  | 4010 // wrong or expired email code
  | 4029 // email code re-sent within 60 s
  | 5000; // server error

export type SortOrder = 'ascend' | 'descend';

/** Paging and sorting fields accepted by every list call (in the JSON body). */
export interface PageParams {
  /** 1-based page, default 1. */
  current?: number;
  /** Default 10, at most 100 (larger values are clamped to 100). */
  pageSize?: number;
  /** One of the fields the call documents as sortable; anything else → 4001. */
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface PageResult<T> {
  current: number;
  pageSize: number;
  total: number;
  list: T[];
}

/** Calendar day `YYYY-MM-DD` in the reporting time zone. */
export type DateString = string;
/** ISO 8601 timestamp with offset, e.g. 2026-01-31T08:00:00.000Z. */
export type IsoDateTime = string;

// ---------------------------------------------------------------- auth

export type Access = 'admin' | 'user';

export type MenuCode =
  | 'HomeView'
  | 'AppView'
  | 'AppManage'
  | 'AdPosView'
  | 'AdPosManage'
  | 'BillReportView'
  | 'MonthBillReportView'
  | 'MaterialAuditView'
  | 'AccountView'
  | 'AccountManage'
  | 'ReportApiView'
  | 'SubAccountView'
  | 'SubAccountManage';

export interface UserInfo {
  account_name: string;
  access: Access;
  accountId: number;
  /** Set for sub-accounts: the main publisher account. */
  parentId: number | null;
  /** Display name. */
  name: string;
}

export interface SignInParams {
  account: string;
  password: string;
}

export interface SignInResult {
  'user-token': string;
  /** Seconds. */
  expiresIn: number;
  userInfo: UserInfo;
}

export interface EmailSendParams {
  email: string;
}

export interface EmailSendResult {
  email: string;
  /** Seconds until a new code may be requested. */
  resendAfter: number;
  /** Seconds the code stays valid. */
  expiresIn: number;
}

export interface EmailVerifyParams {
  email: string;
  code: string;
}

export interface RefreshResult {
  'user-token': string;
  expiresIn: number;
}

export interface KeepResult {
  alive: true;
}

export interface MenuEntry {
  code: MenuCode;
  name: string;
  path: string;
}

// ---------------------------------------------------------------- account

export type Currency = 'USD' | 'CNY' | 'EUR';

export interface AccountInfo {
  accountId: number;
  account_name: string;
  access: Access;
  parentId: number | null;
  name: string;
  contact: string;
  email: string;
  phone: string;
  company: string;
  /** Set by the platform; read-only. */
  currency: Currency;
  /** IANA zone, e.g. Asia/Shanghai (a preference; reports use the reporting zone). */
  timeZone: string;
  createdAt: IsoDateTime;
  menuCodes: MenuCode[];
}

export interface AccountUpdateParams {
  name?: string;
  contact?: string;
  email?: string;
  phone?: string;
  company?: string;
  timeZone?: string;
}

export interface PasswordUpdateParams {
  oldPassword: string;
  newPassword: string;
}

// ---------------------------------------------------------------- sub-accounts

export type EnabledStatus = 'enabled' | 'disabled';

export interface SubAccount {
  id: number;
  account_name: string;
  name: string;
  email: string;
  phone: string;
  remark: string;
  status: EnabledStatus;
  menuCodes: MenuCode[];
  appIds: number[];
  /** Names of the granted apps, same order as appIds. */
  appNames: string[];
  createdAt: IsoDateTime;
  lastLoginAt: IsoDateTime | null;
}

export interface SubAccountListParams extends PageParams {
  /** Matches account name, name or email (case-insensitive substring). */
  keyword?: string;
  status?: EnabledStatus;
  /** Sortable: id, account_name, createdAt, lastLoginAt. */
  sortField?: 'id' | 'account_name' | 'createdAt' | 'lastLoginAt';
}

export interface SubAccountCreateParams {
  account_name: string;
  password: string;
  name: string;
  email?: string;
  phone?: string;
  remark?: string;
  status?: EnabledStatus;
  menuCodes: MenuCode[];
  appIds: number[];
}

export interface SubAccountUpdateParams extends Partial<Omit<SubAccountCreateParams, 'account_name'>> {
  id: number;
}

export interface SubAccountDeleteParams {
  ids: number[];
}

export interface PermissionItem {
  code: MenuCode;
  name: string;
  kind: 'view' | 'manage';
  /** The caller holds this code and may therefore grant it. */
  grantable: boolean;
}

export interface PermissionGroup {
  key: string;
  name: string;
  children: PermissionItem[];
}

export interface DataScopeApp {
  appId: number;
  appName: string;
  platform: Platform;
}

// ---------------------------------------------------------------- apps

export type Platform = 'ios' | 'android';
export type AppReviewStatus = 'pending' | 'approved' | 'rejected' | 'suspended';
export type AppCategory =
  | 'games'
  | 'social'
  | 'tools'
  | 'news'
  | 'video'
  | 'music'
  | 'shopping'
  | 'education'
  | 'health'
  | 'finance'
  | 'travel'
  | 'lifestyle';

export interface App {
  id: number;
  publisherId: number;
  name: string;
  platform: Platform;
  /** Android package name or iOS bundle ID. */
  packageName: string;
  storeUrl: string;
  category: AppCategory;
  description: string;
  reviewStatus: AppReviewStatus;
  /** Set when reviewStatus is rejected or suspended. */
  reviewReason: string | null;
  enabled: boolean;
  adPositionCount: number;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AppListParams extends PageParams {
  keyword?: string;
  platform?: Platform;
  reviewStatus?: AppReviewStatus;
  enabled?: boolean;
  category?: AppCategory;
  /** Sortable: id, name, createdAt, adPositionCount. */
  sortField?: 'id' | 'name' | 'createdAt' | 'adPositionCount';
}

export interface AppCreateParams {
  name: string;
  platform: Platform;
  packageName: string;
  storeUrl: string;
  category: AppCategory;
  description?: string;
}

export interface AppUpdateParams extends Partial<AppCreateParams> {
  id: number;
}

export interface AppStatusParams {
  id: number;
  enabled: boolean;
}

export interface AppOption {
  value: number;
  label: string;
  platform: Platform;
}

// ---------------------------------------------------------------- ad positions

export type AdType = 'splash' | 'banner' | 'interstitial' | 'native' | 'rewarded';
export type BannerSize = '320x50' | '320x100' | '300x250' | '728x90';
export type NativeTemplate = 'small' | 'medium' | 'large' | 'feed';
export type Orientation = 'portrait' | 'landscape' | 'auto';

export interface FrequencyCap {
  /** Impressions per user, 1..1000. */
  count: number;
  period: 'hour' | 'day';
}

export interface AdPosition {
  id: number;
  appId: number;
  appName: string;
  platform: Platform;
  /** SDK unit ID, e.g. mc-1001-2001. */
  unitId: string;
  name: string;
  adType: AdType;
  /** banner only. */
  bannerSize: BannerSize | null;
  /** native only. */
  nativeTemplate: NativeTemplate | null;
  /** rewarded only. */
  rewardName: string | null;
  /** rewarded only: whole number 1..1,000,000. */
  rewardAmount: number | null;
  /** splash only. */
  orientation: Orientation | null;
  /** USD, ≥ 0, at most two decimals. */
  floorPrice: number;
  frequencyCap: FrequencyCap | null;
  status: EnabledStatus;
  createdAt: IsoDateTime;
  updatedAt: IsoDateTime;
}

export interface AdPositionListParams extends PageParams {
  keyword?: string;
  appId?: number;
  adType?: AdType;
  status?: EnabledStatus;
  /** Sortable: id, name, floorPrice, createdAt. */
  sortField?: 'id' | 'name' | 'floorPrice' | 'createdAt';
}

export interface AdPositionCreateParams {
  appId: number;
  name: string;
  adType: AdType;
  bannerSize?: BannerSize;
  nativeTemplate?: NativeTemplate;
  rewardName?: string;
  rewardAmount?: number;
  orientation?: Orientation;
  floorPrice: number;
  frequencyCap?: FrequencyCap | null;
  status?: EnabledStatus;
}

/** appId and adType cannot change after creation. */
export interface AdPositionUpdateParams extends Partial<Omit<AdPositionCreateParams, 'appId' | 'adType'>> {
  id: number;
}

export interface AdPositionStatusParams {
  id: number;
  status: EnabledStatus;
}

// ---------------------------------------------------------------- import

export interface ImportResult {
  accepted: number;
  /** IDs of the created ad positions. */
  createdIds: number[];
  /** `row` is the 1-based line/row number in the file (header row included). */
  rejected: { row: number; reason: string }[];
}

// ---------------------------------------------------------------- reports

export interface TrafficMetrics {
  requests: number;
  fills: number;
  /** fills / requests, fraction 0..1 rounded to 4 decimals. */
  fillRate: number;
  impressions: number;
  /** impressions / fills, fraction 0..1 (4 decimals). */
  showRate: number;
  clicks: number;
  /** clicks / impressions, fraction 0..1 (4 decimals). */
  ctr: number;
  /** revenue / impressions × 1000, two decimals. */
  ecpm: number;
  /** Currency units, two decimals. */
  revenue: number;
}

export type MetricKey = keyof TrafficMetrics;

export interface ReportMeta {
  /** Reporting time zone: days are calendar days there. */
  timeZone: string;
  currency: Currency;
  updatedAt: IsoDateTime;
}

export interface DashboardKpis {
  revenue: number;
  impressions: number;
  ecpm: number;
  fillRate: number;
  clicks: number;
  ctr: number;
}

export interface DashboardPeriod {
  start: DateString;
  end: DateString;
  current: DashboardKpis;
  /** Same-length period right before (month to date: same days of the previous month). */
  previous: DashboardKpis;
  previousStart: DateString;
  previousEnd: DateString;
}

export interface DashboardSummary extends ReportMeta {
  today: DashboardPeriod;
  yesterday: DashboardPeriod;
  last7Days: DashboardPeriod;
  monthToDate: DashboardPeriod;
}

export interface DashboardSeriesParams {
  days: 7 | 30 | 90;
  appIds?: number[];
}

export interface DashboardSeriesPoint extends TrafficMetrics {
  date: DateString;
  status: DayStatus;
}

export interface DashboardSeries extends ReportMeta {
  days: number;
  points: DashboardSeriesPoint[];
}

export interface DashboardTopParams {
  /** Default 'last7Days'. */
  period?: 'today' | 'yesterday' | 'last7Days' | 'monthToDate';
  /** Default 5, at most 20. */
  limit?: number;
}

export interface TopEntry {
  id: number;
  name: string;
  revenue: number;
  impressions: number;
  ecpm: number;
  /** Share of the period's revenue, fraction 0..1. */
  share: number;
}

export interface TopAdPositionEntry extends TopEntry {
  appId: number;
  appName: string;
  adType: AdType;
}

export interface DashboardTop extends ReportMeta {
  period: string;
  start: DateString;
  end: DateString;
  apps: TopEntry[];
  adPositions: TopAdPositionEntry[];
}

export type DayStatus = 'estimated' | 'final';
export type GroupByKey = 'day' | 'app' | 'adPosition';

export interface SettlementParams extends PageParams {
  startDate: DateString;
  /** Inclusive; range at most 366 days; not after today. */
  endDate: DateString;
  appIds?: number[];
  adPositionIds?: number[];
  adTypes?: AdType[];
  /** Default ['day']. Any non-empty combination, order-independent. */
  groupBy?: GroupByKey[];
  /** Sortable: day, appName, adPositionName, and every metric key. */
  sortField?: string;
}

export interface SettlementRow extends TrafficMetrics {
  /** Stable row key, e.g. "2026-01-31|1001|2001". */
  key: string;
  date?: DateString;
  /** With groupBy day. */
  status?: DayStatus;
  appId?: number;
  appName?: string;
  adPositionId?: number;
  adPositionName?: string;
  adType?: AdType;
}

export interface SettlementResult extends PageResult<SettlementRow>, ReportMeta {
  /** Over the whole filtered range, not just the page. */
  totals: TrafficMetrics;
  groupBy: GroupByKey[];
  startDate: DateString;
  endDate: DateString;
}

export interface SettlementExportResult extends ReportMeta {
  fileName: string;
  columns: { key: string; title: string }[];
  rows: SettlementRow[];
  totals: TrafficMetrics;
}

export type MonthBillStatus = 'open' | 'pending' | 'confirmed' | 'paid';

export interface MonthBill {
  /** YYYY-MM */
  month: string;
  currency: Currency;
  impressions: number;
  grossRevenue: number;
  /** Media's share rate, fraction (e.g. 0.7). */
  mediaShareRate: number;
  mediaRevenue: number;
  platformRevenue: number;
  /** Positive or negative corrections (invalid traffic etc.). */
  adjustments: number;
  /** mediaRevenue + adjustments. */
  payable: number;
  status: MonthBillStatus;
  confirmedAt: IsoDateTime | null;
  paidAt: IsoDateTime | null;
}

export interface MonthBillListParams extends PageParams {
  /** e.g. 2026; default: the last 12 months. */
  year?: number;
  status?: MonthBillStatus;
  /** Sortable: month, grossRevenue, payable. Default month descend. */
  sortField?: 'month' | 'grossRevenue' | 'payable';
}

// ---------------------------------------------------------------- materials

export type MaterialStatus = 'pending' | 'approved' | 'rejected';
export type MaterialFormat = 'image' | 'video';

export interface Material {
  id: number;
  title: string;
  advertiser: string;
  advertiserDomain: string;
  adType: AdType;
  format: MaterialFormat;
  /** e.g. 320x50 */
  size: string;
  /** video only, seconds. */
  durationSec: number | null;
  /** `data:image/svg+xml` URL (the poster frame for videos). Never fetched from the network. */
  previewUrl: string;
  appId: number;
  appName: string;
  adPositionId: number;
  adPositionName: string;
  /** Untrusted: may be javascript:, data: … Never render it as a live link unless it is http(s). */
  landingUrl: string;
  submittedAt: IsoDateTime;
  status: MaterialStatus;
  reviewedAt: IsoDateTime | null;
  reviewedBy: string | null;
  rejectReason: string | null;
}

export interface MaterialListParams extends PageParams {
  keyword?: string;
  status?: MaterialStatus;
  adType?: AdType;
  format?: MaterialFormat;
  appId?: number;
  adPositionId?: number;
  submittedFrom?: DateString;
  submittedTo?: DateString;
  /** Sortable: id, submittedAt, title, advertiser. Default submittedAt descend. */
  sortField?: 'id' | 'submittedAt' | 'title' | 'advertiser';
}

export interface MaterialReviewParams {
  /** 1..100 IDs. */
  ids: number[];
  decision: 'approve' | 'reject';
  /** Required (1..200 chars) when rejecting. */
  reason?: string;
}

export interface MaterialReviewResult {
  succeeded: number[];
  failed: { id: number; reason: string }[];
}

export interface MaterialReviewRecord {
  id: number;
  materialId: number;
  materialTitle: string;
  decision: 'approve' | 'reject';
  reason: string | null;
  reviewer: string;
  reviewerId: number;
  reviewedAt: IsoDateTime;
  fromStatus: MaterialStatus;
  toStatus: MaterialStatus;
}

export interface MaterialHistoryParams extends PageParams {
  /** One material's history; omit for every review in scope. */
  materialId?: number;
  sortField?: 'reviewedAt';
}

export interface AuditReportParams {
  startDate: DateString;
  endDate: DateString;
  appIds?: number[];
}

export interface AuditReport {
  startDate: DateString;
  endDate: DateString;
  timeZone: string;
  totals: { approved: number; rejected: number; pending: number; submitted: number };
  /** approved/rejected by review day; submitted by submission day; pending = submitted that day and still pending. */
  days: { date: DateString; submitted: number; approved: number; rejected: number; pending: number }[];
  byApp: { appId: number; appName: string; approved: number; rejected: number; pending: number }[];
  byReviewer: { reviewer: string; approved: number; rejected: number }[];
}

// ---------------------------------------------------------------- report API

export interface ReportApiCredentials {
  apiKey: string;
  secret: string;
  createdAt: IsoDateTime;
  rotatedAt: IsoDateTime | null;
  lastUsedAt: IsoDateTime | null;
  /** Path of the signed endpoint. */
  endpoint: string;
}

export interface OpenApiReportRow extends TrafficMetrics {
  date: DateString;
  status: DayStatus;
}

export interface OpenApiReportResult extends ReportMeta {
  start: DateString;
  end: DateString;
  groupBy: 'day';
  list: OpenApiReportRow[];
  totals: TrafficMetrics;
}

// ---------------------------------------------------------------- QA faults

export type FaultType = '401' | '406' | '429' | '500' | '-100' | 'business' | 'null-result' | 'slow' | 'drop';

export interface FaultRule {
  id: number;
  /** '*' or an exact path. */
  path: string;
  type: FaultType;
  /** Remaining applications; null = until cleared. */
  times: number | null;
  message: string | null;
  delayMs: number | null;
  /** Business code for type 'business' (default 4000). */
  code: number | null;
}

export interface FaultCreateParams {
  path?: string;
  type: FaultType;
  times?: number;
  message?: string;
  delayMs?: number;
  code?: number;
}
