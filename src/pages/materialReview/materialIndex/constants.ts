import { MATERIAL_FORMATS, MATERIAL_STATUSES, REJECT_REASON_PRESETS } from '@/services/values';

/** Page sizes offered; the default follows SPEC.md section 9. */
export const PAGE_SIZES = [10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

/** Submission days are filtered in the reporting zone, so times are shown in it too. */
export const REPORT_TIME_ZONE = 'Asia/Shanghai';

export const STATUSES = MATERIAL_STATUSES;
export { AD_TYPES } from '@/services/values';
export const FORMATS = MATERIAL_FORMATS;

/** Preset reject reasons (locale keys `material.reason.<key>`); "other" takes free text. */
export const REJECT_REASON_KEYS = REJECT_REASON_PRESETS;
export type RejectReasonKey = (typeof REJECT_REASON_KEYS)[number];

export const AUDIT_REPORT_PATH = '/auditReport/index';
