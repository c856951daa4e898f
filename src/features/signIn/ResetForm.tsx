import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import NewPasswordFields from '@/lib/password/NewPasswordFields';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { resetPassword, sendResetCode } from '@/services/auth';
import { useT } from '@/hooks/useT';
import { useCountdown } from './hooks/useCountdown';

interface Values {
  email: string;
  code: string;
  newPassword: string;
  confirm: string;
}

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email → code → new password (the strength rules of every password form).
 * The password lives only in the form, never in a draft or in storage.
 */
export default function ResetForm({ onDone, onError }: { onDone: () => void; onError: (e: unknown | null) => void }) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const countdown = useCountdown();
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const newPassword = Form.useWatch('newPassword', form) ?? '';

  const send = useSubmitOnce(async () => {
    try {
      await form.validateFields(['email']);
    } catch {
      return; // the field says what is wrong
    }
    onError(null);
    try {
      const result = await sendResetCode({ email: form.getFieldValue('email').trim() });
      countdown.start(result.resendAfter);
      setSent({ email: result.email, minutes: Math.round(result.expiresIn / 60) });
    } catch (e) {
      onError(e);
    }
  });

  const submit = useSubmitOnce(async () => {
    const values = form.getFieldsValue();
    onError(null);
    try {
      await resetPassword({ email: values.email.trim(), code: values.code.trim(), newPassword: values.newPassword });
      onDone();
    } catch (e) {
      onError(e);
    }
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit.run()}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.email.required') },
          { pattern: EMAIL_RE, message: t('login.email.invalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" size="large" maxLength={254} />
      </Form.Item>
      <Form.Item label={t('login.code')} htmlFor="code" extra={sent ? t('login.code.sent', sent) : undefined}>
        <Space.Compact block>
          {/* noStyle: the code's messages show on the labelled item around the input and its button. */}
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('login.code.required') },
              { pattern: /^\d{6}$/, message: t('login.code.invalid') },
            ]}
          >
            <Input
              prefix={<SafetyOutlined />}
              autoComplete="one-time-code"
              inputMode="numeric"
              size="large"
              maxLength={6}
            />
          </Form.Item>
          <Button size="large" onClick={() => void send.run()} loading={send.busy} disabled={countdown.running}>
            {countdown.running
              ? t('login.code.resendIn', { seconds: countdown.left })
              : t(sent ? 'login.code.resend' : 'login.code.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <NewPasswordFields name="newPassword" value={newPassword} />
      <Button type="primary" htmlType="submit" size="large" block loading={submit.busy}>
        {t(submit.busy ? 'reset.submitting' : 'reset.submit')}
      </Button>
    </Form>
  );
}
