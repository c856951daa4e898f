import type { FormInstance } from 'antd';
import { BizError } from '@/request';

/**
 * Puts the server's field messages (4001 validation, 4009 duplicates) on the
 * form's fields. Only fields the form has are marked; the rest of the
 * message was already shown by the request layer. Returns whether any field
 * got a message, so callers can scroll to it.
 */
export function applyFieldErrors(form: FormInstance, error: unknown, fields: readonly string[]): boolean {
  if (!(error instanceof BizError) || !error.fieldErrors) return false;
  const marked = Object.entries(error.fieldErrors)
    .filter(([name]) => fields.includes(name))
    .map(([name, message]) => ({ name, errors: [String(message)] }));
  if (!marked.length) return false;
  form.setFields(marked);
  try {
    form.scrollToField(marked[0].name, { block: 'center' });
  } catch {
    // scrolling is a nicety; the field is marked either way
  }
  return true;
}
