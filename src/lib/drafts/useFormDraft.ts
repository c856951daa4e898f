import { useIntl } from '@umijs/max';
import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { feedback } from '@/feedback';
import { clearDraft, loadDraft, saveDraft } from '@/session';

const SAVE_DELAY_MS = 300;

/**
 * Keeps a form's draft across a session that ends mid-form. Call `onValuesChange`
 * from the form's onValuesChange; call `clear()` after a successful submit.
 * On mount, a saved draft is put back into the form (once) and the user is told.
 * `dirty` says whether the user changed anything since the form opened, for
 * the leave guard.
 */
export function useFormDraft<T extends object>(form: FormInstance<T>, formId: string, enabled = true) {
  const intl = useIntl();
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const [dirty, setDirty] = useState(false);
  const [restored, setRestored] = useState(false);

  useEffect(() => {
    if (!enabled) return;
    const draft = loadDraft<T>(formId);
    if (!draft) return;
    form.setFieldsValue(draft.values as Parameters<FormInstance<T>['setFieldsValue']>[0]);
    setRestored(true);
    setDirty(true);
    feedback.info(intl.formatMessage({ id: 'common.draftRestored' }));
    // Restore once per form id; the form instance is stable.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formId, enabled]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onValuesChange = useCallback(() => {
    setDirty(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => saveDraft(formId, form.getFieldsValue(true)), SAVE_DELAY_MS);
  }, [form, formId]);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    clearDraft(formId);
    setDirty(false);
  }, [formId]);

  return { onValuesChange, clear, dirty, restored };
}
