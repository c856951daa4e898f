import { getIntl } from '@umijs/max';
import type { FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { feedback } from '@/feedback';
import { BizError } from '@/services/errors';

export interface FieldErrorOptions {
  /** Only these server fields are placed under their form field; any other is shown in a message naming it. */
  only?: readonly string[];
  /** Maps a server field onto a differently named form field. */
  rename?: Record<string, NamePath>;
  /** The field's label, for the message that names a field the form does not show (else the server's name). */
  label?: (field: string) => string | undefined;
}

/** Whether a Form.Item with this name is mounted now (a hidden section's fields are not). */
function isMounted(form: FormInstance, name: NamePath): boolean {
  let seen = false;
  // The filter sees the meta of mounted fields only (null for a name no Form.Item holds); it is a probe, not a read.
  form.getFieldsValue([name], (meta) => {
    if (meta) seen = true;
    return false;
  });
  return seen;
}

function fieldMessage(field: string, text: string, label?: string): string {
  try {
    return getIntl().formatMessage({ id: 'form.serverFieldError' }, { field: label || field, message: text });
  } catch {
    return `${label || field}: ${text}`;
  }
}

/**
 * Puts the server's per-field messages (4001 validation, 4009 duplicates) under the matching form fields, and
 * scrolls to the first one. Nested names come dotted (`frequencyCap.count`). A field the form does not show (its
 * section hidden, or not part of the form) gets a message that names it instead, so no server error is lost behind
 * "check the highlighted fields" with nothing highlighted. Returns the server field names that were placed on a
 * field, so a caller can tell whether the user sees the problem next to a field.
 */
export function applyFieldErrors(
  form: FormInstance,
  error: unknown,
  { only, rename = {}, label }: FieldErrorOptions = {},
): string[] {
  if (!(error instanceof BizError) || !error.fieldErrors) return [];
  const placed: { field: string; name: NamePath; errors: string[] }[] = [];
  for (const [field, text] of Object.entries(error.fieldErrors)) {
    const name = rename[field] ?? field.split('.');
    if ((!only || only.includes(field)) && isMounted(form, name)) placed.push({ field, name, errors: [String(text)] });
    else feedback.error(fieldMessage(field, String(text), label?.(field)));
  }
  if (!placed.length) return [];
  form.setFields(placed.map(({ name, errors }) => ({ name, errors })));
  try {
    form.scrollToField(placed[0].name, { block: 'center' });
  } catch {
    // scrolling is a nicety; the field is marked either way
  }
  return placed.map((p) => p.field);
}
