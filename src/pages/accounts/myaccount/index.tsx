import { PageContainer } from '@ant-design/pro-components';
import { useIntl } from '@umijs/max';
import { Col, Row } from 'antd';
import AccountProfile from './components/AccountProfile';
import PasswordChange from './components/PasswordChange';

/** My account: the profile (editable with AccountManage) and the password change. */
export default function MyAccountPage() {
  const intl = useIntl();
  // An explicit title: the layout's pageTitleRender gives the document title (with the app name).
  return (
    <PageContainer title={intl.formatMessage({ id: 'route.myaccount' })}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <AccountProfile />
        </Col>
        <Col xs={24} xl={10}>
          <PasswordChange />
        </Col>
      </Row>
    </PageContainer>
  );
}
