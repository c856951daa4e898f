import { useIntl } from '@umijs/max';
import { Button, Form, type FormItemProps, Input, Typography } from 'antd';
import type { Rule } from 'antd/es/form';
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

  // A check against another field: a filled value that `refused` matches is refused with the message.
  const against =
    (other: keyof PasswordForm, refused: (value: string, otherValue: unknown) => boolean, messageId: string): Rule =>
    ({ getFieldValue }) => ({
      validator: async (_, value: string | undefined) => {
        if (value && refused(value, getFieldValue(other))) throw new Error(t(messageId));
      },
    });

  const acceptable: Rule = {
    validator: async (_, value: string | undefined) => {
      if (value && !isAcceptablePassword(value)) throw new Error(t('account.password.rulesFailed'));
    },
  };
  // The three fields: required first, then their own checks; only the current password is offered from the manager.
  const passwordItem = (
    name: keyof PasswordForm,
    word: 'old' | 'new' | 'confirm',
    checks: Rule[],
    more: FormItemProps = {},
  ) => (
    <Form.Item name={name} label={t(`account.password.${word}`)} rules={[required(word), ...checks]} {...more}>
      <Input.Password
        autoComplete={word === 'old' ? 'current-password' : 'new-password'}
        maxLength={PASSWORD_MAX_LENGTH}
      />
    </Form.Item>
  );

  return (
    <RegionCard title={t('account.password.title')}>
      <Typography.Paragraph type="secondary">{t('account.password.intro')}</Typography.Paragraph>
      <Form<PasswordForm> form={form} layout="vertical" onFinish={submit.run} onValuesChange={() => setDirty(true)}>
        {/* Lets password managers tie the new password to the right account. */}
        <input type="text" name="username" autoComplete="username" value={accountName} readOnly hidden />
        {passwordItem('oldPassword', 'old', [])}
        {passwordItem(
          'newPassword',
          'new',
          [acceptable, against('oldPassword', (v, old) => v === old, 'account.password.same')],
          {
            dependencies: ['oldPassword'],
            extra: <PasswordStrengthMeter value={newPassword} avoid={[accountName]} />,
          },
        )}
        {passwordItem(
          'confirmPassword',
          'confirm',
          [against('newPassword', (v, chosen) => v !== chosen, 'account.password.mismatch')],
          {
            dependencies: ['newPassword'],
          },
        )}
        <Button type="primary" htmlType="submit" loading={submit.busy}>
          {t('account.password.submit')}
        </Button>
      </Form>
    </RegionCard>
  );
}
