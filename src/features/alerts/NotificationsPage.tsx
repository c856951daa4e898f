import { useIntl, useSearchParams } from '@umijs/max';
import { Card, Tabs, Typography } from 'antd';
import EmailTab from './components/EmailTab';
import NotificationsTab from './components/NotificationsTab';
import RulesTab from './components/RulesTab';

/**
 * Notifications (/accounts/notifications, extension, issue 49; docs/alerts.md): the reader's alerts with read
 * marks and links to their causes, the publisher's alert rules, and the reader's email choices. AlertView; the
 * rules' changes need AlertManage.
 */
export default function NotificationsPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  // The tab is in the address (`?tab=rules|email`): "See all notifications" from the bell, a reload or a shared link
  // opens what it names; anything else is the notifications.
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = asked === 'rules' || asked === 'email' ? asked : 'notifications';
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('route.notifications')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'notifications' ? {} : { tab: key })}
        destroyOnHidden
        // Three tabs fit a 360 px phone in every language (antd would hide the last behind a "more" button).
        tabBarGutter={16}
        items={[
          { key: 'notifications', label: t('alerts.tab.notifications'), children: <NotificationsTab /> },
          { key: 'rules', label: t('alerts.tab.rules'), children: <RulesTab /> },
          { key: 'email', label: t('alerts.tab.email'), children: <EmailTab /> },
        ]}
      />
    </Card>
  );
}
