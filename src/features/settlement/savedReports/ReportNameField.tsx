import { Form } from 'antd';
import { useIntl } from '@umijs/max';
import { LimitedInput } from '@/components/LimitedInput';
import { LIMITS } from '@/contract/limits';
import { formRules } from '@/utils/formRules';
import { useSavedText } from './labels';

/** A saved report's name, as saving and renaming ask for it: required, within the contract's length. */
export default function ReportNameField({ autoFocus, testId }: { autoFocus?: boolean; testId?: string }) {
  const { t } = useSavedText();
  const { visible } = formRules(useIntl());
  return (
    <Form.Item
      name="name"
      label={t('savedReports.name')}
      rules={[
        { required: true, whitespace: true, message: t('savedReports.name.required') },
        visible(t('savedReports.name')),
        {
          max: LIMITS.savedReportName,
          message: t('common.rule.max', { field: t('savedReports.name'), max: LIMITS.savedReportName }),
        },
      ]}
    >
      <LimitedInput maxLength={LIMITS.savedReportName} autoFocus={autoFocus} data-testid={testId} />
    </Form.Item>
  );
}
