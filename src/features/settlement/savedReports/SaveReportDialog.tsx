import { Checkbox, Form, Typography } from 'antd';
import { useEffect } from 'react';
import { isolate } from '@/components/text';
import RadioChoice from '@/components/RadioChoice';
import { feedback } from '@/feedback';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { createSavedReport, savedReportKeys } from '@/features/settlement/api';
import { getUserInfo } from '@/session';
import { matchPreset } from '@/utils/dateRange';
import FormDialog from '@/components/FormDialog';
import { periodOf, toDefinition } from './definition';
import { useSavedText } from './labels';
import ReportNameField from './ReportNameField';

interface Props {
  open: boolean;
  /** The settlement page's query as it is now, and today in the report's zone. */
  search: string;
  today: string;
  onClose: () => void;
}

interface Values {
  name: string;
  keep: 'relative' | 'fixed';
  shared: boolean;
}

/** Saves the report on screen under a name; a preset period may stay relative or be fixed to its days. */
export default function SaveReportDialog({ open, search, today, onClose }: Props) {
  const { t, period } = useSavedText();
  const [form] = Form.useForm<Values>();
  const save = useWrite(createSavedReport, [savedReportKeys.all]);
  const range = periodOf(search, today);
  const preset = range ? matchPreset(range, today) : null;
  // Sharing is the main account's: the server refuses it from a sub-account.
  const canShare = !getUserInfo()?.parentId;

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const def = toDefinition(search, today, values.keep === 'fixed');
    try {
      await save.mutateAsync({ name: values.name.trim(), ...def, shared: canShare && !!values.shared });
      feedback.success(t('savedReports.saved', { name: isolate(values.name.trim()) }));
      onClose();
    } catch (e) {
      applyFieldErrors(form, e, { only: ['name', 'shared'] });
    }
  };

  const fixedLabel = range
    ? period({ kind: 'custom', start: range.start, end: range.end })
    : t('savedReports.period.default');
  return (
    <FormDialog open={open} title={t('savedReports.save.title')} onCancel={onClose} onOk={submit} busy={save.isPending}>
      <Form form={form} layout="vertical" initialValues={{ name: '', keep: 'relative', shared: false }}>
        <ReportNameField autoFocus testId="saved-report-name" />
        <Form.Item name="keep" label={t('savedReports.period')} hidden={!preset}>
          <RadioChoice
            options={[
              {
                value: 'relative',
                label: t('savedReports.keep.relative', { period: preset ? period({ kind: preset }) : '' }),
              },
              { value: 'fixed', label: t('savedReports.keep.fixed', { period: fixedLabel }) },
            ]}
          />
        </Form.Item>
        {!preset && (
          <Typography.Paragraph type="secondary">
            {t('savedReports.keep.fixedOnly', { period: fixedLabel })}
          </Typography.Paragraph>
        )}
        {canShare && (
          <Form.Item name="shared" valuePropName="checked" style={{ marginBlockEnd: 0 }}>
            <Checkbox>{t('savedReports.share')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </FormDialog>
  );
}
