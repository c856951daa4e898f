/** Props of the lazily loaded chart; kept apart so callers can type them without loading uPlot. */
export interface ChartSeries {
  label: string;
  values: number[];
  /** CSS colour of the line or bars. */
  color: string;
  /** The primary axis sits on the inline-start side, the secondary one on the inline-end side. */
  axis?: 'primary' | 'secondary';
  kind?: 'line' | 'bars';
  /** A dashed line (uPlot's dash pattern, e.g. [6, 4]): a comparison beside the main line. */
  dash?: number[];
  /** Formats a value for the legend (and the axis unless axisFormat says otherwise). */
  format: (value: number) => string;
}

export interface ChartProps {
  /** Short tick label of each category, e.g. "11/22". */
  xLabels: string[];
  /** Full label of each category for the legend, e.g. "2026/11/22". */
  xFull?: string[];
  /** Legend title of the category column, e.g. "Date". */
  xTitle: string;
  series: ChartSeries[];
  /** Bars stacked in the given order, the first at the bottom. */
  stacked?: boolean;
  axisFormat?: { primary?: (value: number) => string; secondary?: (value: number) => string };
  height?: number;
  /**
   * A category whose figures are not complete yet (today, so far): its line points are drawn hollow with a
   * dashed segment leading to them, so a partial day does not read as a drop. Say so in the labels too.
   */
  partialIndex?: number;
  /** What the chart shows, for screen readers (the same data is in a table). */
  ariaLabel: string;
}
