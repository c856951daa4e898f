import { useIntl } from '@umijs/max';
import { Table } from 'antd';
import type { MetricKey } from '@/contract/typings';
import { formatDay } from '@/utils/format';
import { NUMBER_CELL } from '@/utils/tableLayout';
import { useT } from '@/hooks/useT';
import { formatMetric } from '../metrics';
import type { ChartPoint } from './chartData';
import ChangeCell from './ChangeCell';
import { changeText, metricChange } from './changes';

/** A point's day ("2026/11/18") or hour ("2026/11/18 01:00", the zone's clock). */
export const when = (at: string | null, hourly: boolean) =>
  at === null ? '—' : hourly ? `${formatDay(at.slice(0, 10))} ${at.slice(11, 16)}` : formatDay(at);

/** The chart's figures as a table: its text alternative, one row per day (or hour). */
export default function ChartTable({
  points,
  hourly,
  metric,
  currency,
  names,
}: {
  points: ChartPoint[];
  hourly: boolean;
  metric: MetricKey;
  currency: string;
  names: { current: string; previous: string };
}) {
  const intl = useIntl();
  const t = useT();
  const points_ = (v: string) => intl.formatMessage({ id: 'settlement.change.points' }, { value: v });
  return (
    <Table<ChartPoint>
      data-testid="compare-chart-table"
      size="small"
      style={{ marginBlockStart: 8 }}
      rowKey="at"
      pagination={false}
      scroll={{ y: 320 }}
      dataSource={points}
      columns={[
        {
          key: 'at',
          title: t(hourly ? 'settlement.col.hour' : 'settlement.col.date'),
          render: (_, p) => when(p.at, hourly),
        },
        {
          key: 'current',
          title: names.current,
          align: 'end',
          render: (_, p) => <span style={NUMBER_CELL}>{formatMetric(metric, p.current, currency)}</span>,
        },
        { key: 'compareAt', title: t('settlement.chart.compareDay'), render: (_, p) => when(p.compareAt, hourly) },
        {
          key: 'previous',
          title: names.previous,
          align: 'end',
          render: (_, p) => <span style={NUMBER_CELL}>{formatMetric(metric, p.previous, currency)}</span>,
        },
        {
          key: 'change',
          title: t('settlement.chart.change'),
          align: 'end',
          render: (_, p) => {
            const change = metricChange(metric, { [metric]: p.current }, { [metric]: p.previous });
            return (
              <ChangeCell direction={change.direction} text={changeText(metric, change, currency, points_).ratio} />
            );
          },
        },
      ]}
    />
  );
}
