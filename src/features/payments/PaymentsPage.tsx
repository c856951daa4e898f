import { Link } from '@umijs/max';
import { Col, Row, Space, Typography } from 'antd';
import { PATHS } from '@/paths';
import { BILLING_TIME_ZONE } from '@/contract/values';
import { useT } from '@/hooks/useT';
import NextPaymentCard from './NextPaymentCard';
import HistoryTable from './HistoryTable';
import ProfileCard from './ProfileCard';
import PayoutHoldNotice from './PayoutHoldNotice';

/** Payment profile and history (docs/payments.md), MonthBillManage only. */
export default function PaymentsPage() {
  const t = useT();
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 16, flexWrap: 'wrap' }}>
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t('payments.payments.title')}
          </Typography.Title>
          <Typography.Text type="secondary">
            {t('payments.payments.subtitle', { zone: BILLING_TIME_ZONE })}
          </Typography.Text>
        </div>
        <Link to={PATHS.statements}>{t('payments.toStatements')}</Link>
      </div>
      <PayoutHoldNotice />
      {/* The next payment comes first on a phone (issue 34) and for screen readers; beside the profile from xl. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={{ span: 8, order: 2 }}>
          <NextPaymentCard />
        </Col>
        <Col xs={24} xl={{ span: 16, order: 1 }}>
          <ProfileCard />
        </Col>
      </Row>
      <HistoryTable />
    </Space>
  );
}
