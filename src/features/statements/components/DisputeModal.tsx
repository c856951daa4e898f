import { Form, Input } from 'antd';
import { useWrite } from '@/lib/data/useWrite';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { feedback } from '@/feedback';
import { LIMITS } from '@/contract/limits';
import { formatMonth } from '@/utils/format';
import { useT } from '@/hooks/useT';
import FormDialog from '@/components/FormDialog';
import { FILE_LIMIT_MB } from '../fileRules';
import { STATEMENT_CHANGES, disputeStatement } from '../api';
import FileFormItem from './FileFormItem';

interface Values {
  reason: string;
  file?: File;
}

/** Dispute a pending month: a reason (required) and an optional attachment, asked once more before sending. */
export default function DisputeModal({ month, open, onClose }: { month: string; open: boolean; onClose: () => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const write = useWrite(disputeStatement, STATEMENT_CHANGES);

  const send = async (v: Values) => {
    try {
      await write.mutateAsync({ month, reason: v.reason.trim(), file: v.file });
      form.resetFields();
      onClose();
    } catch (e) {
      applyFieldErrors(form, e);
    }
  };

  const submit = async () => {
    // Invalid fields show their messages; nothing is sent.
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    feedback.confirm({
      title: t('statements.dispute.confirmTitle', { month: formatMonth(month) }),
      content: t('statements.dispute.confirmText'),
      okText: t('statements.dispute.send'),
      okButtonProps: { danger: true },
      cancelText: t('statements.cancel'),
      onOk: () => send(v),
    });
  };

  return (
    <FormDialog
      open={open}
      title={t('statements.dispute.title', { month: formatMonth(month) })}
      okText={t('statements.dispute.send')}
      danger
      onOk={submit}
      onCancel={onClose}
      busy={write.isPending}
      values="keep"
    >
      <Form form={form} layout="vertical" name="dispute">
        <Form.Item
          name="reason"
          label={t('statements.dispute.reason')}
          rules={[
            { required: true, whitespace: true, message: t('statements.dispute.reasonRequired') },
            {
              min: LIMITS.disputeReasonMin,
              message: t('statements.dispute.reasonMin', { min: LIMITS.disputeReasonMin }),
            },
          ]}
        >
          <Input.TextArea rows={4} maxLength={LIMITS.disputeReasonMax} showCount />
        </Form.Item>
        <FileFormItem
          kind="attachment"
          label={t('statements.dispute.attachment')}
          hint={t('statements.dispute.attachmentHint', { mb: FILE_LIMIT_MB })}
          testId="dispute-file"
        />
      </Form>
    </FormDialog>
  );
}
