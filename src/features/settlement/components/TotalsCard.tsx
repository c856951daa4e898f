import { Card, Typography } from 'antd';
import type { MetricKey, SettlementResult } from '@/contract/typings';
import { useT } from '@/hooks/useT';
import { formatMetric } from '../metrics';
import styles from './reportLayout.less';

/** The figures a phone shows first: earnings and eCPM, then the traffic behind them. */
const FIRST: readonly MetricKey[] = ['earnings', 'earningsEcpm', 'impressions', 'requests', 'fillRate', 'ctr'];

/**
 * The whole filtered period's totals (the server's), above the rows on a phone (issue 34):
 * what the publisher opens the report for, before any row.
 */
export default function TotalsCard({ data }: { data: SettlementResult | null }) {
  const t = useT();
  if (!data) return null;
  return (
    <Card size="small" title={t('settlement.total')} data-testid="settlement-totals-card">
      <dl className={styles.totals}>
        {FIRST.map((key) => (
          <div key={key}>
            <dt>{t(`settlement.col.${key}`)}</dt>
            <dd>
              <Typography.Text strong={key === 'earnings'} data-metric={key}>
                <bdi>{formatMetric(key, data.totals[key], data.currency)}</bdi>
              </Typography.Text>
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
