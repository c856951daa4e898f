import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './types';

// The chart library loads on first use only (its own chunk); see docs/reports.md.
const UPlotChart = lazy(() => import(/* webpackChunkName: "chart" */ './index'));

/** The chart, loaded lazily, with a skeleton of the same height meanwhile. */
export default function LazyChart(props: ChartProps) {
  const height = props.height ?? 280;
  return (
    <Suspense fallback={<Skeleton.Node active style={{ inlineSize: '100%', blockSize: height }} />}>
      <UPlotChart {...props} />
    </Suspense>
  );
}
