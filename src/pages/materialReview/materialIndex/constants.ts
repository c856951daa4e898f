import { PATHS } from '@/paths';
import { MATERIAL_FORMATS, MATERIAL_STATUSES, REJECT_REASON_PRESETS } from '@/contract/values';

/** Page sizes offered; the default follows SPEC.md section 9. */
export const PAGE_SIZES = [10, 20, 50] as const;
export { DEFAULT_PAGE_SIZE } from '@/contract/values';

export const STATUSES = MATERIAL_STATUSES;
export { AD_TYPES } from '@/contract/values';
export const FORMATS = MATERIAL_FORMATS;

/** Preset reject reasons (locale keys `material.reason.<key>`); "other" takes free text. */
export const REJECT_REASON_KEYS = REJECT_REASON_PRESETS;
export type RejectReasonKey = (typeof REJECT_REASON_KEYS)[number];

export const AUDIT_REPORT_PATH = PATHS.auditReport;
