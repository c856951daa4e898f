import { useIntl } from '@umijs/max';
import { Card, Empty } from 'antd';
import { useMemo } from 'react';
import LazyChart from '@/components/UPlotChart/LazyChart';
import { formatShortDay } from '@/components/UPlotChart/dayLabels';
import type { ChartProps } from '@/components/UPlotChart/types';
import type { AuditReport } from '@/contract/typings';
import { formatDay, formatInteger } from '@/utils/format';
import { OUTCOME_COLORS } from '../colors';

type Outcome = keyof typeof OUTCOME_COLORS;
const OUTCOMES: readonly Outcome[] = ['approved', 'rejected', 'pending'];

/** Approved, rejected and still-pending creatives per day, stacked. */
export default function DailyChart({ report }: { report: AuditReport }) {
  const intl = useIntl();
  const chart = useMemo<ChartProps>(() => {
    const { days } = report;
    return {
      xLabels: days.map((d) => formatShortDay(d.date)),
      xFull: days.map((d) => formatDay(d.date)),
      xTitle: intl.formatMessage({ id: 'auditReport.col.date' }),
      stacked: true,
      series: OUTCOMES.map((k) => ({
        label: intl.formatMessage({ id: `auditReport.col.${k}` }),
        values: days.map((d) => d[k]),
        color: OUTCOME_COLORS[k],
        kind: 'bars' as const,
        format: (v: number) => formatInteger(v),
      })),
      ariaLabel: intl.formatMessage(
        { id: 'auditReport.chart.aria' },
        { start: formatDay(report.startDate), end: formatDay(report.endDate) },
      ),
      height: 260,
    };
  }, [report, intl]);
  const empty = report.days.every((d) => d.approved + d.rejected + d.pending === 0);

  return (
    <Card title={intl.formatMessage({ id: 'auditReport.chart.title' })} data-testid="audit-chart">
      {empty ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={intl.formatMessage({ id: 'auditReport.empty' })} />
      ) : (
        <LazyChart {...chart} failedText={intl.formatMessage({ id: 'auditReport.chart.failed' })} />
      )}
    </Card>
  );
}
