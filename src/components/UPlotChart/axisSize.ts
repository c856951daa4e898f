/**
 * A value axis as wide as its widest label (issue 35): a fixed width cut the
 * longer labels at the chart's edge ("3." for ar-EG's "٣٫٠ آلاف US$").
 * Measured on a canvas of our own, not uPlot's, whose context caches the font
 * it last set.
 */

/** Between the plot and the labels, and the labels and the chart's edge (uPlot's gap is 5 px). */
const PADDING = 12;
/** Never narrower than this, so a chart of small figures does not jump when they grow. */
export const MIN_AXIS_SIZE = 40;

/** CSS pixels the axis needs for these labels, measured by `measure` (CSS pixels of one label). */
export function valueAxisSize(
  labels: readonly string[] | null | undefined,
  measure: (label: string) => number,
): number {
  const widest = Math.max(0, ...(labels ?? []).map(measure));
  return Math.max(MIN_AXIS_SIZE, Math.ceil(widest + PADDING));
}

let context: CanvasRenderingContext2D | null | undefined;

/** Measures labels in the given CSS font; where there is no canvas (jsdom) a generous 8 px a character. */
export function labelMeasure(font: string): (label: string) => number {
  if (context === undefined)
    context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const ctx = context;
  if (!ctx) return (label) => label.length * 8;
  return (label) => {
    ctx.font = font;
    return ctx.measureText(label).width;
  };
}
