import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { history, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert, Button, Card, Checkbox, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import LangSelect from '@/components/RightContent/LangSelect';
import { BizError } from '@/request';
import { fetchMenuCodes, signInWithPassword } from '@/services/auth';
import { getRememberedAccount, getUserInfo, rememberAccount, safeRedirect, setMenuCodes, signIn } from '@/session';
import styles from './index.less';

interface PasswordForm {
  account: string;
  password: string;
  remember: boolean;
}

export default function LoginPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [form] = Form.useForm<PasswordForm>();

  useEffect(() => {
    // Another tab may have signed out: forget the user this tab still had in memory.
    if (!getUserInfo()) void setInitialState((s) => ({ menuCodes: [], ...s, currentUser: undefined }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onFinish = async (values: PasswordForm) => {
    if (submitting) return;
    setSubmitting(true);
    setError(null);
    try {
      const result = await signInWithPassword({ account: values.account.trim(), password: values.password });
      rememberAccount(values.remember ? values.account.trim() : null);
      signIn(result);
      const menuCodes = await fetchMenuCodes();
      setMenuCodes(menuCodes);
      flushSync(() => {
        void setInitialState((s) => ({ ...s, currentUser: result.userInfo, menuCodes }));
      });
      history.replace(safeRedirect(params.get('redirect')));
    } catch (e) {
      setError(e instanceof BizError ? e.message : t('login.failed'));
      setSubmitting(false);
    }
  };

  const remembered = getRememberedAccount();
  return (
    <div className={styles.page}>
      <div className={styles.lang}>
        <LangSelect />
      </div>
      <Card className={styles.card}>
        <div className={styles.brand}>
          <img src="/logo.svg" alt="" width={40} height={40} />
          <Typography.Title level={2} style={{ margin: 0 }}>
            Media Console
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form<PasswordForm>
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={{ account: remembered, remember: !!remembered }}
          onFinish={onFinish}
        >
          <Form.Item name="account" label={t('login.account')} rules={[{ required: true, whitespace: true, message: t('login.account.required') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" size="large" maxLength={64} />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.password.required') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" size="large" maxLength={128} />
          </Form.Item>
          <Form.Item name="remember" valuePropName="checked">
            <Checkbox>{t('login.remember')}</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
            {t('login.submit')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
