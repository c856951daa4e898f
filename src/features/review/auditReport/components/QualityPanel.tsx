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

interface Figure {
  title: string;
  value: string;
  testId?: string;
  /** The absolute figure under a share, in the secondary tone. */
  note?: string;
}

/** A card's figures side by side: tabular-number statistics, each with an optional absolute value under it. */
function Figures({ figures, loading }: { figures: Figure[]; loading: boolean }) {
  return (
    <Row gutter={16}>
      {figures.map(({ title, value, testId, note }) => (
        <Col key={title} span={24 / figures.length}>
          <Statistic title={title} value={value} loading={loading} valueStyle={NUMERIC} data-testid={testId} />
          {note !== undefined && (
            <Typography.Text type="secondary" style={NUMERIC}>
              {note}
            </Typography.Text>
          )}
        </Col>
      ))}
    </Row>
  );
}

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
          <Figures
            loading={waiting}
            figures={[
              { title: t('auditReport.quality.median'), value: formatDuration(ttr?.medianSec), testId: 'ttr-median' },
              { title: t('auditReport.quality.p90'), value: formatDuration(ttr?.p90Sec), testId: 'ttr-p90' },
            ]}
          />
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
          <Figures
            loading={waiting}
            figures={[
              { title: t('auditReport.quality.blocked'), value: formatInteger(blocking?.blocked) },
              {
                title: t('auditReport.quality.impressionsShare'),
                value: formatPercent(blocking?.impressionsShare, 1),
                note: formatInteger(blocking?.impressions),
              },
              {
                title: t('auditReport.quality.revenueShare'),
                value: formatPercent(blocking?.revenueShare, 1),
                note: formatMoney(blocking?.revenue, DELIVERY_CURRENCY),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
