import { PageContainer } from '@ant-design/pro-components';
import { useIntl, useSearchParams } from '@umijs/max';
import { Col, Row, Tabs } from 'antd';
import AccountProfile from './components/AccountProfile';
import PasswordChange from './components/PasswordChange';
import SecurityTab from './components/security';

type TabKey = 'profile' | 'security';

/**
 * My account: the profile (editable with AccountManage) and the password
 * change; the Security tab (`?tab=security`, so a link or a sign-in comes
 * back to it) has the active sessions and the sign-in history.
 */
export default function MyAccountPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const tab: TabKey = params.get('tab') === 'security' ? 'security' : 'profile';
  // An explicit title: the layout's pageTitleRender gives the document title (with the app name).
  return (
    <PageContainer title={intl.formatMessage({ id: 'route.myaccount' })}>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'security' ? { tab: key } : {}, { replace: true })}
        destroyInactiveTabPane
        items={[
          {
            key: 'profile',
            label: intl.formatMessage({ id: 'account.tab.profile' }),
            children: (
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={14}>
                  <AccountProfile />
                </Col>
                <Col xs={24} xl={10}>
                  <PasswordChange />
                </Col>
              </Row>
            ),
          },
          { key: 'security', label: intl.formatMessage({ id: 'account.tab.security' }), children: <SecurityTab /> },
        ]}
      />
    </PageContainer>
  );
}
