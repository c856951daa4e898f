import { PATHS } from '@/paths';
import type { MaterialFormat, MaterialStatus } from '@/services/typings';

/** Page sizes offered; the default follows SPEC.md section 9. */
export const PAGE_SIZES = [10, 20, 50] as const;
export { DEFAULT_PAGE_SIZE } from '@/services/values';

export const STATUSES: readonly MaterialStatus[] = ['pending', 'approved', 'rejected'];
export { AD_TYPES } from '@/services/values';
export const FORMATS: readonly MaterialFormat[] = ['image', 'video'];

/** Preset reject reasons (locale keys `material.reason.<key>`); "other" takes free text. */
export const REJECT_REASON_KEYS = ['misleading', 'landing', 'prohibited', 'quality', 'textHeavy', 'other'] as const;
export type RejectReasonKey = (typeof REJECT_REASON_KEYS)[number];

export const AUDIT_REPORT_PATH = PATHS.auditReport;
