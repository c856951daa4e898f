import { createElement } from 'react';

/**
 * The settlement chart's stand-in for jsdom, where uPlot (canvas) does not run: an element that shows what the
 * chart was given. For `jest.mock('@/components/UPlotChart/LazyChart', () => jest.requireActual('./chartStandIn'))`.
 */
export const ChartBoundary = ({ children }: { children: unknown }) => children;

export default function ChartStandIn(props: {
  xLabels: string[];
  xFull?: string[];
  partialIndex?: number;
  series: { label: string; values: number[] }[];
}) {
  return createElement('div', {
    'data-testid': 'chart',
    'data-points': props.xLabels.length,
    'data-partial': props.partialIndex ?? '',
    'data-partial-label': props.partialIndex === undefined ? '' : props.xFull?.[props.partialIndex],
    'data-series': props.series.map((s) => s.label).join('|'),
    'data-values': JSON.stringify(props.series.map((s) => s.values)),
  });
}
