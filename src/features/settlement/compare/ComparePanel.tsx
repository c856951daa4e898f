import { Card, Collapse, Select, Skeleton, Space, Tooltip, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { ChartBoundary } from '@/components/UPlotChart/LazyChart';
import type { CompareMode } from '@/contract/comparePeriod';
import type { MetricKey, SettlementComparison, SettlementParams } from '@/contract/typings';
import { formatDay } from '@/utils/format';
import { COMPARE_MODES, compareAllowed, HOURLY_DAYS, type SettlementQuery } from '@/features/settlement/query';
import { useT } from '@/hooks/useT';
import { METRICS } from '../metrics';

// The chart and its table load when a comparison is shown, not with the page (uPlot itself is a further chunk).
const CompareChart = lazy(() => import(/* webpackChunkName: "settlement-compare-chart" */ './CompareChart'));

type Choice = CompareMode | 'none';

interface Props {
  query: SettlementQuery;
  today: string;
  /** The answer's comparison period, once the rows carry it. */
  comparison: SettlementComparison | undefined;
  /** The chart's request (the page's filters per day or hour), null without a comparison. */
  chartParams: SettlementParams | null;
  onChange: (change: Partial<Pick<SettlementQuery, 'compare' | 'changeMetrics' | 'chartMetric'>>) => void;
}

/**
 * Compare with another period (issue 17): none, the previous period of the
 * same length, or the same period last year; the metrics that get change
 * columns; and, with a comparison, the chart above the table (collapsible).
 * Applies at once, like the zone switch: it is part of the URL query.
 */
export default function ComparePanel({ query, today, comparison, chartParams, onChange }: Props) {
  const t = useT();
  const mode = query.compare;
  const options = [
    { value: 'none' as Choice, label: t('settlement.compare.none') },
    ...COMPARE_MODES.map((m) => {
      const allowed = compareAllowed(query, m, today);
      return {
        value: m as Choice,
        disabled: !allowed,
        // Hours are kept for 30 days: said where the choice is refused.
        label: allowed ? (
          t(`settlement.compare.${m}`)
        ) : (
          <Tooltip title={t('settlement.compare.hourUnavailable', { days: HOURLY_DAYS })}>
            {t(`settlement.compare.${m}`)}
          </Tooltip>
        ),
      };
    }),
  ];

  return (
    <Card size="small" data-testid="settlement-compare">
      <Space size={[16, 8]} wrap>
        <Space size={8}>
          <Typography.Text type="secondary" id="settlement-compare-label">
            {t('settlement.compare.label')}
          </Typography.Text>
          <Select<Choice>
            aria-labelledby="settlement-compare-label"
            value={mode ?? 'none'}
            onChange={(v) => onChange({ compare: v === 'none' ? undefined : v })}
            options={options}
            popupMatchSelectWidth={false}
            style={{ minInlineSize: 180 }}
          />
        </Space>
        {mode && (
          <Space size={8}>
            <Typography.Text type="secondary" id="settlement-change-label">
              {t('settlement.compare.metrics')}
            </Typography.Text>
            <Select<MetricKey[]>
              mode="multiple"
              aria-labelledby="settlement-change-label"
              value={query.changeMetrics}
              // Canonical order, so the columns keep the metrics' order.
              onChange={(picked) =>
                onChange({ changeMetrics: METRICS.map((m) => m.key).filter((k) => picked.includes(k)) })
              }
              options={METRICS.map((m) => ({ value: m.key, label: t(`settlement.col.${m.key}`) }))}
              maxTagCount="responsive"
              placeholder={t('settlement.compare.noMetrics')}
              style={{ inlineSize: 320 }}
            />
          </Space>
        )}
        {mode && comparison && (
          <Typography.Text type="secondary" data-testid="settlement-compare-period">
            {t('settlement.compare.period', {
              start: formatDay(comparison.compareStartDate),
              end: formatDay(comparison.compareEndDate),
            })}
          </Typography.Text>
        )}
      </Space>
      {mode && (
        <Collapse
          ghost
          size="small"
          defaultActiveKey={['chart']}
          style={{ marginBlockStart: 8 }}
          items={[
            {
              key: 'chart',
              label: t('settlement.chart.title', { metric: t(`settlement.col.${query.chartMetric}`) }),
              children: (
                <ChartBoundary failed={t('settlement.chart.failed')}>
                  <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} />}>
                    <CompareChart
                      params={chartParams}
                      mode={mode}
                      metric={query.chartMetric}
                      onMetric={(chartMetric) => onChange({ chartMetric })}
                    />
                  </Suspense>
                </ChartBoundary>
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
