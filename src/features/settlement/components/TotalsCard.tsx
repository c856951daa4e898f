import { Card, Typography } from 'antd';
import { useIntl } from '@umijs/max';
import type { DayRange } from '@/contract/comparePeriod';
import { partialDayOf } from '@/contract/sameHours';
import type { MetricKey, SettlementResult } from '@/contract/typings';
import { formatDay, formatTimeOfDay } from '@/utils/format';
import { useT } from '@/hooks/useT';
import { formatMetric } from '../metrics';
import styles from './reportLayout.less';

/** The figures a phone shows first: earnings and eCPM, then the traffic behind them. */
const FIRST: readonly MetricKey[] = ['earnings', 'earningsEcpm', 'impressions', 'requests', 'fillRate', 'ctr'];

/**
 * The whole filtered period's totals (the server's), above the rows on a phone (issue 34):
 * what the publisher opens the report for, before any row; a period holding today says its
 * totals include today's partial day, and until when.
 */
export default function TotalsCard({ data, range }: { data: SettlementResult | null; range: DayRange }) {
  const t = useT();
  const locale = useIntl().locale;
  if (!data) return null;
  // The period holds today: the totals add in a partial day, and say so (issue 52), as the chart and rows do.
  const partial = partialDayOf(range, data.timeZone, Date.parse(data.updatedAt));
  return (
    <Card size="small" title={t('settlement.total')} data-testid="settlement-totals-card">
      {partial ? (
        <Typography.Paragraph type="secondary" data-testid="settlement-totals-partial">
          {t('settlement.totals.partial', {
            date: formatDay(partial.date),
            time: formatTimeOfDay(partial.until, data.timeZone, locale),
          })}
        </Typography.Paragraph>
      ) : null}
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
