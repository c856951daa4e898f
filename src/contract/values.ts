/**
 * Every closed value set of the API contract, at run time, in the contract's
 * order. The lists are the enums of contract/openapi.yaml (generated into
 * contract/schema.ts by `npm run contract`), so a new platform, ad type or
 * status is added to the YAML and reaches the console's filters and forms and
 * the mock's validation and seed at once. Order matters where a list is shown
 * (the console's options) or walked (the seed assigns categories round-robin).
 */
import { PROVIDER_TIME_ZONE } from './constants';
import { LIMITS } from './limits';
import {
  accessValues,
  adPositionSortFieldValues,
  adTypeValues,
  appCategoryValues,
  appReviewStatusValues,
  appAdsStatusValues,
  contentRatingValues,
  appSortFieldValues,
  bannerSizeValues,
  bizCodeValues,
  sessionEndReasonValues,
  browserValues,
  osValues,
  blockRuleActionValues,
  blockRuleKindValues,
  blockRuleScopeValues,
  blockRuleSortFieldValues,
  blockRuleStatusValues,
  creativeCategoryValues,
  countryValues,
  currencyValues,
  dashboardPeriodKeyValues,
  dayStatusValues,
  enabledStatusValues,
  faultTypeValues,
  activityKindValues,
  alertConditionValues,
  alertEventValues,
  alertKindValues,
  alertMetricValues,
  alertScopeValues,
  healthIssueKindValues,
  healthPayeeFieldValues,
  activitySortFieldValues,
  frequencyCapPeriodValues,
  groupByKeyValues,
  compareModeValues,
  reportFixedPeriodValues,
  reportScheduleStatusChangeValues,
  changeCauseKeyValues,
  changeDimensionKeyValues,
  materialFormatValues,
  monthBillAdjustmentKindValues,
  paymentMethodValues,
  emailCodePurposeValues,
  materialHistorySortFieldValues,
  materialSortFieldValues,
  materialStatusValues,
  menuCodeValues,
  metricKeyValues,
  monthBillSortFieldValues,
  monthBillStatusValues,
  earningsPeriodValues,
  nativeTemplateValues,
  orientationValues,
  permissionGroupKeyValues,
  permissionKindValues,
  platformValues,
  rejectReasonPresetValues,
  reviewDecisionValues,
  seedKindValues,
  settlementSortFieldValues,
  showTypeValues,
  sortOrderValues,
  subAccountSortFieldValues,
  trendDaysValues,
  savedReportPeriodKindValues,
  reportScheduleFrequencyValues,
  reportFileFormatValues,
  reportLocaleValues,
  reportScheduleStatusValues,
  reportRunStatusValues,
} from './schema';

// ---------------------------------------------------------------- envelope, paging
export const BIZ_CODES = bizCodeValues;
/** Why a session ended (extension): another sign-in displaced it, or another session ended it. */
export const SESSION_END_REASONS = sessionEndReasonValues;
/** Browser and system families a device is told by (sessions, sign-ins, the device that displaced a session). */
export const BROWSERS = browserValues;
export const OSES = osValues;
export const SHOW_TYPES = showTypeValues;
export const SORT_ORDERS = sortOrderValues;

// ---------------------------------------------------------------- accounts
export const ACCESS_LEVELS = accessValues;
/** Canonical order: the menu list and the permission tree follow it. */
export const MENU_CODES = menuCodeValues;
/** Kinds of the activity log (issue 20). */
export const ACTIVITY_KINDS = activityKindValues;
/** Account health (issue 49): the kinds of issue and the payee fields a payout needs. */
export const HEALTH_ISSUE_KINDS = healthIssueKindValues;
export const HEALTH_PAYEE_FIELDS = healthPayeeFieldValues;
export const ACTIVITY_SORT_FIELDS = activitySortFieldValues;
/** Alerts (issue 49): what a rule watches, over what, how it fires, and what a notification says happened. */
export const ALERT_KINDS = alertKindValues;
export const ALERT_METRICS = alertMetricValues;
export const ALERT_SCOPES = alertScopeValues;
export const ALERT_CONDITIONS = alertConditionValues;
export const ALERT_EVENTS = alertEventValues;
export const PERMISSION_KINDS = permissionKindValues;
export const PERMISSION_GROUP_KEYS = permissionGroupKeyValues;
export const CURRENCIES = currencyValues;
export const ENABLED_STATUSES = enabledStatusValues;
export const SUB_ACCOUNT_SORT_FIELDS = subAccountSortFieldValues;

// ---------------------------------------------------------------- apps and ad positions
export const PLATFORMS = platformValues;
/** Order matters to the mock: its seed assigns categories round-robin from this list. */
export const APP_CATEGORIES = appCategoryValues;
export const APP_REVIEW_STATUSES = appReviewStatusValues;
/** app-ads.txt check results (extension). */
export const APP_ADS_STATUSES = appAdsStatusValues;
export const APP_SORT_FIELDS = appSortFieldValues;
/** An app's content rating (extension), mildest first. */
export const CONTENT_RATINGS = contentRatingValues;
export const AD_TYPES = adTypeValues;
export const BANNER_SIZES = bannerSizeValues;
export const NATIVE_TEMPLATES = nativeTemplateValues;
export const ORIENTATIONS = orientationValues;
export const FREQUENCY_CAP_PERIODS = frequencyCapPeriodValues;
export const AD_POSITION_SORT_FIELDS = adPositionSortFieldValues;

// ---------------------------------------------------------------- reports
export const METRIC_KEYS = metricKeyValues;
export const DAY_STATUSES = dayStatusValues;
export const GROUP_BY_KEYS = groupByKeyValues;
/** Periods a settlement report can be compared with (extension, issue 17). */
export const COMPARE_MODES = compareModeValues;
/** Countries the reports know (ISO 3166-1 alpha-2); names come from Intl.DisplayNames in the user's locale. */
export const COUNTRIES = countryValues;
/** Hourly figures are kept for the last 30 days of the report's zone. */
export const HOURLY_DAYS = 30;
export const SETTLEMENT_SORT_FIELDS = settlementSortFieldValues;
export const DASHBOARD_PERIODS = dashboardPeriodKeyValues;
/** "What changed" (issue 49): the causes an earnings change is split into, and the dimensions its movers are named in. */
export const CHANGE_CAUSES = changeCauseKeyValues;
export const CHANGE_DIMENSIONS = changeDimensionKeyValues;
export const TREND_DAYS = trendDaysValues;
export const MONTH_BILL_STATUSES = monthBillStatusValues;
/** Issue 52: the recent periods the apps and ad positions lists show earnings for (the first is not the default). */
export const EARNINGS_PERIODS = earningsPeriodValues;
export const MONTH_BILL_SORT_FIELDS = monthBillSortFieldValues;
export const MONTH_BILL_ADJUSTMENT_KINDS = monthBillAdjustmentKindValues;
export const PAYMENT_METHODS = paymentMethodValues;
/** Statements the console lists: the last 24 months (extension, docs/payments.md). */
export const STATEMENT_MONTHS = LIMITS.statementMonths;
/** Invoices and dispute attachments: at most 5 MB (the server checks the same). */
export const STATEMENT_FILE_BYTES = LIMITS.invoiceFileBytes;
/** Days a bank account change holds payouts (issue 28; the mock's payment run and the banner read it). */
export const PAYOUT_HOLD_DAYS = LIMITS.payoutHoldDays;
/** What an emailed code is for: each works for its own purpose only (issue 28, mock/core/lib/emailCodes.ts). */
export const EMAIL_CODE_PURPOSES = emailCodePurposeValues;

// ---------------------------------------------------------------- materials
export const MATERIAL_STATUSES = materialStatusValues;
export const MATERIAL_FORMATS = materialFormatValues;
export const REVIEW_DECISIONS = reviewDecisionValues;
/** The console's preset reject reasons (the wire carries the reason's text). */
export const REJECT_REASON_PRESETS = rejectReasonPresetValues;
export const MATERIAL_SORT_FIELDS = materialSortFieldValues;
export const MATERIAL_HISTORY_SORT_FIELDS = materialHistorySortFieldValues;

// ---------------------------------------------------------------- blocking rules (extension)
/** Creatives' delivery figures (7-day revenue, a rule's impact, the audit report's blocking effect) are in USD. */
export const DELIVERY_CURRENCY = 'USD';
/** General categories first, then the sensitive ones (SENSITIVE_CATEGORIES). */
export const CREATIVE_CATEGORIES = creativeCategoryValues;
/** The categories publishers usually block (gambling, dating …): the options call flags them. */
export const SENSITIVE_CATEGORIES: readonly (typeof creativeCategoryValues)[number][] = [
  'gambling',
  'dating',
  'alcohol',
  'politics',
  'religion',
  'weightLoss',
  'crypto',
];
export const BLOCK_RULE_KINDS = blockRuleKindValues;
export const BLOCK_RULE_SCOPES = blockRuleScopeValues;
export const BLOCK_RULE_STATUSES = blockRuleStatusValues;
export const BLOCK_RULE_SORT_FIELDS = blockRuleSortFieldValues;
export const BLOCK_RULE_ACTIONS = blockRuleActionValues;

// ---------------------------------------------------------------- QA control of the mock
export const FAULT_TYPES = faultTypeValues;
export const SEED_KINDS = seedKindValues;

/** The provider's reporting time zone (UTC+8, no DST): report days are calendar days there (docs/api.md, Times). */
export const REPORT_TIME_ZONE = PROVIDER_TIME_ZONE;

/** The provider's billing time zone: monthly statements, deadlines and payment dates are always in it (docs/payments.md). */
export const BILLING_TIME_ZONE = REPORT_TIME_ZONE;

/** Lists open with 10 rows (SPEC.md section 9); the sizes they offer are PAGE_SIZE_OPTIONS. */
export {
  ALERT_EVERY_MINUTES,
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  MAX_RANGE_DAYS,
  PROVIDER_TIME_ZONE,
  MENU_IMPLIES,
  MOVERS_EACH_WAY,
} from './constants';
/** The most rows one list call returns; larger page sizes are clamped by the server. */
export const MAX_PAGE_SIZE = LIMITS.pageSizeMax;

// ---------------------------------------------------------------- saved and scheduled reports (extension)
export const SAVED_PERIOD_KINDS = savedReportPeriodKindValues;
export const SCHEDULE_FREQUENCIES = reportScheduleFrequencyValues;
export const REPORT_FILE_FORMATS = reportFileFormatValues;
/** Locales a scheduled delivery's file can be written in: the console's (extension). */
export const REPORT_LOCALES = reportLocaleValues;
/** The console's 13 locales (the contract's ReportLocale): the session, the language menu and the mock read this list. */
export const LOCALES = reportLocaleValues;
export const SCHEDULE_STATUSES = reportScheduleStatusValues;
/** What a person may set a schedule to (`done` is the server's, issue 52). */
export const SCHEDULE_STATUS_CHANGES = reportScheduleStatusChangeValues;
/** What a schedule of a fixed-period report sends (issue 52): once, or moving on period by period. */
export const REPORT_FIXED_PERIODS = reportFixedPeriodValues;
export const REPORT_RUN_STATUSES = reportRunStatusValues;
/** Saved reports one account may keep, and schedules (the mock refuses more). */
export const SAVED_REPORTS_MAX = 50;
export const SCHEDULES_MAX = 20;
/** A delivery's download link stays valid this long. */
export const REPORT_FILE_TTL_DAYS = 7;
