import { LockOutlined } from '@ant-design/icons';
import Password from 'antd/es/input/Password';
import { useState, type FormEvent } from 'react';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { BizError } from '@/services/errors';
import { changePasswordToSignIn, type SignInOutcome } from '@/services/auth';
import type { PasswordChangeChallenge } from '@/contract/typings';
import { isAcceptablePassword, PASSWORD_MAX_LENGTH } from '@/utils/passwordStrength';
import { useT } from '@/hooks/useT';
import { useFields } from '../hooks/useFields';
import Field from './Field';
import StepActions from './StepActions';

interface Props {
  challenge: PasswordChangeChallenge;
  onSignedIn: (result: SignInOutcome) => Promise<void>;
  onError: (e: unknown) => void;
  onStart: () => void;
  onCancel: () => void;
}

/**
 * The step after the password (and code) when the main account required a new password: the console opens only
 * once it is set. The rules are those of every password form; the server also refuses the current password.
 */
export default function NewPasswordStep({ challenge, onSignedIn, onError, onStart, onCancel }: Props) {
  const t = useT();
  const { values, errors, validate, input } = useFields(
    { newPassword: '', confirm: '' },
    {
      newPassword: (v) =>
        !v ? 'reset.password.required' : isAcceptablePassword(v) ? undefined : 'reset.password.rules',
      confirm: (v) => (!v ? 'reset.confirm.required' : undefined),
    },
  );
  // The server's word on the new password (the current one is refused), until it is edited.
  const [refused, setRefused] = useState<{ value: string; message: string } | null>(null);
  const save = useSubmitOnce(async () => {
    onStart();
    setRefused(null);
    try {
      const result = await changePasswordToSignIn({
        challenge: challenge.passwordChange.challenge,
        newPassword: values.newPassword,
      });
      await onSignedIn(result);
    } catch (e) {
      const message = e instanceof BizError ? e.fieldErrors?.newPassword : undefined;
      if (message) setRefused({ value: values.newPassword, message });
      else onError(e);
    }
  });
  const mismatch = !!values.confirm && values.confirm !== values.newPassword;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate() && !mismatch) void save.run();
  };

  return (
    <form onSubmit={submit} noValidate data-testid="new-password">
      <h2>{t('login.change.title')}</h2>
      <p>{t('login.change.intro')}</p>
      <Field
        id="newPassword"
        label={t('reset.newPassword')}
        error={
          errors.newPassword
            ? t(errors.newPassword)
            : refused?.value === values.newPassword
              ? refused.message
              : undefined
        }
        extra={t('reset.password.rules')}
      >
        <Password
          {...input('newPassword', true)}
          prefix={<LockOutlined />}
          autoComplete="new-password"
          size="large"
          maxLength={PASSWORD_MAX_LENGTH}
          autoFocus
        />
      </Field>
      <Field
        id="confirm"
        label={t('reset.confirm')}
        error={errors.confirm ? t(errors.confirm) : mismatch ? t('reset.confirm.mismatch') : undefined}
      >
        <Password {...input('confirm')} prefix={<LockOutlined />} autoComplete="new-password" size="large" />
      </Field>
      <StepActions busy={save.busy} submitLabel={t('login.change.submit')} onCancel={onCancel} />
    </form>
  );
}
