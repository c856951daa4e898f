import type { MaterialFormat, MaterialStatus } from '@/services/typings';

/** Page sizes offered; the default follows SPEC.md section 9. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Submission days are filtered in the reporting zone, so times are shown in it too. */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';

export const STATUSES: readonly MaterialStatus[] = ['pending', 'approved', 'rejected'];
export { AD_TYPES } from '@/services/values';
export const FORMATS: readonly MaterialFormat[] = ['image', 'video'];

/** Preset reject reasons (locale keys `material.reason.<key>`); "other" takes free text. */
export const REJECT_REASON_KEYS = ['misleading', 'landing', 'prohibited', 'quality', 'textHeavy', 'other'] as const;
export type RejectReasonKey = (typeof REJECT_REASON_KEYS)[number];

export const AUDIT_REPORT_PATH = '/auditReport/index';
