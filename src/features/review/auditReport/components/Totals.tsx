import { useIntl } from '@umijs/max';
import { Card, Col, Row, Statistic } from 'antd';
import type { AuditReport } from '@/contract/typings';
import { formatInteger, formatPercent } from '@/utils/format';
import { OUTCOME_TEXT_COLORS } from '../colors';
import { approvalRate } from '../exportSheet';

/** Totals of the range: submitted, approved, rejected, still pending and the approval rate. */
export default function Totals({ report, loading }: { report: AuditReport | undefined; loading: boolean }) {
  const intl = useIntl();
  const totals = report?.totals;
  const items: { key: string; value: string; color?: string }[] = [
    { key: 'submitted', value: formatInteger(totals?.submitted) },
    { key: 'approved', value: formatInteger(totals?.approved), color: OUTCOME_TEXT_COLORS.approved },
    { key: 'rejected', value: formatInteger(totals?.rejected), color: OUTCOME_TEXT_COLORS.rejected },
    { key: 'pending', value: formatInteger(totals?.pending), color: OUTCOME_TEXT_COLORS.pending },
    { key: 'approvalRate', value: formatPercent(totals ? approvalRate(totals.approved, totals.rejected) : null, 1) },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="audit-totals">
      {items.map((it) => (
        <Col key={it.key} xs={12} md={8} xl={{ flex: '20%' }}>
          {/* A group named by its title, so a screen reader says which figure it reads. */}
          <Card
            size="small"
            data-total={it.key}
            role="group"
            aria-label={intl.formatMessage({ id: `auditReport.totals.${it.key}` })}
          >
            <Statistic
              title={intl.formatMessage({ id: `auditReport.totals.${it.key}` })}
              value={it.value}
              loading={loading && !report}
              valueStyle={{ color: it.color, fontVariantNumeric: 'tabular-nums' }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
