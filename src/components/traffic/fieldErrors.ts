import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { BizError } from '@/request';

/**
 * Puts the server's per-field messages (4001 validation, 4009 duplicates)
 * under the matching form fields. Nested names come dotted
 * (`frequencyCap.count`). `rename` maps a server field onto a differently
 * named form field. Returns the server field names that were placed, so a
 * caller can tell whether the user sees the problem next to a field. The
 * request layer has already shown the summary message.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, rename: Record<string, NamePath> = {}): string[] {
  if (!(error instanceof BizError) || !error.fieldErrors) return [];
  const placed: string[] = [];
  const fields = Object.entries(error.fieldErrors).map(([field, text]) => {
    placed.push(field);
    return { name: rename[field] ?? field.split('.'), errors: [String(text)] };
  });
  form.setFields(fields);
  return placed;
}
