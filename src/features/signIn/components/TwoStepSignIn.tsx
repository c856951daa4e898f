import { SafetyOutlined } from '@ant-design/icons';
import { Button, Checkbox } from 'antd';
import Input from 'antd/es/input/Input';
import { useState, type FormEvent } from 'react';
import { useSubmitOnce } from '@/hooks/useSubmitOnce';
import { verifyTwoStep, type SignInOutcome } from '@/services/auth';
import type { SignInChallenge } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { useFields } from '../hooks/useFields';
import Field from './Field';
import StepActions from './StepActions';

interface Props {
  challenge: SignInChallenge;
  onSignedIn: (result: SignInOutcome) => Promise<void>;
  onError: (e: unknown) => void;
  onStart: () => void;
  /** Back to the sign-in forms (another account, or a new code). */
  onCancel: () => void;
}

const CODE_RE = /^\d{6}$/;
// Ten letters and digits, the dash optional (the server ignores dashes, spaces and case).
const RECOVERY_RE = /^[a-z0-9]{5}-?[a-z0-9]{5}$/i;

/**
 * The second step of a sign-in: the emailed code, or (issue 28) the authenticator app's code with a recovery code
 * as the way out when the phone is lost; and "trust this browser for 30 days".
 */
export default function TwoStepSignIn({ challenge, onSignedIn, onError, onStart, onCancel }: Props) {
  const t = useT();
  const [trust, setTrust] = useState(false);
  const app = challenge.twoStep.method === 'authenticator';
  // With the app: its code, or a recovery code instead.
  const [recovery, setRecovery] = useState(false);
  const { values, errors, validate, input } = useFields(
    { code: '', recoveryCode: '' },
    {
      code: (v) => (!v ? 'login.code.required' : CODE_RE.test(v.trim()) ? undefined : 'login.code.invalid'),
      recoveryCode: (v) =>
        !v.trim()
          ? 'login.twoStep.recovery.required'
          : RECOVERY_RE.test(v.trim())
            ? undefined
            : 'login.twoStep.recovery.invalid',
    },
  );
  const verify = useSubmitOnce(async () => {
    onStart();
    try {
      const answer = recovery ? { recoveryCode: values.recoveryCode.trim() } : { code: values.code.trim() };
      const result = await verifyTwoStep({ challenge: challenge.twoStep.challenge, ...answer, trust });
      await onSignedIn(result);
    } catch (e) {
      onError(e);
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (validate([recovery ? 'recoveryCode' : 'code'])) void verify.run();
  };
  const minutes = Math.round(challenge.twoStep.expiresIn / 60);
  const error = (id?: string) => (id ? t(id) : undefined);

  return (
    <form onSubmit={submit} noValidate data-testid="two-step">
      <p>
        {app
          ? t(recovery ? 'login.twoStep.recovery.intro' : 'login.twoStep.app.intro')
          : t('login.twoStep.intro', { email: challenge.twoStep.email ?? '', minutes })}
      </p>
      {recovery ? (
        <Field id="recoveryCode" label={t('login.twoStep.recovery')} error={error(errors.recoveryCode)}>
          <Input {...input('recoveryCode')} autoComplete="off" size="large" maxLength={16} autoFocus />
        </Field>
      ) : (
        <Field id="code" label={t(app ? 'login.twoStep.app.code' : 'login.code')} error={error(errors.code)}>
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
      )}
      {app && (
        <p>
          <Button type="link" style={{ paddingInline: 0 }} onClick={() => setRecovery((r) => !r)}>
            {t(recovery ? 'login.twoStep.useApp' : 'login.twoStep.useRecovery')}
          </Button>
        </p>
      )}
      <p>
        <Checkbox checked={trust} onChange={(e) => setTrust(e.target.checked)}>
          {t('login.twoStep.trust')}
        </Checkbox>
      </p>
      <StepActions busy={verify.busy} submitLabel={t('login.submit')} onCancel={onCancel} />
    </form>
  );
}
