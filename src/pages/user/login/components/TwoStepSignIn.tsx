import { SafetyOutlined } from '@ant-design/icons';
import { useIntl } from '@umijs/max';
import { Button, Checkbox } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { verifyTwoStep, type SignInOutcome } from '@/services/auth';
import type { SignInChallenge } from '@/services/typings';
import { useFields } from '../hooks/useFields';
import Field from './Field';

interface Props {
  challenge: SignInChallenge;
  onSignedIn: (result: SignInOutcome) => Promise<void>;
  onError: (e: unknown) => void;
  onStart: () => void;
  /** Back to the sign-in forms (another account, or a new code). */
  onCancel: () => void;
}

/** The second step of a password sign-in: the emailed code, and "trust this browser for 30 days". */
export default function TwoStepSignIn({ challenge, onSignedIn, onError, onStart, onCancel }: Props) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [trust, setTrust] = useState(false);
  const { values, errors, validate, input } = useFields(
    { code: '' },
    { code: (v) => (!v ? 'login.code.required' : /^\d{6}$/.test(v) ? undefined : 'login.code.invalid') },
  );
  const verify = useSubmitOnce(async () => {
    onStart();
    try {
      const result = await verifyTwoStep({ challenge: challenge.twoStep.challenge, code: values.code.trim(), trust });
      await onSignedIn(result);
    } catch (e) {
      onError(e);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate()) void verify.run();
  };
  const minutes = Math.round(challenge.twoStep.expiresIn / 60);

  return (
    <form onSubmit={submit} noValidate data-testid="two-step">
      <p>{t('login.twoStep.intro', { email: challenge.twoStep.email, minutes })}</p>
      <Field id="code" label={t('login.code')} error={errors.code ? t(errors.code) : undefined}>
        <Input
          {...input('code')}
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode="numeric"
          size="large"
          maxLength={6}
          autoFocus
        />
      </Field>
      <p>
        <Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)}>
          {t('login.twoStep.trust')}
        </Checkbox>
      </p>
      <Button type="primary" htmlType="submit" size="large" block loading={verify.busy}>
        {t(verify.busy ? 'login.submitting' : 'login.submit')}
      </Button>
      <p style={{ marginBlockStart: 16, textAlign: 'center' }}>
        <Button type="link" onClick={onCancel}>
          {t('login.twoStep.back')}
        </Button>
      </p>
    </form>
  );
}
