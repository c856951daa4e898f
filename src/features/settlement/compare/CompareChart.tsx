import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useIntl } from '@umijs/max';
import { Button, Empty, Select, Skeleton, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import LazyChart from '@/components/UPlotChart/LazyChart';
import { formatShortDay } from '@/components/UPlotChart/dayLabels';
import type { ChartProps } from '@/components/UPlotChart/types';
import LoadError from '@/components/LoadError';
import { settlementSeriesQuery } from '@/features/settlement/api';
import type { CompareMode } from '@/contract/comparePeriod';
import type { MetricKey, SettlementParams } from '@/contract/typings';
import { formatCompact, formatCompactMoney, formatDay, formatPercent, formatTimeOfDay } from '@/utils/format';
import { todayAt } from '@/contract/sameHours';
import { useT } from '@/hooks/useT';
import { formatMetric, metricKind, METRICS } from '../metrics';
import { chartPoints } from './chartData';
import ChartTable, { when } from './ChartTable';
import { changeText, metricChange } from './changes';

const CURRENT_COLOR = '#1677ff';
const PREVIOUS_COLOR = '#8c8c8c';

interface Props {
  /** The whole period per day or hour, with the comparison; null while the page's query is not known. */
  params: SettlementParams | null;
  mode: CompareMode;
  metric: MetricKey;
  onMetric: (metric: MetricKey) => void;
}

/** "2026/11/18 – 2026/11/24": a period as the legend names it. */
const periodName = (start: string, end: string) => `${formatDay(start)} – ${formatDay(end)}`;
/** An hour label's "11/18 01:00" (the hour on the report zone's clock). */
const shortHour = (label: string) => `${formatShortDay(label.slice(0, 10))} ${label.slice(11, 16)}`;

/**
 * The chosen metric over the period, the comparison period's line beside it
 * (aligned by offset: its first day under the period's first day), with a
 * text alternative: a summary sentence and, on request, the figures as a table.
 */
export default function CompareChart({ params, mode, metric, onMetric }: Props) {
  const intl = useIntl();
  const t = useT();
  const [showTable, setShowTable] = useState(false);
  const series = useQuery({
    ...settlementSeriesQuery(params ?? { startDate: '', endDate: '' }),
    enabled: params !== null,
    placeholderData: keepPreviousData,
  });
  const result = series.data;
  const hourly = !!params?.groupBy?.includes('hour');
  const range = useMemo(() => ({ start: params?.startDate ?? '', end: params?.endDate ?? '' }), [params]);
  const points = useMemo(
    () => (result?.comparison ? chartPoints(result, metric, range, hourly, mode) : []),
    [result, metric, range, hourly, mode],
  );
  const comparison = result?.comparison;
  const currency = result?.currency ?? 'USD';
  const format = (v: number) => formatMetric(metric, v, currency);
  const axisFormat = (v: number) => {
    const kind = metricKind(metric);
    if (kind === 'rate') return formatPercent(v, 0);
    if (kind === 'count') return formatCompact(v);
    return formatCompactMoney(v, currency, intl.locale);
  };
  const metricName = t(`settlement.col.${metric}`);
  const names = comparison
    ? {
        current: periodName(range.start, range.end),
        previous: periodName(comparison.compareStartDate, comparison.compareEndDate),
      }
    : null;

  // A period holding today: today's point is partial (figures to the top of the hour), compared with the same
  // hours of its comparison day (src/contract/sameHours.ts); drawn hollow and dashed, labelled until when.
  const zone = result?.timeZone ?? '';
  const until = comparison?.until;
  const partialIndex = until && !hourly ? points.findIndex((p) => p.at === todayAt(zone, Date.parse(until))) : -1;
  const soFar = until ? t('settlement.chart.soFar', { time: formatTimeOfDay(until, zone, intl.locale) }) : '';

  const chart = useMemo<ChartProps | null>(() => {
    if (!names || points.length === 0) return null;
    return {
      xLabels: points.map((p) => (hourly ? shortHour(p.at) : formatShortDay(p.at))),
      xFull: points.map((p, i) => (i === partialIndex ? `${when(p.at, hourly)} · ${soFar}` : when(p.at, hourly))),
      ...(partialIndex >= 0 ? { partialIndex } : {}),
      xTitle: t(hourly ? 'settlement.col.hour' : 'settlement.col.date'),
      series: [
        { label: names.current, values: points.map((p) => p.current), color: CURRENT_COLOR, format },
        {
          label: names.previous,
          values: points.map((p) => p.previous),
          color: PREVIOUS_COLOR,
          dash: [6, 4],
          format,
        },
      ],
      // Axis ticks short enough for the axis' width: "$3K", "1.2M", "85%".
      axisFormat: { primary: axisFormat },
      ariaLabel: t('settlement.chart.aria', { metric: metricName, current: names.current, previous: names.previous }),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [points, hourly, names?.current, names?.previous, intl.locale, currency, partialIndex, soFar]);

  const loading = series.isFetching || series.isPlaceholderData;
  const empty = !!result && points.every((p) => p.current === 0 && p.previous === 0);
  let body;
  if (series.isError && !loading)
    body = <LoadError onRetry={() => void series.refetch()} message={t('settlement.chart.loadFailed')} />;
  else if (!result || !comparison || !names) body = <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  else if (empty) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('settlement.chart.empty')} />;
  else {
    const total = metricChange(metric, result.totals, comparison.compareTotals);
    const change = changeText(metric, total, currency, (value) => t('settlement.change.points', { value }));
    body = (
      <Spin spinning={loading}>
        {chart && <LazyChart {...chart} height={200} failedText={t('settlement.chart.failed')} />}
        <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }} data-testid="compare-chart-summary">
          {t('settlement.chart.summary', {
            metric: metricName,
            current: format(result.totals[metric]),
            currentPeriod: names.current,
            previous: format(comparison.compareTotals[metric]),
            previousPeriod: names.previous,
            change: change.ratio ?? (total.direction === 'new' ? t('settlement.change.new') : '—'),
          })}{' '}
          {t('settlement.chart.zone', { zone: result.timeZone })}
        </Typography.Paragraph>
        {comparison.until && comparison.compareUntil && (
          <Typography.Paragraph type="secondary" style={{ marginBlock: 8 }} data-testid="compare-chart-same-hours">
            {t('settlement.chart.sameHours', {
              time: formatTimeOfDay(comparison.until, result.timeZone, intl.locale),
              day: formatDay(todayAt(result.timeZone, Date.parse(comparison.compareUntil))),
              previousTime: formatTimeOfDay(comparison.compareUntil, result.timeZone, intl.locale),
            })}
          </Typography.Paragraph>
        )}
        <Button size="small" aria-expanded={showTable} onClick={() => setShowTable(!showTable)}>
          {t(showTable ? 'settlement.chart.hideTable' : 'settlement.chart.showTable')}
        </Button>
        {showTable && <ChartTable points={points} hourly={hourly} metric={metric} currency={currency} names={names} />}
      </Spin>
    );
  }

  return (
    <div data-testid="compare-chart" data-state={loading ? 'loading' : series.isError ? 'error' : 'ready'}>
      <Space size={8} style={{ marginBlockEnd: 8 }}>
        <Typography.Text type="secondary" id="compare-chart-metric">
          {t('settlement.chart.metric')}
        </Typography.Text>
        <Select<MetricKey>
          size="small"
          aria-labelledby="compare-chart-metric"
          value={metric}
          onChange={onMetric}
          popupMatchSelectWidth={false}
          options={METRICS.map((m) => ({ value: m.key, label: t(`settlement.col.${m.key}`) }))}
          style={{ minInlineSize: 140 }}
        />
      </Space>
      {body}
    </div>
  );
}
