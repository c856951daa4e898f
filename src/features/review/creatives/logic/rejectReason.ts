/**
 * The reject reason: a preset (sent as the text the reviewer saw) or free
 * text for "other". A reason is required and at most 200 characters, as the
 * server checks (docs/api.md).
 */
import { REJECT_REASON_MAX } from '@/features/review/api';
import type { RejectReasonKey } from '../constants';

export interface ReasonChoice {
  preset?: RejectReasonKey;
  custom?: string;
}

export type ReasonCheck =
  { ok: true; reason: string } | { ok: false; error: 'choose' | 'required' | 'tooLong'; field: 'preset' | 'custom' };

/** `labelOf` gives the visible text of a preset in the reviewer's language. */
export function resolveRejectReason(choice: ReasonChoice, labelOf: (key: RejectReasonKey) => string): ReasonCheck {
  if (!choice.preset) return { ok: false, error: 'choose', field: 'preset' };
  if (choice.preset !== 'other') return { ok: true, reason: labelOf(choice.preset) };
  const text = (choice.custom ?? '').trim();
  if (!text) return { ok: false, error: 'required', field: 'custom' };
  if (text.length > REJECT_REASON_MAX) return { ok: false, error: 'tooLong', field: 'custom' };
  return { ok: true, reason: text };
}
