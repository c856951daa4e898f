import { useIntl } from '@umijs/max';
import { Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import PasswordStrengthMeter from '@/components/PasswordStrengthMeter';
import { feedback } from '@/feedback';
import { useLeaveGuard } from '@/lib/drafts/useLeaveGuard';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { BizError } from '@/services/errors';
import { useWrite } from '@/lib/data/useWrite';
import { signOut } from '@/lib/signOut/signOut';
import { getUserInfo, stopRefreshTimer } from '@/session';
import { applyFieldErrors } from '@/lib/forms/fieldErrors';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '@/utils/passwordStrength';
import { formRules } from '@/utils/formRules';
import { useT } from '@/hooks/useT';
import { updatePassword } from '../api';
import RegionCard from './RegionCard';

interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password. Success revokes every token of the account (the current
 * one too), so the user is told and then signed out to sign in again.
 */
export default function PasswordChange() {
  const intl = useIntl();
  const t = useT();
  const accountName = getUserInfo()?.account_name ?? '';
  const [form] = Form.useForm<PasswordForm>();
  const newPassword = Form.useWatch('newPassword', form);
  const [dirty, setDirty] = useState(false);
  useLeaveGuard(dirty);

  // It changes no query: the session ends right after.
  const { mutateAsync: changePassword } = useWrite(updatePassword, []);

  const submit = useSubmitOnce(async (values: PasswordForm) => {
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    } catch (e) {
      // This call keeps the server's toast off (the success gets a dialog instead), so failures are shown here.
      if (!applyFieldErrors(form, e, { only: ['oldPassword', 'newPassword'] }).length && e instanceof BizError)
        feedback.error(e.message);
      return;
    }
    form.resetFields();
    setDirty(false);
    // The token is dead now: no refresh attempt may race the dialog into a "login invalid" notice.
    stopRefreshTimer();
    feedback.dialog('success', {
      title: t('account.password.changed'),
      content: t('account.password.signInAgain'),
      okText: t('account.password.signInNow'),
      keyboard: false,
      onOk: () => signOut({ serverEnded: true }),
    });
  });

  const rules = formRules(intl);
  // Passwords may be spaces: only an empty field is missing.
  const required = (field: 'old' | 'new' | 'confirm') => rules.enter(t(`account.password.${field}`), { text: false });

  return (
    <RegionCard title={t('account.password.title')}>
      <Typography.Paragraph type="secondary">{t('account.password.intro')}</Typography.Paragraph>
      <Form<PasswordForm> form={form} layout="vertical" onFinish={submit.run} onValuesChange={() => setDirty(true)}>
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
        <Form.Item name="oldPassword" label={t('account.password.old')} rules={[required('old')]}>
          <Input.Password autoComplete="current-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('account.password.new')}
          dependencies={['oldPassword']}
          rules={[
            required('new'),
            {
              validator: async (_, value: string | undefined) => {
                if (value && !isAcceptablePassword(value)) throw new Error(t('account.password.rulesFailed'));
              },
            },
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value === getFieldValue('oldPassword')) throw new Error(t('account.password.same'));
              },
            }),
          ]}
          extra={<PasswordStrengthMeter value={newPassword} avoid={[accountName]} />}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('account.password.confirm')}
          dependencies={['newPassword']}
          rules={[
            required('confirm'),
            ({ getFieldValue }) => ({
              validator: async (_, value: string | undefined) => {
                if (value && value !== getFieldValue('newPassword')) throw new Error(t('account.password.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={PASSWORD_MAX_LENGTH} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={submit.busy}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </RegionCard>
  );
}
