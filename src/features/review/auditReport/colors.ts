/** Colours of the review outcomes, the same in the totals and the chart. */
export const OUTCOME_COLORS = {
  approved: '#52c41a',
  rejected: '#ff4d4f',
  pending: '#faad14',
} as const;

/** Darker shades for text on white (contrast). */
export const OUTCOME_TEXT_COLORS = {
  approved: '#389e0d',
  rejected: '#cf1322',
  pending: '#ad6800',
} as const;
