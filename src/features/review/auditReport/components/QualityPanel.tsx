import { Card, Col, Empty, Row, Statistic, Typography } from 'antd';
import type { AuditReport } from '@/contract/typings';
import { formatDuration, formatInteger, formatMoney, formatPercent } from '@/utils/format';
import { Name } from '@/components/text';
import { DELIVERY_CURRENCY } from '@/contract/values';
import { useT } from '@/hooks/useT';
import styles from './QualityPanel.less';

interface Props {
  report: AuditReport | undefined;
  loading: boolean;
}

const NUMERIC = { fontVariantNumeric: 'tabular-nums' } as const;

/** Time to review, the top rejection reasons and the effect of blocking (definitions: docs/review.md). */
export default function QualityPanel({ report, loading }: Props) {
  const t = useT();
  const waiting = loading && !report;
  const ttr = report?.timeToReview;
  const blocking = report?.blocking;
  return (
    <Row gutter={[16, 16]} data-testid="audit-quality">
      <Col xs={24} lg={8}>
        <Card size="small" title={t('auditReport.quality.timeToReview')} data-testid="audit-time-to-review">
          <Row gutter={16}>
            <Col span={12}>
              <Statistic
                title={t('auditReport.quality.median')}
                value={formatDuration(ttr?.medianSec)}
                loading={waiting}
                valueStyle={NUMERIC}
                data-testid="ttr-median"
              />
            </Col>
            <Col span={12}>
              <Statistic
                title={t('auditReport.quality.p90')}
                value={formatDuration(ttr?.p90Sec)}
                loading={waiting}
                valueStyle={NUMERIC}
                data-testid="ttr-p90"
              />
            </Col>
          </Row>
          <Typography.Text type="secondary" className={styles.note}>
            {t('auditReport.quality.reviewedCount', { count: ttr?.reviewed ?? 0 })}
          </Typography.Text>
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('auditReport.quality.reasons')} data-testid="audit-reject-reasons">
          {report && !report.rejectReasons.length ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('auditReport.quality.reasonsEmpty')} />
          ) : (
            <ol className={styles.reasons}>
              {(report?.rejectReasons ?? []).map((r) => (
                <li key={r.reason} data-testid="reject-reason">
                  <Name className={styles.reason} title={r.reason}>
                    {r.reason}
                  </Name>
                  <span style={NUMERIC} className={styles.count}>
                    {t('auditReport.quality.reasonCount', {
                      count: formatInteger(r.count),
                      share: formatPercent(r.share, 1),
                    })}
                  </span>
                  <span className={styles.bar} style={{ inlineSize: `${Math.round(r.share * 100)}%` }} aria-hidden />
                </li>
              ))}
            </ol>
          )}
        </Card>
      </Col>
      <Col xs={24} lg={8}>
        <Card size="small" title={t('auditReport.quality.blocking')} data-testid="audit-blocking">
          <Row gutter={16}>
            <Col span={8}>
              <Statistic
                title={t('auditReport.quality.blocked')}
                value={formatInteger(blocking?.blocked)}
                loading={waiting}
                valueStyle={NUMERIC}
              />
            </Col>
            <Col span={8}>
              <Statistic
                title={t('auditReport.quality.impressionsShare')}
                value={formatPercent(blocking?.impressionsShare, 1)}
                loading={waiting}
                valueStyle={NUMERIC}
              />
              <Typography.Text type="secondary" style={NUMERIC}>
                {formatInteger(blocking?.impressions)}
              </Typography.Text>
            </Col>
            <Col span={8}>
              <Statistic
                title={t('auditReport.quality.revenueShare')}
                value={formatPercent(blocking?.revenueShare, 1)}
                loading={waiting}
                valueStyle={NUMERIC}
              />
              <Typography.Text type="secondary" style={NUMERIC}>
                {formatMoney(blocking?.revenue, DELIVERY_CURRENCY)}
              </Typography.Text>
            </Col>
          </Row>
        </Card>
      </Col>
    </Row>
  );
}
