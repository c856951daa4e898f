import { Button } from 'antd';
import { useT } from '@/hooks/useT';

/** Under a step after the password: its submit button (busy while it runs), and the way back to the sign-in forms. */
export default function StepActions({
  busy,
  submitLabel,
  onCancel,
}: {
  busy: boolean;
  submitLabel: string;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <>
      <Button type="primary" htmlType="submit" size="large" block loading={busy}>
        {busy ? t('login.submitting') : submitLabel}
      </Button>
      <p style={{ marginBlockStart: 16, textAlign: 'center' }}>
        <Button type="link" onClick={onCancel}>
          {t('login.twoStep.back')}
        </Button>
      </p>
    </>
  );
}
