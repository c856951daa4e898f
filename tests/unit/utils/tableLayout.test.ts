/** @jest-environment node */
import { gridColumns, rowFillingColumns } from '@/utils/tableLayout';

describe('rowFillingColumns', () => {
  it('lists the counts that divide every page size', () => {
    expect(rowFillingColumns([10, 20, 50])).toEqual([1, 2, 5, 10]);
    expect(rowFillingColumns([12, 24, 48])).toEqual([1, 2, 3, 4, 6, 12]);
    expect(rowFillingColumns([7])).toEqual([1, 7]);
  });
});

describe('gridColumns', () => {
  const SIZES = [10, 20, 50];
  it.each([
    // width, expected columns (cards of at least 168 px, 12 px gaps)
    [300, 1],
    [400, 2],
    [887, 2],
    [888, 5],
    [920, 5],
    [1600, 5],
    [1788, 10],
  ])('a %i px grid holds %i cards a row', (width, columns) => {
    expect(gridColumns(width, SIZES, 168, 12)).toBe(columns);
  });

  it('never leaves a full page with a half-empty last row', () => {
    for (let width = 100; width <= 2400; width += 37) {
      const columns = gridColumns(width, SIZES, 168, 12);
      for (const size of SIZES) expect(size % columns).toBe(0);
      // ...and the cards fit (one card always shows, however narrow).
      expect(columns === 1 || columns * 168 + (columns - 1) * 12 <= width).toBe(true);
    }
  });
});
