import { useIntl } from '@umijs/max';
import { Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { feedback } from '@/feedback';
import { applyFieldErrors } from '@/features/forms/fieldErrors';
import { BizError, wasShown } from '@/services/errors';
import { getUserInfo } from '@/session';

interface Props {
  open: boolean;
  title: string;
  intro?: string;
  okText: string;
  danger?: boolean;
  /** The action with the password; a wrong one comes back as the field's error and the dialog stays. */
  onConfirm: (password: string) => Promise<void>;
  onClose: () => void;
}

/**
 * Issue 28: a security setting changed from a signed-in browser asks for the password again, so a session left
 * open (or a stolen token) cannot turn two-step sign-in off or read recovery codes.
 */
export default function PasswordDialog({ open, title, intro, okText, danger, onConfirm, onClose }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<{ password: string }>();
  const accountName = getUserInfo()?.account_name ?? '';

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      await onConfirm(values.password);
    } catch (e) {
      if (!applyFieldErrors(form, e, { only: ['password'] }).length && e instanceof BizError && !wasShown(e))
        feedback.error(e.message);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      onOk={submit}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      {intro && <Typography.Paragraph>{intro}</Typography.Paragraph>}
      <Form form={form} layout="vertical" onFinish={submit}>
        {/* Lets password managers fill the right account's password. */}
        <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
        <Form.Item
          name="password"
          label={t('account.twoStep.password')}
          rules={[{ required: true, message: t('account.twoStep.password.required') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
