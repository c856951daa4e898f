/** @jest-environment node */
import {
  columnLetters,
  moneyFormat,
  numberFormatOf,
  sheetLayout,
  sheetLayoutInSlices,
  type ReportSheet,
} from '@/lib/spreadsheet/layout';

describe('report sheet layout', () => {
  it('writes money in the report currency: its symbol and its decimals', () => {
    expect(moneyFormat('USD')).toBe('"$"#,##0.00');
    expect(moneyFormat('EUR')).toBe('"€"#,##0.00');
    expect(moneyFormat('JPY')).toBe('"¥"#,##0');
    expect(moneyFormat('CNY')).toBe('"CN¥"#,##0.00');
    // A code without a symbol of its own is written out, then a space.
    expect(moneyFormat('CHF')).toBe('"CHF "#,##0.00');
    // Not a currency code: letters only, never a quote that would break the format.
    expect(moneyFormat('U"S1')).toBe('"US "#,##0.00');
    expect(moneyFormat(undefined)).toBe('#,##0.00');
  });

  it('gives every column kind its format', () => {
    expect(['date', 'integer', 'rate', 'id', 'text'].map((k) => numberFormatOf(k as 'date'))).toEqual([
      'yyyy-mm-dd',
      '#,##0',
      '0.00%',
      '0',
      null,
    ]);
    expect(numberFormatOf('money', 'USD')).toBe('"$"#,##0.00');
    expect([0, 25, 26, 701, 702].map(columnLetters)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });

  it('lays out title, label | value preamble, header, rows and totals; fits widths; filters the data only', () => {
    const layout = sheetLayout({
      fileName: 'f',
      sheetName: 'S',
      title: 'Report',
      preamble: [
        ['Period', '2026-03-01 – 2026-03-02'],
        ['Apps', '=cmd'],
      ],
      columns: [
        { key: 'date', title: 'Date', kind: 'date' },
        { key: 'name', title: 'Name', kind: 'text' },
        { key: 'revenue', title: 'Revenue', kind: 'money' },
      ],
      rows: [
        { date: '2026-03-01', name: '中文应用名称', revenue: 1234567.5 },
        { date: '2026-03-02', name: 'a', revenue: 1 },
      ],
      totals: ['Total', '', 1234568.5],
      currency: 'USD',
    });
    expect(layout.matrix.slice(0, 5)).toEqual([
      ['Report'],
      ['Period', '2026-03-01 – 2026-03-02'],
      ['Apps', "'=cmd"],
      [],
      ['Date', 'Name', 'Revenue'],
    ]);
    expect(layout.headerRow).toBe(4);
    expect(layout.autofilter).toBe('A5:C7');
    expect(layout.data).toEqual(layout.matrix.slice(4, 7));
    expect(layout.matrix.at(-1)).toEqual(['Total', '', 1234568.5]);
    expect(layout.dateColumns).toEqual([true, false, false]);
    // Chinese characters count double; $1,234,568.50 is 13 wide, one more for a longer symbol; two of margin.
    expect(layout.widths).toEqual([12, 14, 16]);
  });

  it('builds the same layout in slices, pausing before each slice of 2,000 rows (a long export yields to the page)', async () => {
    const rows = Array.from({ length: 4500 }, (_, i) => ({
      date: `2026-03-${String((i % 28) + 1).padStart(2, '0')}`,
      name: i % 7 === 0 ? `=x${i}` : `app ${i}`,
      revenue: i * 1.25,
    }));
    const sheet: ReportSheet<(typeof rows)[number]> = {
      fileName: 'f',
      sheetName: 'S',
      title: 'Report',
      preamble: [['Apps', '@all']],
      columns: [
        { key: 'date', title: 'Date', kind: 'date' },
        { key: 'name', title: 'Name', kind: 'text' },
        { key: 'revenue', title: 'Revenue', kind: 'money', value: (r) => r.revenue * 2 },
      ],
      rows,
      totals: ['Total', '', 1],
      currency: 'USD',
    };
    const pause = jest.fn(() => Promise.resolve());
    const sliced = await sheetLayoutInSlices(sheet, pause);
    expect(sliced).toEqual(sheetLayout(sheet));
    expect(pause).toHaveBeenCalledTimes(3);
    expect(sliced.matrix[3 + 8]).toEqual(['2026-03-08', "'=x7", 17.5]);
  });
});
