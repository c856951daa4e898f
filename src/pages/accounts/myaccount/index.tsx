import { PageContainer } from '@ant-design/pro-components';
import { Col, Row } from 'antd';
import AccountProfile from './components/AccountProfile';
import PasswordChange from './components/PasswordChange';

/** My account: the profile (editable with AccountManage) and the password change. */
export default function MyAccountPage() {
  return (
    <PageContainer>
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
