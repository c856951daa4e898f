import { PATHS } from '@/paths';
import { MATERIAL_FORMATS, MATERIAL_STATUSES, PAGE_SIZE_OPTIONS, REJECT_REASON_PRESETS } from '@/contract/values';

/**
 * Page sizes offered: the contract's, up to 50 (a page of creatives loads every preview: a hundred is too heavy
 * for one screen). The default follows SPEC.md section 9.
 */
export const PAGE_SIZES: readonly number[] = PAGE_SIZE_OPTIONS.filter((size) => size <= 50);
export { DEFAULT_PAGE_SIZE } from '@/contract/values';

export const STATUSES = MATERIAL_STATUSES;
export { AD_TYPES } from '@/contract/values';
export const FORMATS = MATERIAL_FORMATS;

/** Preset reject reasons (locale keys `review.reason.<key>`); "other" takes free text. */
export const REJECT_REASON_KEYS = REJECT_REASON_PRESETS;
export type RejectReasonKey = (typeof REJECT_REASON_KEYS)[number];

export const AUDIT_REPORT_PATH = PATHS.auditReport;
