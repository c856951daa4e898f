import { useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Space, Typography } from 'antd';
import { accountQuery } from '../../api';
import ActiveSessions from './ActiveSessions';
import SignInHistory from './SignInHistory';
import TwoStepCard from './TwoStepCard';

/** My account → Security: the sessions and the sign-in history, in the account's time zone. */
export default function SecurityTab() {
  const intl = useIntl();
  const timeZone = useQuery(accountQuery()).data?.timeZone;
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
