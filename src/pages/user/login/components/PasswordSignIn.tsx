import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Checkbox, Form, Input } from 'antd';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { signInWithPassword } from '@/services/auth';
import type { SignInResult } from '@/services/typings';
import { getRememberedAccount, rememberAccount } from '@/session';

interface PasswordForm {
  account: string;
  password: string;
  remember: boolean;
}

interface Props {
  /** Finishes the sign-in (session, menu, redirect); rejects to show an error. */
  onSignedIn: (result: SignInResult) => Promise<void>;
  /** Called with the failure; the form keeps what was typed. */
  onError: (e: unknown) => void;
  onStart: () => void;
  /** The form's tab is the one shown. */
  active: boolean;
}

/** Account and password. The input ids #account and #password are used by the browser tests. */
export default function PasswordSignIn({ onSignedIn, onError, onStart, active }: Props) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [form] = Form.useForm<PasswordForm>();
  const { run, busy } = useSubmitOnce(async (values: PasswordForm) => {
    onStart();
    try {
      const account = values.account.trim();
      const result = await signInWithPassword({ account, password: values.password });
      rememberAccount(values.remember ? account : null);
      await onSignedIn(result);
    } catch (e) {
      onError(e);
    }
  });
  const remembered = getRememberedAccount();

  return (
    <Form<PasswordForm>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ account: remembered, remember: !!remembered }}
      onFinish={run}
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[{ required: true, whitespace: true, message: t('login.account.required') }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="username" size="large" maxLength={64} />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.password.required') }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" maxLength={128} />
      </Form.Item>
      <Form.Item name="remember" valuePropName="checked">
        <Checkbox>{t('login.remember')}</Checkbox>
      </Form.Item>
      {/* Only the visible tab has a submit button: one `button[type=submit]` on the page. */}
      {active && (
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t(busy ? 'login.submitting' : 'login.submit')}
        </Button>
      )}
    </Form>
  );
}
