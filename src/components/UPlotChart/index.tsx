/**
 * A small chart on uPlot (canvas, about 23 kB gzipped: see docs/dashboard.md).
 * IMPORT THIS MODULE ONLY THROUGH React.lazy / import(): it pulls uPlot in,
 * which must never reach the first paint, the login page or the layout.
 *
 * Categories (days) run along x by index; one or two value axes (primary on
 * the inline-start side, secondary on the inline-end side, mirrored in RTL).
 * Lines or bars; bars may be stacked. The legend under the chart shows the
 * values of the hovered day (uPlot's live legend) formatted by the caller.
 */
import { useEffect, useRef } from 'react';
import uPlot, { type AlignedData, type Axis, type Options, type Series } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { labelMeasure, valueAxisSize } from './axisSize';
import type { ChartProps, ChartSeries } from './types';

export type { ChartProps, ChartSeries } from './types';

const AXIS_STROKE = '#8c8c8c';
/** uPlot's own axis font, stated so the axis is measured in the font it is drawn in. */
const AXIS_FONT = '12px system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif';
const GRID_STROKE = '#f0f0f0';
const SIDE_LEFT = 3;
const SIDE_RIGHT = 1;

function isRtl(el: HTMLElement): boolean {
  return getComputedStyle(el).direction === 'rtl';
}

/** Stacked bars: each series drawn as the running sum, tallest first, so it paints underneath. */
function buildData(props: ChartProps): { data: AlignedData; order: ChartSeries[] } {
  const xs = props.xLabels.map((_, i) => i);
  if (!props.stacked) return { data: [xs, ...props.series.map((s) => s.values)], order: props.series };
  const sums = props.series.map((_, k) =>
    xs.map((i) => props.series.slice(0, k + 1).reduce((acc, s) => acc + (s.values[i] ?? 0), 0)),
  );
  return { data: [xs, ...sums.reverse()], order: [...props.series].reverse() };
}

function valueRange(_u: uPlot, _min: number, max: number): [number, number] {
  return [0, max > 0 ? max * 1.1 : 1];
}

/** The partial category's lines: a dashed last segment and a hollow ring (uPlot has no per-point style). */
function drawPartial(u: uPlot, order: ChartSeries[], at: number): void {
  const { ctx } = u;
  const px = uPlot.pxRatio;
  order.forEach((s, k) => {
    if (s.kind === 'bars') return;
    const scale = s.axis === 'secondary' ? 'y2' : 'y';
    const values = u.data[k + 1];
    const v = values[at];
    if (v === null || v === undefined) return;
    const x = u.valToPos(at, 'x', true);
    const y = u.valToPos(v, scale, true);
    ctx.save();
    const before = at > 0 ? values[at - 1] : null;
    if (before !== null && before !== undefined) {
      const x0 = u.valToPos(at - 1, 'x', true);
      const y0 = u.valToPos(before, scale, true);
      const segment = () => {
        ctx.beginPath();
        ctx.moveTo(x0, y0);
        ctx.lineTo(x, y);
        ctx.stroke();
      };
      // Paint the solid segment out, then draw it dashed.
      ctx.strokeStyle = '#fff';
      ctx.lineWidth = 4 * px;
      segment();
      ctx.strokeStyle = s.color;
      ctx.lineWidth = 2 * px;
      ctx.setLineDash([4 * px, 4 * px]);
      segment();
      ctx.setLineDash([]);
    }
    ctx.beginPath();
    ctx.arc(x, y, 5 * px, 0, 2 * Math.PI);
    ctx.fillStyle = '#fff';
    ctx.fill();
    ctx.strokeStyle = s.color;
    ctx.lineWidth = 2 * px;
    ctx.stroke();
    ctx.restore();
  });
}

function buildOptions(props: ChartProps, order: ChartSeries[], width: number, rtl: boolean): Options {
  const n = props.xLabels.length;
  const last = n - 1;
  const hasBars = order.some((s) => s.kind === 'bars');
  const primary = order.find((s) => (s.axis ?? 'primary') === 'primary');
  const secondary = order.find((s) => s.axis === 'secondary');
  const startSide = rtl ? SIDE_RIGHT : SIDE_LEFT;
  const endSide = rtl ? SIDE_LEFT : SIDE_RIGHT;
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });

  const axes: Axis[] = [
    {
      stroke: AXIS_STROKE,
      grid: { show: false },
      ticks: { stroke: GRID_STROKE },
      space: 56,
      incrs: [1, 2, 3, 5, 7, 10, 14, 15, 30, 60, 90],
      values: (_u, splits) => splits.map((i) => (Number.isInteger(i) ? (props.xLabels[i] ?? '') : '')),
    },
  ];
  // A value axis per series: the primary on the start side with the grid, the secondary on the end side.
  const valueAxis = (scale: string, side: number, grid: boolean, format: (v: number) => string): Axis => ({
    scale,
    side,
    stroke: AXIS_STROKE,
    grid: grid ? { stroke: GRID_STROKE } : { show: false },
    ticks: { show: false },
    font: AXIS_FONT,
    // Sized to its widest label each time the labels change (uPlot asks again until the sizes settle).
    size: (_u, values) => valueAxisSize(values, labelMeasure(AXIS_FONT)),
    values: (_u, splits) => splits.map((v) => format(v)),
  });
  if (primary) axes.push(valueAxis('y', startSide, true, props.axisFormat?.primary ?? primary.format));
  if (secondary) axes.push(valueAxis('y2', endSide, false, props.axisFormat?.secondary ?? secondary.format));

  const series: Series[] = [
    {
      label: props.xTitle,
      value: (_u, _v, _si, idx) => props.xFull?.[idx ?? last] ?? props.xLabels[idx ?? last] ?? '',
    },
    ...order.map((s): Series => ({
      label: s.label,
      scale: s.axis === 'secondary' ? 'y2' : 'y',
      stroke: s.color,
      width: s.kind === 'bars' ? 0 : 2,
      ...(s.dash ? { dash: s.dash } : {}),
      fill: s.kind === 'bars' ? s.color : undefined,
      paths: s.kind === 'bars' ? bars : undefined,
      points: { show: s.kind !== 'bars' && n <= 31, size: 5 },
      // Away from the chart the legend shows the latest day.
      value: (_u, _v, _si, idx) => s.format(s.values[idx ?? last] ?? 0),
    })),
  ];

  return {
    width,
    height: props.height ?? 280,
    scales: {
      x: { time: false, range: hasBars ? [-0.5, n - 0.5] : [0, Math.max(n - 1, 1)] },
      y: { range: valueRange },
      y2: { range: valueRange },
    },
    axes,
    series,
    cursor: { drag: { x: false, y: false } },
    legend: { live: true },
    ...(props.partialIndex !== undefined && props.partialIndex >= 0
      ? { hooks: { draw: [(u: uPlot) => drawPartial(u, order, props.partialIndex as number)] } }
      : {}),
  };
}

export default function UPlotChart(props: ChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const { data, order } = buildData(props);
    const chart = new uPlot(buildOptions(props, order, Math.max(el.clientWidth, 240), isRtl(el)), data, el);
    let frame = 0;
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            cancelAnimationFrame(frame);
            frame = requestAnimationFrame(() =>
              chart.setSize({ width: Math.max(el.clientWidth, 240), height: props.height ?? 280 }),
            );
          });
    observer?.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      chart.destroy();
    };
  }, [props]);

  return <div ref={box} role="figure" aria-label={props.ariaLabel} className="mc-uplot" />;
}
