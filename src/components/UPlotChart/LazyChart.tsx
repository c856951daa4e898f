import { Alert } from 'antd';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { ChartProps } from './types';
import styles from './LazyChart.less';

// The chart library loads on first use only (its own chunk); see docs/dashboard.md ("Chart library").
const UPlotChart = lazy(() => import(/* webpackChunkName: "chart" */ './index'));

/** A chart that cannot load (chunk failure) leaves the rest of the page working. */
export class ChartBoundary extends Component<{ failed: string; children: ReactNode }, { error: boolean }> {
  state = { error: false };

  static getDerivedStateFromError() {
    return { error: true };
  }

  render() {
    return this.state.error ? <Alert type="warning" showIcon message={this.props.failed} /> : this.props.children;
  }
}

/** The chart, loaded lazily, with a shimmering block of the same height meanwhile. */
export default function LazyChart(props: ChartProps & { failedText: string }) {
  const { failedText, ...chart } = props;
  const height = chart.height ?? 280;
  return (
    <ChartBoundary failed={failedText}>
      <Suspense fallback={<div className={styles.loading} style={{ blockSize: height }} aria-hidden />}>
        <UPlotChart {...chart} />
      </Suspense>
    </ChartBoundary>
  );
}
