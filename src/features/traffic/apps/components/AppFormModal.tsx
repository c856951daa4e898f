import { Alert, Button, Form, Modal } from 'antd';
import { useState } from 'react';
import AppFields, { NEW_APP, appFormValues, toAppParams, type AppFormValues } from '@/features/traffic/AppFields';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { feedback } from '@/feedback';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useWrite } from '@/lib/data/useWrite';
import { appKeys, createApp, updateApp } from '@/features/traffic/api';
import type { App } from '@/contract/typings';
import { clearDraft, saveDraft } from '@/session';
import { useT } from '@/hooks/useT';
import { appDraftId, OPEN_DIALOG_DRAFT, type OpenDialog } from './openDialog';

export interface AppFormModalProps {
  /** The app to edit; null or absent creates one. */
  app?: App | null;
  onClose: () => void;
  onSaved: (app: App, created: boolean) => void;
}

/**
 * Create or edit an app. Mounted only while open, so the draft of an
 * interrupted session is put back when it opens (useFormDraft).
 */
export default function AppFormModal({ app, onClose, onSaved }: AppFormModalProps) {
  const t = useT();
  const [form] = Form.useForm<AppFormValues>();
  // Names and platforms show in every app picker and list.
  const create = useWrite(createApp, [appKeys.all]);
  const update = useWrite(updateApp, [appKeys.all]);
  const saving = create.isPending || update.isPending;
  const draftId = appDraftId(app);
  const draft = useFormDraft(form, draftId);
  const [discarded, setDiscarded] = useState(false);
  useLeaveGuard(draft.dirty);

  const initialValues: AppFormValues = app ? appFormValues(app) : NEW_APP;

  const close = () => {
    draft.clear();
    clearDraft(OPEN_DIALOG_DRAFT);
    onClose();
  };

  const cancel = () => {
    if (!draft.dirty) return close();
    feedback.confirm({
      title: t('common.unsaved'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: close,
    });
  };

  const discard = () => {
    draft.clear();
    clearDraft(OPEN_DIALOG_DRAFT);
    form.resetFields();
    setDiscarded(true);
  };

  const submit = async () => {
    let values: AppFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is wrong
    }
    try {
      const params = toAppParams(values);
      const saved = app ? await update.mutateAsync({ id: app.id, ...params }) : await create.mutateAsync(params);
      draft.clear();
      clearDraft(OPEN_DIALOG_DRAFT);
      onSaved(saved, !app);
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  return (
    <Modal
      open
      title={t(app ? 'app.edit' : 'app.create')}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={cancel}
      confirmLoading={saving}
      maskClosable={false}
      width={600}
      destroyOnHidden
      footer={(_, { OkBtn, CancelBtn }) => (
        <>
          {draft.restored && !discarded ? (
            <Button type="link" onClick={discard} style={{ float: 'inline-start' }}>
              {t('common.discardDraft')}
            </Button>
          ) : null}
          <CancelBtn />
          <OkBtn />
        </>
      )}
    >
      {app ? (
        <Alert type="info" showIcon message={t('app.reviewAgainNote')} style={{ marginBlockEnd: 16 }} />
      ) : (
        <Alert type="info" showIcon message={t('app.newAppPending')} style={{ marginBlockEnd: 16 }} />
      )}
      <Form<AppFormValues>
        form={form}
        name="appForm"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={() => {
          draft.onValuesChange();
          saveDraft<OpenDialog>(OPEN_DIALOG_DRAFT, app ? { mode: 'edit', id: app.id } : { mode: 'create' });
        }}
        onFinish={() => void submit()}
      >
        <AppFields />
      </Form>
    </Modal>
  );
}
