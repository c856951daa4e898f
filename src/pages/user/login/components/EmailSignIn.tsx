import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Form, Input, Space, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { sendEmailCode, signInWithEmailCode } from '@/services/auth';
import type { SignInResult } from '@/services/typings';
import { useCountdown } from '../hooks/useCountdown';

interface EmailForm {
  email: string;
  code: string;
}

interface Props {
  onSignedIn: (result: SignInResult) => Promise<void>;
  onError: (e: unknown) => void;
  onStart: () => void;
  /** The form's tab is the one shown. */
  active: boolean;
}

const CODE_RE = /^\d{6}$/;

/**
 * Email and a one-time code: send the code (then wait 60 s before sending
 * another), type it, sign in. The code is never kept anywhere but the form.
 */
export default function EmailSignIn({ onSignedIn, onError, onStart, active }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form] = Form.useForm<EmailForm>();
  const countdown = useCountdown();
  const codeInput = useRef<InputRef>(null);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);

  const send = useSubmitOnce(async () => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return; // the field shows what is wrong
    }
    onStart();
    try {
      const result = await sendEmailCode({ email: email.trim() });
      countdown.start(result.resendAfter);
      setSent({ email: result.email, minutes: Math.round(result.expiresIn / 60) });
      codeInput.current?.focus();
    } catch (e) {
      onError(e);
    }
  });

  const verify = useSubmitOnce(async (values: EmailForm) => {
    onStart();
    try {
      const result = await signInWithEmailCode({ email: values.email.trim(), code: values.code.trim() });
      await onSignedIn(result);
    } catch (e) {
      onError(e);
    }
  });

  return (
    <Form<EmailForm> form={form} layout="vertical" requiredMark={false} onFinish={verify.run}>
      <Form.Item
        name="email"
        label={t('login.email')}
        rules={[
          { required: true, whitespace: true, message: t('login.email.required') },
          { type: 'email', message: t('login.email.invalid') },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="email" inputMode="email" size="large" maxLength={254} />
      </Form.Item>
      <Form.Item label={t('login.code')} required={false} extra={sent ? t('login.code.sent', sent) : undefined}>
        <Space.Compact block>
          <Form.Item
            name="code"
            noStyle
            rules={[
              { required: true, message: t('login.code.required') },
              { pattern: CODE_RE, message: t('login.code.invalid') },
            ]}
          >
            <Input
              id="code"
              ref={codeInput}
              prefix={<SafetyOutlined />}
              autoComplete="one-time-code"
              inputMode="numeric"
              size="large"
              maxLength={6}
              aria-label={t('login.code')}
            />
          </Form.Item>
          <Button
            size="large"
            onClick={() => void send.run()}
            loading={send.busy}
            disabled={countdown.running}
            data-testid="send-code"
          >
            {countdown.running ? t('login.code.resendIn', { seconds: countdown.left }) : t(sent ? 'login.code.resend' : 'login.code.send')}
          </Button>
        </Space.Compact>
      </Form.Item>
      {/* Only the visible tab has a submit button: one `button[type=submit]` on the page. */}
      {active && (
        <Button type="primary" htmlType="submit" size="large" block loading={verify.busy}>
          {t(verify.busy ? 'login.submitting' : 'login.submit')}
        </Button>
      )}
    </Form>
  );
}
