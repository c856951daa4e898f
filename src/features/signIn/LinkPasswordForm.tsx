import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import NewPasswordFields from '@/lib/password/NewPasswordFields';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { BizError, wasShown } from '@/services/errors';
import type { PasswordLinkInfo, PasswordLinkResult } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { setPasswordByLink } from './api';
import styles from './signIn.less';

interface Values {
  password: string;
  confirm: string;
}

/**
 * The account name (fixed: the inviter chose it, and a password manager stores it with the password) and a new
 * password with the rules and meter of every password form. The password lives only in the form.
 */
export default function LinkPasswordForm({
  token,
  info,
  onDone,
}: {
  token: string;
  info: PasswordLinkInfo;
  onDone: (r: PasswordLinkResult) => void;
}) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const password = Form.useWatch('password', form) ?? '';
  const [error, setError] = useState<string | null>(null);

  const submit = useSubmitOnce(async () => {
    setError(null);
    try {
      onDone(await setPasswordByLink({ token, password: form.getFieldValue('password') }));
    } catch (e) {
      // noMsg: the server's text (link spent or expired, weak password) goes next to the form.
      if (e instanceof BizError) setError(e.message);
      else if (!wasShown(e)) setError(t('login.failed'));
    }
  });

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={() => void submit.run()}>
      {error && <Alert type="error" showIcon message={error} className={styles.error} role="alert" />}
      <Form.Item label={t('team.field.account_name')} htmlFor="link-account">
        <Input
          id="link-account"
          prefix={<UserOutlined />}
          value={info.account_name}
          readOnly
          autoComplete="username"
          size="large"
          dir="ltr"
        />
      </Form.Item>
      <NewPasswordFields name="password" value={password} avoid={[info.account_name]} />
      <Button type="primary" htmlType="submit" size="large" block loading={submit.busy}>
        {t('team.link.submit')}
      </Button>
    </Form>
  );
}
