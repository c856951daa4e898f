/**
 * Shared sizes of the console's tables, so every list fits a 1280×800
 * laptop: identity columns stick to the reading-start edge and action
 * columns to the end edge while the metrics scroll between them (antd
 * mirrors `fixed` in right-to-left layouts), numbers never wrap, and a
 * creative grid's page always fills its last row.
 */
import type { CSSProperties } from 'react';

/** A number cell: one line, digits of equal width so columns of figures line up. */
export const NUMBER_CELL: CSSProperties = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };

/** Column widths (px) of the console's tables. */
export const COLUMN_WIDTH = {
  day: 112,
  tag: 96,
  name: 168,
  id: 88,
  count: 104,
  rate: 88,
  money: 112,
  date: 168,
} as const;

/** `scroll` of a table with sticky columns: it scrolls inside its card, never the page. */
export const SCROLL_X = { x: 'max-content' } as const;

/** The column counts a grid may use so that every page size fills whole rows: their common divisors. */
export function rowFillingColumns(pageSizes: readonly number[]): number[] {
  const sizes = pageSizes.map((s) => Math.max(1, Math.floor(s)));
  const smallest = Math.min(...sizes);
  const out: number[] = [];
  for (let c = 1; c <= smallest; c += 1) if (sizes.every((s) => s % c === 0)) out.push(c);
  return out;
}

/**
 * How many cards a row of a grid `width` px wide holds: the most that fit
 * at `minCard` px each with `gap` px between them, among the counts that
 * divide every page size (no orphan cards in a full page's last row).
 */
export function gridColumns(width: number, pageSizes: readonly number[], minCard: number, gap: number): number {
  const fit = (c: number) => c * minCard + (c - 1) * gap <= width;
  return rowFillingColumns(pageSizes).reduce((best, c) => (fit(c) ? c : best), 1);
}
