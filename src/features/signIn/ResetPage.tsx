import { Link } from '@umijs/max';
import { Alert, Button, Result } from 'antd';
import { useState } from 'react';
import { PATHS } from '@/paths';
import { BizError, wasShown } from '@/services/errors';
import { useT } from '@/hooks/useT';
import styles from './signIn.less';
import SignInCard from './components/SignInCard';
import ResetForm from './ResetForm';

/**
 * Forgot password (`/user/reset`, no menu layout, no sign-in): an emailed
 * code sets a new password, and every session of the account ends
 * (docs/signIn.md "Forgot password").
 */
export default function ResetPasswordPage() {
  const t = useT();
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onError = (e: unknown | null) => {
    if (e === null) setError(null);
    // The calls keep the server's text off the toast (noMsg): it goes here, next to the form.
    else if (e instanceof BizError) setError(e.message);
    else if (!wasShown(e)) setError(t('login.failed'));
  };

  return (
    <SignInCard>
      {done ? (
        <Result
          status="success"
          title={t('reset.done.title')}
          subTitle={t('reset.done.text')}
          extra={
            <Link to={PATHS.login} replace>
              <Button type="primary">{t('reset.back')}</Button>
            </Link>
          }
        />
      ) : (
        <>
          <h2 className={styles.heading}>{t('reset.title')}</h2>
          <p className={styles.subtitle}>{t('reset.intro')}</p>
          {error && <Alert type="error" showIcon message={error} className={styles.error} role="alert" />}
          <ResetForm onDone={() => setDone(true)} onError={onError} />
          <p className={styles.forgot}>
            <Link to={PATHS.login}>{t('reset.back')}</Link>
          </p>
        </>
      )}
    </SignInCard>
  );
}
