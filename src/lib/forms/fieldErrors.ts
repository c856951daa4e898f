import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { BizError } from '@/services/errors';

export interface FieldErrorOptions {
  /** Only these server fields are placed (the rest of the message was already shown by the request layer). */
  only?: readonly string[];
  /** Maps a server field onto a differently named form field. */
  rename?: Record<string, NamePath>;
}

/**
 * Puts the server's per-field messages (4001 validation, 4009 duplicates)
 * under the matching form fields, and scrolls to the first one. Nested names
 * come dotted (`frequencyCap.count`). Returns the server field names that
 * were placed, so a caller can tell whether the user sees the problem next
 * to a field. The request layer has already shown the summary message.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  { only, rename = {} }: FieldErrorOptions = {},
): string[] {
  if (!(error instanceof BizError) || !error.fieldErrors) return [];
  const entries = Object.entries(error.fieldErrors).filter(([field]) => !only || only.includes(field));
  if (!entries.length) return [];
  const fields = entries.map(([field, text]) => ({ name: rename[field] ?? field.split('.'), errors: [String(text)] }));
  form.setFields(fields);
  try {
    form.scrollToField(fields[0].name, { block: 'center' });
  } catch {
    // scrolling is a nicety; the field is marked either way
  }
  return entries.map(([field]) => field);
}
