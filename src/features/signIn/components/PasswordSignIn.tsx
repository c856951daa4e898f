import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
// Input and Password alone, not antd's Input with TextArea, Search and OTP:
// this is the first page anyone loads.
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import type { FormEvent } from 'react';
import { startPasswordSignIn } from '@/services/auth';
import { getRememberedAccount, rememberAccount } from '@/session';
import { useT } from '@/hooks/useT';
import styles from '../signIn.less';
import { required, useFields } from '../hooks/useFields';
import { useSignInCall, type SignInFormProps } from '../hooks/useSignInCall';
import Field from './Field';

/** Account and password. The input ids #account and #password are used by the browser tests. */
export default function PasswordSignIn(props: SignInFormProps) {
  const { active } = props;
  const t = useT();
  const remembered = getRememberedAccount();
  const { values, errors, set, validate, input } = useFields(
    { account: remembered, password: '', remember: !!remembered },
    { account: required('login.account.required'), password: (v) => (v ? undefined : 'login.password.required') },
  );
  const { run, busy } = useSignInCall(props, async () => {
    const account = values.account.trim();
    const result = await startPasswordSignIn({ account, password: values.password });
    rememberAccount(values.remember ? account : null);
    return result;
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void run();
  };
  const error = (id?: string) => (id ? t(id) : undefined);

  return (
    // Named by its sign-in method, so it is a form landmark a screen reader can jump to.
    <form onSubmit={submit} noValidate aria-label={t('login.tab.password')}>
      <Field id="account" label={t('login.account')} error={error(errors.account)}>
        <Input {...input('account')} prefix={<UserOutlined />} autoComplete="username" size="large" maxLength={64} />
      </Field>
      <Field id="password" label={t('login.password')} error={error(errors.password)}>
        <Password
          {...input('password')}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
          maxLength={128}
        />
      </Field>
      <div className={styles.remember}>
        <Checkbox checked={values.remember} onChange={(e) => set('remember', e.target.checked)}>
          {t('login.remember')}
        </Checkbox>
      </div>
      {/* Only the visible tab has a submit button: one `button[type=submit]` on the page. */}
      {active && (
        <Button type="primary" htmlType="submit" size="large" block loading={busy}>
          {t(busy ? 'login.submitting' : 'login.submit')}
        </Button>
      )}
    </form>
  );
}
