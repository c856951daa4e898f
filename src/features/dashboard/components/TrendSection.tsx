import { useIntl } from '@umijs/max';
import { Segmented, Spin } from 'antd';
import { lazy, Suspense, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { activeTimeZone } from '@/utils/zone';
import Panel from '@/components/Panel';
import LazyChart from '@/components/UPlotChart/LazyChart';
import { formatShortDay } from '@/components/UPlotChart/dayLabels';
import type { ChartProps } from '@/components/UPlotChart/types';
import { dashboardSeriesQuery, type TrendDays } from '@/features/dashboard/api';
import type { DashboardSeries } from '@/contract/typings';
import {
  formatCompact,
  formatCompactMoney,
  formatDay,
  formatInteger,
  formatMoney,
  formatTimeOfDay,
} from '@/utils/format';
import LoadError from '@/components/LoadError';
import { kpiChange } from '../kpi';
import styles from '../DashboardPage.less';

export const TREND_DAYS: readonly TrendDays[] = [7, 30, 90];
/**
 * A range without traffic (a new account): antd's Empty loads when it shows, not with the page (issue 32: the
 * dashboard's first load). Named: umi would throw an unnamed chunk together with others of its size (docs/speed.md).
 */
const TrendEmpty = lazy(() => import(/* webpackChunkName: "trend-empty" */ './TrendEmpty'));
/** About the height of antd's simple Empty, held while it loads. */
const EMPTY_HEIGHT = 110;
const REVENUE_COLOR = '#1677ff';
const IMPRESSIONS_COLOR = '#13c2c2';

function useChartProps(series: DashboardSeries | undefined): ChartProps | null {
  const intl = useIntl();
  return useMemo(() => {
    if (!series || series.points.length === 0) return null;
    const { points, currency, todaySoFar } = series;
    // Today is partial (figures to the top of the hour): drawn hollow and dashed, its label says until when.
    const partialIndex = todaySoFar ? points.findIndex((p) => p.date === todaySoFar.date) : -1;
    const soFar = todaySoFar
      ? intl.formatMessage(
          { id: 'dashboard.trend.soFar' },
          { time: formatTimeOfDay(todaySoFar.until, series.timeZone, intl.locale) },
        )
      : '';
    const compactMoney = (v: number) => formatCompactMoney(v, currency, intl.locale);
    return {
      xLabels: points.map((p) => formatShortDay(p.date)),
      xFull: points.map((p, i) => (i === partialIndex ? `${formatDay(p.date)} · ${soFar}` : formatDay(p.date))),
      ...(partialIndex >= 0 ? { partialIndex } : {}),
      xTitle: intl.formatMessage({ id: 'dashboard.trend.date' }),
      series: [
        {
          label: intl.formatMessage({ id: 'dashboard.trend.revenue' }),
          // The publisher's earnings (issue 31), as the KPI card and the settlement report show them.
          values: points.map((p) => p.earnings),
          color: REVENUE_COLOR,
          format: (v) => formatMoney(v, currency),
        },
        {
          label: intl.formatMessage({ id: 'dashboard.trend.impressions' }),
          values: points.map((p) => p.impressions),
          color: IMPRESSIONS_COLOR,
          axis: 'secondary',
          format: (v) => formatInteger(v),
        },
      ],
      axisFormat: { primary: compactMoney, secondary: (v) => formatCompact(v) },
      ariaLabel: intl.formatMessage(
        { id: 'dashboard.trend.aria' },
        { start: formatDay(points[0].date), end: formatDay(points[points.length - 1].date) },
      ),
    };
  }, [series, intl]);
}

/**
 * Today so far against the same hours of yesterday, in words under the chart:
 * the chart's last point is a partial day, never to be read against whole days.
 */
function TodaySoFarNote({ series }: { series: DashboardSeries }) {
  const intl = useIntl();
  const today = series.todaySoFar;
  if (!today) return null;
  const money = (v: number) => formatMoney(v, series.currency, intl.locale);
  return (
    // A plain paragraph in antd's secondary text colour: Typography would bring its editor (TextArea) along.
    <p className={styles.todayNote} data-testid="dashboard-trend-today">
      {intl.formatMessage(
        { id: 'dashboard.trend.todaySoFar' },
        {
          day: formatDay(today.date),
          time: formatTimeOfDay(today.until, series.timeZone, intl.locale),
          revenue: money(today.current.earnings),
          previousDay: formatDay(today.previousDate),
          previousTime: formatTimeOfDay(today.previousUntil, series.timeZone, intl.locale),
          previous: money(today.previous.earnings),
          change: kpiChange(today.current.earnings, today.previous.earnings, intl.locale).text,
        },
      )}
    </p>
  );
}

/** Daily revenue and impressions over 7, 30 or 90 days. */
export default function TrendSection() {
  const intl = useIntl();
  const [days, setDays] = useState<TrendDays>(7);
  // While another range loads, the previous chart stays (dimmed) instead of jumping to a skeleton.
  const series = useQuery({ ...dashboardSeriesQuery(days, activeTimeZone()), placeholderData: keepPreviousData });
  const { error, isFetching: loading } = series;
  const reload = () => void series.refetch();
  const shown = series.data;
  const chart = useChartProps(shown);
  const empty = !!shown && shown.points.every((p) => p.earnings === 0 && p.impressions === 0);

  let body;
  if (error && !loading)
    body = <LoadError onRetry={reload} message={intl.formatMessage({ id: 'dashboard.loadFailed' })} />;
  else if (!shown)
    body = (
      <Spin spinning>
        <div style={{ blockSize: 280 }} />
      </Spin>
    );
  else if (empty)
    body = (
      <Suspense fallback={<div style={{ blockSize: EMPTY_HEIGHT }} />}>
        <TrendEmpty description={intl.formatMessage({ id: 'dashboard.trend.empty' })} />
      </Suspense>
    );
  else
    body = (
      <Spin spinning={loading}>
        {chart && <LazyChart {...chart} failedText={intl.formatMessage({ id: 'dashboard.chart.failed' })} />}
        <TodaySoFarNote series={shown} />
      </Spin>
    );

  return (
    <Panel
      title={intl.formatMessage({ id: 'dashboard.trend.title' })}
      extra={
        <div className={styles.fill}>
          <Segmented<TrendDays>
            aria-label={intl.formatMessage({ id: 'dashboard.trend.range' })}
            value={days}
            onChange={setDays}
            options={TREND_DAYS.map((d) => ({
              value: d,
              label: intl.formatMessage({ id: 'dashboard.trend.days' }, { days: d }),
            }))}
          />
        </div>
      }
      className={styles.trend}
      data-testid="dashboard-trend"
      data-state={loading ? 'loading' : error ? 'error' : 'ready'}
      data-days={shown?.days}
    >
      {body}
    </Panel>
  );
}
