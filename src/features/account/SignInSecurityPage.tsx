import { PageContainer } from '@ant-design/pro-components';
import { Col, Row, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import PasswordChange from './components/PasswordChange';
import SecurityTab from './components/security';

/**
 * Password and sign-in (`/accounts/signin`, issue 33): every signed-in account's own password, two-step sign-in,
 * sessions and sign-in history, with no menu code. A sub-account without "My account" (AccountView) reaches it from
 * the account menu; the server answers these calls for the caller's own account only (docs/security.md).
 */
export default function SignInSecurityPage() {
  const t = useT();
  return (
    <PageContainer title={t('route.signInSecurity')}>
      <Typography.Paragraph type="secondary">{t('account.signInPage.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <PasswordChange />
        </Col>
        <Col xs={24} xl={14}>
          <SecurityTab />
        </Col>
      </Row>
    </PageContainer>
  );
}
