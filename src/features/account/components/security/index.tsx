import { useQuery } from '@tanstack/react-query';
import { useAccess, useIntl } from '@umijs/max';
import { Space, Typography } from 'antd';
import { accountTimeZone } from '@/session';
import { accountQuery } from '../../api';
import ActiveSessions from './ActiveSessions';
import SignInHistory from './SignInHistory';
import TwoStepCard from './TwoStepCard';

/**
 * My account → Security (and the Password and sign-in page): two-step sign-in, the sessions and the sign-in
 * history, in the account's time zone: the profile's (/media/find, AccountView) when the account may read it,
 * else the one the session keeps.
 */
export default function SecurityTab() {
  const intl = useIntl();
  const mayReadProfile = !!(useAccess() as { canAccountView?: boolean }).canAccountView;
  const profile = useQuery({ ...accountQuery(), enabled: mayReadProfile });
  const timeZone = (mayReadProfile ? profile.data?.timeZone : accountTimeZone()) ?? undefined;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {timeZone && (
        <Typography.Text type="secondary">
          {intl.formatMessage({ id: 'account.security.timeZone' }, { zone: timeZone })}
        </Typography.Text>
      )}
      <TwoStepCard timeZone={timeZone} />
      <ActiveSessions timeZone={timeZone} />
      <SignInHistory timeZone={timeZone} />
    </Space>
  );
}
