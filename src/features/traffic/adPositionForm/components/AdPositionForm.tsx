import { history } from '@umijs/max';
import { Button, Card, Form, Space } from 'antd';
import { useEffect, useState } from 'react';
import StickyActions from '@/components/StickyActions';
import AdPositionFields from '@/features/traffic/AdPositionFields';
import {
  NEW_AD_POSITION,
  toCreateParams,
  toFormValues,
  toUpdateParams,
  type AdPositionFormValues,
} from '@/features/traffic/adPositionValues';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import IntegrationDetails from '@/features/traffic/IntegrationDetails';
import { useFormDraft } from '@/lib/drafts/useFormDraft';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useLeaveAfterSave } from '@/lib/drafts/useLeaveAfterSave';
import { useWrite } from '@/lib/data/useWrite';
import { adPositionKeys, createAdPosition, updateAdPosition } from '@/features/traffic/api';
import type { AdPosition, AppOption } from '@/contract/typings';
import { useT } from '@/hooks/useT';

export interface AdPositionFormProps {
  /** The ad position to edit; absent creates one. */
  editing?: AdPosition;
  /** App chosen in advance (from the app list). */
  presetAppId?: number | null;
  apps: AppOption[];
  appsLoading: boolean;
  /** Where Cancel and a saved edit go (where the user came from). */
  backTo: string;
  /** A new ad position was created (the page shows its IDs). */
  onCreated: (p: AdPosition) => void;
}

/** Create or edit one ad position of an existing app. */
export default function AdPositionForm({
  editing,
  presetAppId,
  apps,
  appsLoading,
  backTo,
  onCreated,
}: AdPositionFormProps) {
  const t = useT();
  const [form] = Form.useForm<AdPositionFormValues>();
  const create = useWrite(createAdPosition, [adPositionKeys.all]);
  const update = useWrite(updateAdPosition, [adPositionKeys.all]);
  const saving = create.isPending || update.isPending;
  const draft = useFormDraft(form, editing ? `adPosition.edit.${editing.id}` : 'adPosition.create');
  const [discarded, setDiscarded] = useState(false);
  useLeaveGuard(draft.dirty);
  const leave = useLeaveAfterSave(draft.dirty);

  // The app chosen in the app list, once the picker knows it (a restored draft keeps its own choice).
  useEffect(() => {
    if (editing || !presetAppId || form.getFieldValue('appId')) return;
    if (apps.some((a) => a.value === presetAppId)) form.setFieldsValue({ appId: presetAppId });
  }, [apps, presetAppId, editing, form]);

  const discard = () => {
    draft.clear();
    form.resetFields();
    if (!editing && presetAppId && apps.some((a) => a.value === presetAppId))
      form.setFieldsValue({ appId: presetAppId });
    setDiscarded(true);
  };

  const submit = async (values: AdPositionFormValues) => {
    try {
      if (editing) {
        await update.mutateAsync(toUpdateParams(editing.id, editing.adType, values));
        draft.clear();
        // The server's "saved" toast says it is done; the user goes on where they were.
        leave(backTo);
        return;
      }
      const created = await create.mutateAsync(toCreateParams(values.appId as number, values));
      draft.clear();
      onCreated(created);
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  return (
    <Space direction="vertical" size="middle" style={{ display: 'flex', maxWidth: 720, marginInline: 'auto' }}>
      {editing ? (
        <Card>
          <IntegrationDetails position={editing} compact />
        </Card>
      ) : null}
      <Card>
        <Form<AdPositionFormValues>
          form={form}
          name="adPositionForm"
          layout="vertical"
          initialValues={editing ? toFormValues(editing) : NEW_AD_POSITION}
          onValuesChange={draft.onValuesChange}
          onFinish={(v) => void submit(v)}
          scrollToFirstError
        >
          <AdPositionFields apps={apps} appsLoading={appsLoading} editing={!!editing} />
          <StickyActions>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t(editing ? 'common.save' : 'common.create')}
            </Button>
            <Button onClick={() => history.push(backTo)}>{t('common.cancel')}</Button>
            {draft.restored && !discarded ? (
              <Button type="link" onClick={discard}>
                {t('common.discardDraft')}
              </Button>
            ) : null}
          </StickyActions>
        </Form>
      </Card>
    </Space>
  );
}
