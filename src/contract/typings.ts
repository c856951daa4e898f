/**
 * Friendly names for the payloads of the provider API. The shapes are NOT
 * written here: they are generated from the contract
 * (contract/openapi.yaml → contract/schema.ts, `npm run contract`), and this
 * file only names them. To change a payload, edit the YAML. TYPES ONLY: the
 * mock (mock/, through a relative path) and the console import this file.
 */
import type { components } from './schema';

type Schemas = components['schemas'];

// ---------------------------------------------------------------- envelope

/** Every provider answer (`code: 0` is success), with the call's result type. */
export type Envelope<T = unknown> = Omit<Schemas['Envelope'], 'result'> & { result: T };
/** Refresh and menu answers also carry the result under `data` (legacy readers). */
export type EnvelopeWithData<T> = Envelope<T> & { data: T };
/** Extension: why a session ended, on the 401/406 answer of its tokens. */
export type SessionEnd = Schemas['SessionEnd'];
export type SessionEndReason = SessionEnd['reason'];
export type SessionDevice = Schemas['SessionDevice'];
export type BizCode = Schemas['BizCode'];
export type ShowType = Schemas['ShowType'];

export type SortOrder = Schemas['SortOrder'];
/** Paging and sorting fields accepted by every list call (in the JSON body). */
export type PageParams = Schemas['PageParams'];
/** A paged list: `{ current, pageSize, total, list }`. */
export type PageInfo = Schemas['PageInfo'];
export type PageResult<T> = PageInfo & { list: T[] };

/** Calendar day `YYYY-MM-DD` in the reporting time zone. */
export type DateString = Schemas['DateString'];
/** ISO 8601 timestamp, e.g. 2026-01-31T08:00:00.000Z. */
export type IsoDateTime = Schemas['IsoDateTime'];

// ---------------------------------------------------------------- auth

export type Access = Schemas['Access'];
export type MenuCode = Schemas['MenuCode'];
export type UserInfo = Schemas['UserInfo'];
export type SignInParams = Schemas['SignInParams'];
export type SignInResult = Schemas['SignInResult'];
export type EmailSendParams = Schemas['EmailSendParams'];
export type EmailSendResult = Schemas['EmailSendResult'];
export type EmailVerifyParams = Schemas['EmailVerifyParams'];
export type RefreshResult = Schemas['RefreshResult'];
export type KeepResult = Schemas['KeepResult'];
export type MenuEntry = Schemas['MenuEntry'];

// ---------------------------------------------------------------- account

export type Currency = Schemas['Currency'];
export type AccountInfo = Schemas['AccountInfo'];
export type AccountUpdateParams = Schemas['AccountUpdateParams'];
export type PasswordUpdateParams = Schemas['PasswordUpdateParams'];

// ---------------------------------------------------------------- sub-accounts

export type EnabledStatus = Schemas['EnabledStatus'];
export type SubAccount = Schemas['SubAccount'];
export type SubAccountSortField = Schemas['SubAccountSortField'];
export type SubAccountListParams = Schemas['SubAccountListParams'];
export type SubAccountCreateParams = Schemas['SubAccountCreateParams'];
export type SubAccountUpdateParams = Schemas['SubAccountUpdateParams'];
export type SubAccountDeleteParams = Schemas['SubAccountDeleteParams'];
export type SubAccountDeleteResult = Schemas['SubAccountDeleteResult'];
export type PermissionKind = Schemas['PermissionKind'];
export type PermissionGroupKey = Schemas['PermissionGroupKey'];
export type PermissionItem = Schemas['PermissionItem'];
export type PermissionGroup = Schemas['PermissionGroup'];
export type DataScopeApp = Schemas['DataScopeApp'];

// ---------------------------------------------------------------- apps

export type Platform = Schemas['Platform'];
export type Country = Schemas['Country'];
export type AppReviewStatus = Schemas['AppReviewStatus'];
export type AppAdsStatus = Schemas['AppAdsStatus'];
export type AppAdsState = Schemas['AppAdsState'];
export type AppAdsProblem = Schemas['AppAdsProblem'];
export type AppCategory = Schemas['AppCategory'];
export type App = Schemas['App'];
export type AppSortField = Schemas['AppSortField'];
export type AppListParams = Schemas['AppListParams'];
export type AppCreateParams = Schemas['AppCreateParams'];
export type AppUpdateParams = Schemas['AppUpdateParams'];
export type AppStatusParams = Schemas['AppStatusParams'];
export type AppOptionsParams = Schemas['AppOptionsParams'];
export type AppOption = Schemas['AppOption'];
export type ContentRating = Schemas['ContentRating'];
export type TestDevicesParams = Schemas['TestDevicesParams'];
export type Serving = Schemas['Serving'];
export type ServingStatus = Schemas['ServingStatus'];
export type ServingBlocker = Schemas['ServingBlocker'];
export type ServingWarning = Schemas['ServingWarning'];
export type RecentTraffic = Schemas['RecentTraffic'];
export type StoreLookupParams = Schemas['StoreLookupParams'];
export type StoreListing = Schemas['StoreListing'];
export type StoreLookupResult = Schemas['StoreLookupResult'];
export type MockStoreListing = Schemas['MockStoreListing'];
export type MockAdRequest = Schemas['MockAdRequest'];

// ---------------------------------------------------------------- ad positions

export type AdType = Schemas['AdType'];
export type BannerSize = Schemas['BannerSize'];
export type NativeTemplate = Schemas['NativeTemplate'];
export type Orientation = Schemas['Orientation'];
export type FrequencyCapPeriod = Schemas['FrequencyCapPeriod'];
export type FrequencyCap = Schemas['FrequencyCap'];
export type AdPosition = Schemas['AdPosition'];
export type AdPositionSortField = Schemas['AdPositionSortField'];
export type AdPositionListParams = Schemas['AdPositionListParams'];
export type AdPositionCreateParams = Schemas['AdPositionCreateParams'];
/** appId and adType cannot change after creation. */
export type AdPositionUpdateParams = Schemas['AdPositionUpdateParams'];
export type AdPositionStatusParams = Schemas['AdPositionStatusParams'];

// ---------------------------------------------------------------- import

export type ImportParams = Schemas['ImportParams'];
export type ImportResult = Schemas['ImportResult'];
export type ImportCreated = Schemas['ImportCreated'];

// ---------------------------------------------------------------- reports

export type TrafficMetrics = Schemas['TrafficMetrics'];
export type MetricKey = Schemas['MetricKey'];
export type ReportMeta = Schemas['ReportMeta'];
export type DashboardPeriodKey = Schemas['DashboardPeriodKey'];
export type TrendDays = Schemas['TrendDays'];
export type DailyMetrics = Schemas['DailyMetrics'];
export type DashboardKpis = Schemas['DashboardKpis'];
export type DashboardPeriod = Schemas['DashboardPeriod'];
export type DashboardSummary = Schemas['DashboardSummary'];
export type DashboardSeriesParams = Schemas['DashboardSeriesParams'];
export type DashboardSeriesPoint = DailyMetrics;
export type DashboardSeries = Schemas['DashboardSeries'];
export type TodaySoFar = Schemas['TodaySoFar'];
export type DashboardTopParams = Schemas['DashboardTopParams'];
export type TopEntry = Schemas['TopEntry'];
export type TopAdPositionEntry = Schemas['TopAdPositionEntry'];
export type DashboardTop = Schemas['DashboardTop'];
export type DashboardChanges = Schemas['DashboardChanges'];
export type ChangeReport = Schemas['ChangeReport'];
export type ChangeFigures = Schemas['ChangeFigures'];
export type ChangeCauseKey = Schemas['ChangeCauseKey'];
export type ChangeCause = Schemas['ChangeCause'];
export type ChangeDimensionKey = Schemas['ChangeDimensionKey'];
export type ChangeDimension = Schemas['ChangeDimension'];
export type ChangeMover = Schemas['ChangeMover'];

export type DayStatus = Schemas['DayStatus'];
export type GroupByKey = Schemas['GroupByKey'];
export type SettlementSortField = Schemas['SettlementSortField'];
export type SettlementParams = Schemas['SettlementParams'];
export type SettlementRow = Schemas['SettlementRow'];
export type SettlementResult = Schemas['SettlementResult'];
export type SettlementComparison = Schemas['SettlementComparison'];
export type EstimateMoves = Schemas['EstimateMoves'];
export type CompareMode = Schemas['CompareMode'];
export type SettlementExportResult = Schemas['SettlementExportResult'];

export type MonthBillStatus = Schemas['MonthBillStatus'];
export type MonthBill = Schemas['MonthBill'];
export type MonthBillSortField = Schemas['MonthBillSortField'];
export type MonthBillListParams = Schemas['MonthBillListParams'];
export type MonthBillDetail = Schemas['MonthBillDetail'];
export type MonthBillAdjustment = Schemas['MonthBillAdjustment'];
export type MonthBillAdjustmentKind = Schemas['MonthBillAdjustmentKind'];
export type MonthBillAppLine = Schemas['MonthBillAppLine'];
export type MonthBillPositionLine = Schemas['MonthBillPositionLine'];
export type MonthBillReconciliation = Schemas['MonthBillReconciliation'];
export type MonthBillMonthParams = Schemas['MonthBillMonthParams'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Payment = Schemas['Payment'];
export type PaymentSummary = Schemas['PaymentSummary'];
export type PaymentProfile = Schemas['PaymentProfile'];
export type PaymentProfileUpdateParams = Schemas['PaymentProfileUpdateParams'];
export type PayoutHold = Schemas['PayoutHold'];
export type MonthWait = Schemas['MonthWait'];
export type MonthWaitReason = Schemas['MonthWaitReason'];
export type UnpaidMonth = Schemas['UnpaidMonth'];
export type EarningsPeriod = Schemas['EarningsPeriod'];
export type ListEarnings = Schemas['ListEarnings'];
export type EmailCodePurpose = Schemas['EmailCodePurpose'];
export type MailboxNotice = Schemas['MailboxNotice'];
export type BillingControlResult = Schemas['BillingControlResult'];

// ---------------------------------------------------------------- materials

export type MaterialStatus = Schemas['MaterialStatus'];
export type MaterialFormat = Schemas['MaterialFormat'];
export type ReviewDecision = Schemas['ReviewDecision'];
export type RejectReasonPreset = Schemas['RejectReasonPreset'];
export type Material = Schemas['Material'];
export type MaterialSortField = Schemas['MaterialSortField'];
export type MaterialHistorySortField = Schemas['MaterialHistorySortField'];
export type MaterialListParams = Schemas['MaterialListParams'];
export type MaterialFilterParams = Schemas['MaterialFilterParams'];
export type MaterialReviewParams = Schemas['MaterialReviewParams'];
export type MaterialReviewResult = Schemas['MaterialReviewResult'];
export type MaterialMatchingReviewParams = Schemas['MaterialMatchingReviewParams'];
export type MaterialMatchingReviewResult = Schemas['MaterialMatchingReviewResult'];
export type MaterialReviewRecord = Schemas['MaterialReviewRecord'];
export type MaterialHistoryParams = Schemas['MaterialHistoryParams'];

// ---------------------------------------------------------------- blocking rules (extension)

export type CreativeCategory = Schemas['CreativeCategory'];
export type BlockCategoryOption = Schemas['BlockCategoryOption'];
export type BlockDefaults = Schemas['BlockDefaults'];
export type BlockDefaultsParams = Schemas['BlockDefaultsParams'];
export type BlockRuleKind = Schemas['BlockRuleKind'];
export type BlockRuleScope = Schemas['BlockRuleScope'];
export type BlockRuleStatus = Schemas['BlockRuleStatus'];
export type BlockRuleSortField = Schemas['BlockRuleSortField'];
export type BlockedBy = Schemas['BlockedBy'];
export type BlockRuleDraft = Schemas['BlockRuleDraft'];
export type BlockRuleUpdateParams = Schemas['BlockRuleUpdateParams'];
export type BlockRuleImpactParams = Schemas['BlockRuleImpactParams'];
export type BlockRuleStatusParams = Schemas['BlockRuleStatusParams'];
export type BlockRule = Schemas['BlockRule'];
export type BlockRuleListParams = Schemas['BlockRuleListParams'];
export type BlockRuleImpact = Schemas['BlockRuleImpact'];
export type BlockRuleAction = Schemas['BlockRuleAction'];
export type BlockRuleHistoryParams = Schemas['BlockRuleHistoryParams'];
export type BlockRuleChange = Schemas['BlockRuleChange'];
export type BlockRuleHistoryRecord = Schemas['BlockRuleHistoryRecord'];
export type AuditReportParams = Schemas['AuditReportParams'];
export type AuditReport = Schemas['AuditReport'];

// ---------------------------------------------------------------- report API

export type ReportApiCredentials = Schemas['ReportApiCredentials'];
/** Extension (issue 28): the rotation's answer, the only one with the new secret besides the reveal. */
export type ReportApiRotated = Schemas['ReportApiRotated'];
export type ReportApiSecret = Schemas['ReportApiSecret'];
export type PasswordConfirmParams = Schemas['PasswordConfirmParams'];
export type OpenApiReportRow = DailyMetrics;
export type OpenApiReportResult = Schemas['OpenApiReportResult'];

// ---------------------------------------------------------------- QA control of the mock

export type SeedKind = Schemas['SeedKind'];
export type MockResetResult = Schemas['MockResetResult'];
export type MailboxEntry = Schemas['MailboxEntry'];
export type MockHealth = Schemas['MockHealth'];
export type ContractViolationKind = Schemas['ContractViolationKind'];
export type FaultType = Schemas['FaultType'];
export type FaultRule = Schemas['FaultRule'];
export type FaultCreateParams = Schemas['FaultCreateParams'];
export type ContractViolation = Schemas['ContractViolation'];
export type ContractViolationLog = Schemas['ContractViolationLog'];

// ---------------------------------------------------------------- security (extension, issue 20)

export type Browser = Schemas['Browser'];
export type Os = Schemas['Os'];
export type SignInMethod = Schemas['SignInMethod'];
export type SignInFailure = Schemas['SignInFailure'];
/** One active session of the signed-in account (`/media/session/list`). */
export type SessionInfo = Schemas['SessionInfo'];
export type SessionList = Schemas['SessionList'];
export type SessionEndParams = Schemas['SessionEndParams'];
export type EndOthersResult = Schemas['EndOthersResult'];
export type SignInHistoryParams = Schemas['SignInHistoryParams'];
/** One sign-in attempt (`/media/signIn/history`). */
export type SignInAttempt = Schemas['SignInAttempt'];
export type MockSettings = Schemas['MockSettings'];
export type MockAnomaly = Schemas['MockAnomaly'];
export type MockAnomalyMetric = Schemas['MockAnomalyMetric'];
export type PasswordResetParams = Schemas['PasswordResetParams'];
export type SignInChallenge = Schemas['SignInChallenge'];
export type TwoStepVerifyParams = Schemas['TwoStepVerifyParams'];
export type TrustedBrowser = Schemas['TrustedBrowser'];
export type TwoStepSettings = Schemas['TwoStepSettings'];
export type TwoStepSetParams = Schemas['TwoStepSetParams'];
export type AuthenticatorSetup = Schemas['AuthenticatorSetup'];
export type AuthenticatorEnableParams = Schemas['AuthenticatorEnableParams'];
export type RecoveryCodes = Schemas['RecoveryCodes'];

// ---------------------------------------------------------------- saved and scheduled reports (extension, issue 17)

export type SavedReportPeriodKind = Schemas['SavedReportPeriodKind'];
/** A saved report's period: relative (resolved on the day it opens or runs) or a fixed custom range. */
export type SavedReportPeriod = Schemas['SavedReportPeriod'];
export type SavedReportInput = Schemas['SavedReportInput'];
export type SavedReportUpdate = Schemas['SavedReportUpdate'];
export type SavedReport = Schemas['SavedReport'];
export type SavedReportList = Schemas['SavedReportList'];
export type ReportScheduleFrequency = Schemas['ReportScheduleFrequency'];
export type ReportFileFormat = Schemas['ReportFileFormat'];
export type ReportLocale = Schemas['ReportLocale'];
export type ReportScheduleStatus = Schemas['ReportScheduleStatus'];
export type ReportRunStatus = Schemas['ReportRunStatus'];
export type ReportScheduleInput = Schemas['ReportScheduleInput'];
export type ReportScheduleStatusInput = Schemas['ReportScheduleStatusInput'];
export type ReportScheduleRun = Schemas['ReportScheduleRun'];
export type ReportSchedule = Schemas['ReportSchedule'];
export type ReportFixedPeriod = Schemas['ReportFixedPeriod'];
/** A delivery mail of the mock's mailbox (QA). */
export type ReportDelivery = Schemas['ReportDelivery'];
/** The secret before the last rotation, while it is still accepted (report API, issue 17). */
export type ReportApiPreviousSecret = Schemas['ReportApiPreviousSecret'];
/** A sub-account invited by email, not yet accepted (issue 20). */
export type Invitation = Schemas['Invitation'];
export type InvitationStatus = Schemas['InvitationStatus'];
export type InvitationCreateParams = Schemas['InvitationCreateParams'];
/** What a password link (`/user/password?token=`) is for: an invitation or a reset a main account sent. */
export type PasswordLinkInfo = Schemas['PasswordLinkInfo'];
export type PasswordLinkKind = Schemas['PasswordLinkKind'];
export type PasswordLinkSetParams = Schemas['PasswordLinkSetParams'];
export type PasswordLinkResult = Schemas['PasswordLinkResult'];
export type ResetLinkResult = Schemas['ResetLinkResult'];
export type ForceChangeParams = Schemas['ForceChangeParams'];
/** The answer of a sign-in whose main account required a new password: the next step takes it. */
export type PasswordChangeChallenge = Schemas['PasswordChangeChallenge'];
export type PasswordChangeParams = Schemas['PasswordChangeParams'];
/** One entry of the activity log (issue 20). */
export type ActivityEntry = Schemas['ActivityEntry'];
export type ActivityKind = Schemas['ActivityKind'];
export type ActivityListParams = Schemas['ActivityListParams'];
export type ActivitySortField = Schemas['ActivitySortField'];
/** Whose activity the caller may read: the log's person filter. */
export type ActivityPerson = Schemas['ActivityPerson'];
/** Alerts (issue 49): rules, each person's notifications and email choices. */
export type AlertKind = Schemas['AlertKind'];
export type AlertMetric = Schemas['AlertMetric'];
export type AlertScope = Schemas['AlertScope'];
export type AlertCondition = Schemas['AlertCondition'];
export type AlertEvent = Schemas['AlertEvent'];
export type AlertRule = Schemas['AlertRule'];
export type AlertRuleParams = Schemas['AlertRuleParams'];
export type AlertRuleUpdateParams = Schemas['AlertRuleUpdateParams'];
export type AlertNotification = Schemas['AlertNotification'];
export type AlertNotificationListParams = Schemas['AlertNotificationListParams'];
export type AlertNotificationPage = Schemas['AlertNotificationPage'];
export type AlertReadParams = Schemas['AlertReadParams'];
export type AlertUnread = Schemas['AlertUnread'];
export type AlertPrefs = Schemas['AlertPrefs'];
/** Account health (issue 49): what limits serving or payouts today, most important first. */
export type HealthReport = Schemas['HealthReport'];
export type HealthIssue = Schemas['HealthIssue'];
export type HealthIssueKind = Schemas['HealthIssueKind'];
export type HealthSeverity = Schemas['HealthSeverity'];
export type HealthPayeeField = Schemas['HealthPayeeField'];
