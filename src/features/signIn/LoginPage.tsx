import { history, Link, useIntl, useModel, useSearchParams } from '@umijs/max';
import { Alert } from 'antd';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { PATHS } from '@/paths';
import { preloadConsoleMessages } from '@/locales/lazy';
import { BizError, wasShown } from '@/services/errors';
import { fetchMenuCodes, needsNewPassword, type SignInOutcome } from '@/services/auth';
import type { PasswordChangeChallenge, SignInChallenge } from '@/contract/typings';
import { getUserInfo, readSessionEnd, safeRedirect, setMenuCodes, signIn } from '@/session';
import { sessionEndText } from '@/lib/signOut/sessionEndText';
import { useT } from '@/hooks/useT';
import EmailSignIn from './components/EmailSignIn';
import PasswordSignIn from './components/PasswordSignIn';
import SignInTabs from './components/SignInTabs';
import TwoStepSignIn from './components/TwoStepSignIn';
import styles from './signIn.less';
import SignInCard from './components/SignInCard';

export type LoginTab = 'password' | 'email';

// Rare (the main account required a new password): its own chunk, so the sign-in page's first load stays small.
const NewPasswordStep = lazy(() => import('./components/NewPasswordStep'));

export default function LoginPage() {
  const intl = useIntl();
  const t = useT();
  const [params] = useSearchParams();
  const { setInitialState } = useModel('@@initialState');
  const [tab, setTab] = useState<LoginTab>('password');
  const [error, setError] = useState<string | null>(null);
  // Two-step sign-in: the password (or the mailbox code) was right; a code from the email or the app comes next.
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  // The main account required a new password: the step after the password (and code), before the console.
  const [change, setChange] = useState<PasswordChangeChallenge | null>(null);
  // Why the last session ended, when the server said so (another sign-in, or ended from another device).
  const ended = useMemo(() => readSessionEnd(), []);

  useEffect(() => {
    // Another tab may have signed out: forget the user this tab still had in memory.
    if (!getUserInfo()) void setInitialState((s) => ({ menuCodes: [], ...s, currentUser: undefined }));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** Session, menu codes, then the page the user came for (only a path of this console). */
  const onSignedIn = async (outcome: SignInOutcome) => {
    if (needsNewPassword(outcome)) {
      setChallenge(null);
      setChange(outcome);
      return;
    }
    const result = outcome;
    signIn(result);
    // The next page needs the pages' messages: fetch them alongside the menu codes.
    preloadConsoleMessages();
    const menuCodes = await fetchMenuCodes();
    setMenuCodes(menuCodes);
    // The root layout's guard reads the initial state: it must be set before navigating.
    flushSync(() => {
      void setInitialState((s) => ({ ...s, currentUser: result.userInfo, menuCodes }));
    });
    history.replace(safeRedirect(params.get('redirect')));
  };

  const onError = (e: unknown) => {
    // Sign-in calls keep the server's text off the toast (noMsg): it goes here, next to the form.
    if (e instanceof BizError) setError(e.message);
    else if (!wasShown(e)) setError(t('login.failed'));
  };
  const forms = { onSignedIn, onError, onStart: () => setError(null) };

  // Leaving a step (new password, second step) drops it and its error: the sign-in forms show again.
  const backFrom = (dropStep: (step: null) => void) => () => {
    dropStep(null);
    setError(null);
  };

  return (
    <SignInCard>
      <p className={styles.subtitle}>{t('login.subtitle')}</p>
      {ended && !error && (
        <Alert
          type="warning"
          showIcon
          message={sessionEndText(intl.formatMessage, ended)}
          className={styles.error}
          data-testid="session-end"
        />
      )}
      {error && <Alert type="error" showIcon message={error} className={styles.error} role="alert" />}
      {change ? (
        <Suspense fallback={null}>
          <NewPasswordStep {...forms} challenge={change} onCancel={backFrom(setChange)} />
        </Suspense>
      ) : challenge ? (
        <TwoStepSignIn {...forms} challenge={challenge} onCancel={backFrom(setChallenge)} />
      ) : (
        <>
          <SignInTabs
            idPrefix="login"
            active={tab}
            onChange={(key) => {
              setTab(key);
              setError(null);
            }}
            tabs={[
              { key: 'password', label: t('login.tab.password') },
              { key: 'email', label: t('login.tab.email') },
            ]}
          />
          {/* Both forms stay mounted, so switching tabs keeps what was typed. */}
          <div
            role="tabpanel"
            id="login-panel-password"
            aria-labelledby="login-tab-password"
            hidden={tab !== 'password'}
          >
            <PasswordSignIn {...forms} onChallenge={setChallenge} active={tab === 'password'} />
            <p className={styles.forgot}>
              <Link to={PATHS.resetPassword}>{t('login.forgot')}</Link>
            </p>
          </div>
          <div role="tabpanel" id="login-panel-email" aria-labelledby="login-tab-email" hidden={tab !== 'email'}>
            <EmailSignIn {...forms} onChallenge={setChallenge} active={tab === 'email'} />
          </div>
        </>
      )}
    </SignInCard>
  );
}
