import { useIntl } from '@umijs/max';
import { Card, Tabs, Typography } from 'antd';
import { useState } from 'react';
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
  const [tab, setTab] = useState('notifications');
  return (
    <Card>
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('route.notifications')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'notifications', label: t('alerts.tab.notifications'), children: <NotificationsTab /> },
          { key: 'rules', label: t('alerts.tab.rules'), children: <RulesTab /> },
          { key: 'email', label: t('alerts.tab.email'), children: <EmailTab /> },
        ]}
      />
    </Card>
  );
}
