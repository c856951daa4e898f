import { Link, useIntl, useLocation } from '@umijs/max';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { PATHS } from '@/paths';
import { BizError } from '@/services/errors';
import type { PasswordLinkResult } from '@/contract/typings';
import { formatZonedTime } from '@/contract/zonedTime';
import { intlLocale } from '@/utils/numbering';
import { useT } from '@/hooks/useT';
import { useSentence } from '@/components/text';
import { passwordLinkQuery } from './api';
import styles from './signIn.less';
import SignInCard from './components/SignInCard';
import LinkPasswordForm from './LinkPasswordForm';

const TOKEN_RE = /^[0-9a-f]{8,64}$/;

/**
 * A password link (`/user/password?token=`, no sign-in, no menu): an invitation (the password creates the
 * sub-account) or a reset the main account sent. The token is the only secret; a link that is spent or expired
 * says so and leads to the sign-in page (docs/team.md "Invitations").
 */
export default function PasswordLinkPage() {
  const t = useT();
  const sentence = useSentence();
  const { locale } = useIntl();
  const raw = new URLSearchParams(useLocation().search).get('token') ?? '';
  const token = TOKEN_RE.test(raw) ? raw : '';
  const link = useQuery({ ...passwordLinkQuery(token), enabled: !!token, retry: false });
  const [done, setDone] = useState<PasswordLinkResult | null>(null);

  const body = () => {
    if (done)
      return (
        <Result
          status="success"
          title={t('team.link.done.title')}
          subTitle={t('team.link.done.text', { account: done.account_name })}
          extra={
            <Link to={PATHS.login} replace>
              <Button type="primary">{t('team.link.signIn')}</Button>
            </Link>
          }
        />
      );
    if (token && link.isPending) return <Spin className={styles.error} />;
    if (!token || link.isError) {
      // The server's own words for a spent (4011) or expired (4012) link; anything else was shown by the request layer.
      const reason = link.error instanceof BizError ? link.error.message : t('team.link.invalid');
      return (
        <Result
          status="warning"
          title={t('team.link.unusable')}
          subTitle={reason}
          extra={
            <Link to={PATHS.login} replace>
              <Button>{t('team.link.signIn')}</Button>
            </Link>
          }
        />
      );
    }
    const info = link.data!;
    const invite = info.kind === 'invite';
    // In the account's zone with the zone named, as the mail says it (no session here: the zone comes with the link).
    const expires = formatZonedTime(info.expiresAt, info.timeZone, intlLocale(locale));
    return (
      <>
        {/* Names the inviter typed, each isolated (issue 52): an override in one never turns the sentence around. */}
        <h2 className={styles.heading}>
          {invite ? sentence('team.link.invite.title', { company: info.company }) : t('team.link.reset.title')}
        </h2>
        <p className={styles.subtitle}>
          {sentence(invite ? 'team.link.invite.intro' : 'team.link.reset.intro', {
            by: info.sentBy,
            name: info.name,
          })}
        </p>
        <Alert type="info" showIcon className={styles.error} message={t('team.link.expires', { time: expires })} />
        <LinkPasswordForm token={token} info={info} onDone={setDone} />
      </>
    );
  };

  return <SignInCard>{body()}</SignInCard>;
}
