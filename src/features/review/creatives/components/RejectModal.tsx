import { Form, Modal, Radio, Space } from 'antd';
import { useIntl } from '@umijs/max';
import RadioChoice from '@/components/RadioChoice';
import { REJECT_REASON_MAX } from '@/features/review/api';
import { formRules } from '@/utils/formRules';
import { LimitedTextArea } from '@/components/LimitedInput';
import { REJECT_REASON_KEYS, type RejectReasonKey } from '../constants';
import { resolveRejectReason, type ReasonChoice } from '../logic/rejectReason';
import type { ReviewItem } from '../logic/reviewSummary';

interface Props {
  /** The creatives to reject; the dialog is open while this is set. */
  targets: ReviewItem[] | null;
  /** Set when the rejection is for every matching creative: their number (targets then only lend titles). */
  matchingTotal?: number | null;
  busy: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** Rejecting needs a reason: a preset, or free text for "other" (1–200 characters). */
export default function RejectModal({ targets, matchingTotal, busy, onCancel, onSubmit }: Props) {
  const intl = useIntl();
  const [form] = Form.useForm<ReasonChoice>();
  const preset = Form.useWatch('preset', form);
  const labelOf = (key: RejectReasonKey) => intl.formatMessage({ id: `review.reason.${key}` });

  const rules = formRules(intl);
  const reasonLabel = intl.formatMessage({ id: 'review.reject.reason' });
  const customLabel = intl.formatMessage({ id: 'review.reject.custom' });
  // The same texts as every other form's rules, so they name the field the user sees.
  const message = (error: 'choose' | 'required' | 'tooLong') =>
    String(
      (error === 'choose'
        ? rules.choose(reasonLabel)
        : error === 'required'
          ? rules.enter(customLabel)
          : rules.max(customLabel, REJECT_REASON_MAX)
      ).message,
    );
  // One rule for both fields, from the same check the submit uses: the error shows on the field at fault.
  const ruleFor = (field: 'preset' | 'custom') => ({
    validator: async () => {
      const check = resolveRejectReason(form.getFieldsValue(), labelOf);
      if (!check.ok && check.field === field) throw new Error(message(check.error));
    },
  });

  const submit = () => {
    form
      .validateFields()
      .then(() => {
        const check = resolveRejectReason(form.getFieldsValue(), labelOf);
        if (check.ok) onSubmit(check.reason);
      })
      .catch(() => undefined); // the errors are on the fields
  };

  const forMatching = typeof matchingTotal === 'number';
  const count = matchingTotal ?? targets?.length ?? 0;
  const title = forMatching
    ? intl.formatMessage({ id: 'review.reject.titleMatching' }, { count })
    : count === 1
      ? intl.formatMessage({ id: 'review.reject.titleOne' }, { id: targets![0].id })
      : intl.formatMessage({ id: 'review.reject.titleMany' }, { count });

  return (
    <Modal
      open={!!targets}
      title={title}
      okText={intl.formatMessage({ id: 'review.action.reject' })}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'reject-submit' } as never}
      cancelText={intl.formatMessage({ id: 'common.cancel' })}
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={!busy}
    >
      {count === 1 && !forMatching ? (
        // The creative's own title, as text: it may contain markup.
        <p style={{ wordBreak: 'break-word' }} data-testid="reject-target-title" dir="auto">
          {targets![0].title}
        </p>
      ) : null}
      <Form
        form={form}
        layout="vertical"
        requiredMark
        // The form is destroyed on close; nothing of a previous reason carries over to the next dialog.
        preserve={false}
        onFinish={submit}
        data-testid="reject-form"
      >
        <Form.Item name="preset" label={reasonLabel} required rules={[ruleFor('preset')]}>
          <RadioChoice>
            <Space direction="vertical">
              {REJECT_REASON_KEYS.map((key) => (
                <Radio key={key} value={key} autoFocus={key === REJECT_REASON_KEYS[0]}>
                  {labelOf(key)}
                </Radio>
              ))}
            </Space>
          </RadioChoice>
        </Form.Item>
        {preset === 'other' ? (
          <Form.Item name="custom" label={customLabel} required rules={[ruleFor('custom')]}>
            <LimitedTextArea
              autoFocus
              rows={3}
              showCount
              maxLength={REJECT_REASON_MAX}
              placeholder={intl.formatMessage({ id: 'review.reject.customPlaceholder' })}
            />
          </Form.Item>
        ) : null}
      </Form>
    </Modal>
  );
}
