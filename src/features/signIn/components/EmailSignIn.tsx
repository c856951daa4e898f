import { MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Space, type InputRef } from 'antd';
// Input alone, not antd's Input with TextArea, Search and OTP: this is the first page anyone loads.
import Input from 'antd/es/input/Input';
import { useRef, useState, type FormEvent } from 'react';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { sendEmailCode, signInWithEmailCode } from '@/services/auth';
import { useT } from '@/hooks/useT';
import { required, useFields } from '../hooks/useFields';
import { useCountdown } from '../hooks/useCountdown';
import { useSignInCall, type SignInFormProps } from '../hooks/useSignInCall';
import Field from './Field';

const CODE_RE = /^\d{6}$/;
// An address with one @, no blanks, and a dot in its domain: the server judges the rest.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Email and a one-time code: send the code (then wait 60 s before sending
 * another), type it, sign in. The code is never kept anywhere but the form.
 */
export default function EmailSignIn(props: SignInFormProps) {
  // Issue 28: with two-step sign-in and an authenticator app, the mailbox code is one factor: the app's comes next.
  const { onError, onStart, active } = props;
  const t = useT();
  const countdown = useCountdown();
  const codeInput = useRef<InputRef>(null);
  const [sent, setSent] = useState<{ email: string; minutes: number } | null>(null);
  const { values, errors, validate, input } = useFields(
    { email: '', code: '' },
    {
      email: (v) =>
        required('login.email.required')(v) ?? (EMAIL_RE.test(v.trim()) ? undefined : 'login.email.invalid'),
      code: (v) => (!v ? 'login.code.required' : CODE_RE.test(v) ? undefined : 'login.code.invalid'),
    },
  );

  const send = useSubmitOnce(async () => {
    if (!validate(['email'])) return; // the field shows what is wrong
    onStart();
    try {
      const result = await sendEmailCode({ email: values.email.trim() });
      countdown.start(result.resendAfter);
      setSent({ email: result.email, minutes: Math.round(result.expiresIn / 60) });
      codeInput.current?.focus();
    } catch (e) {
      onError(e);
    }
  });

  const verify = useSignInCall(props, () =>
    signInWithEmailCode({ email: values.email.trim(), code: values.code.trim() }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void verify.run();
  };
  const error = (id?: string) => (id ? t(id) : undefined);

  return (
    <form onSubmit={submit} noValidate>
      <Field id="email" label={t('login.email')} error={error(errors.email)}>
        <Input
          {...input('email')}
          prefix={<MailOutlined />}
          autoComplete="email"
          inputMode="email"
          size="large"
          maxLength={254}
        />
      </Field>
      <Field
        id="code"
        label={t('login.code')}
        error={error(errors.code)}
        extra={sent ? t('login.code.sent', sent) : undefined}
      >
        <Space.Compact block>
          <Input
            {...input('code', !!sent)}
            ref={codeInput}
            prefix={<SafetyOutlined />}
            autoComplete="one-time-code"
            inputMode="numeric"
            size="large"
            maxLength={6}
          />
          <Button
            size="large"
            onClick={() => void send.run()}
            loading={send.busy}
            disabled={countdown.running}
            data-testid="send-code"
          >
            {countdown.running
              ? t('login.code.resendIn', { seconds: countdown.left })
              : t(sent ? 'login.code.resend' : 'login.code.send')}
          </Button>
        </Space.Compact>
      </Field>
      {/* Only the visible tab has a submit button: one `button[type=submit]` on the page. */}
      {active && (
        <Button type="primary" htmlType="submit" size="large" block loading={verify.busy}>
          {t(verify.busy ? 'login.submitting' : 'login.submit')}
        </Button>
      )}
    </form>
  );
}
