import { Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { feedback } from '@/feedback';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { BizError, wasShown } from '@/services/errors';
import { getUserInfo } from '@/session';
import { useT } from '@/hooks/useT';

interface Props {
  open: boolean;
  title: string;
  /** What happens once the password is confirmed (e.g. what a rotation does). */
  description?: ReactNode;
  okText?: string;
  danger?: boolean;
  /** Runs the call with the password; a wrong one comes back as a field error, placed under the field. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * Asks for the user's own password again before a secret is shown or changed, or a security setting (two-step
 * sign-in, the authenticator, recovery codes) is changed (issue 28): a session left open or a stolen token is not
 * enough. The password lives only in the form while the dialog is open: it is reset on every opening and never stored.
 */
export default function PasswordPrompt({ open, title, description, okText, danger, onSubmit, onCancel }: Props) {
  const t = useT();
  const [form] = Form.useForm<{ password: string }>();
  const [busy, setBusy] = useState(false);
  const accountName = getUserInfo()?.account_name ?? '';

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await onSubmit(values.password);
    } catch (e) {
      // A wrong password goes under the field; anything else the request layer did not show is shown here.
      if (!applyFieldErrors(form, e, { only: ['password'] }).length && e instanceof BizError && !wasShown(e))
        feedback.error(e.message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t('secretDialog.password.ok')}
      okButtonProps={{ danger, loading: busy }}
      cancelText={t('common.cancel')}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
      maskClosable={false}
    >
      {description && <Typography.Paragraph>{description}</Typography.Paragraph>}
      <Typography.Paragraph type="secondary">{t('secretDialog.password.help')}</Typography.Paragraph>
      <Form form={form} layout="vertical" onFinish={() => void submit()}>
        {/* Lets password managers fill the right account's password. */}
        <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
        <Form.Item
          name="password"
          label={t('secretDialog.password.label')}
          rules={[{ required: true, message: t('secretDialog.password.required') }]}
        >
          <Input.Password autoComplete="current-password" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
