/** @jest-environment node */
import { escapeCell, safeFileName, toCsv, toMatrix, toXlsx } from '@/utils/sheet';
import { safeHttpUrl } from '@/utils/url';

describe('spreadsheet cells from the server never run as formulas', () => {
  it.each(['=HYPERLINK("http://evil")', '+1+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1'])('escapes %j', (v) => {
    expect(escapeCell(v)).toBe(`'${v}`);
  });

  it('leaves ordinary text and numbers alone', () => {
    expect(escapeCell('Weather Pro')).toBe('Weather Pro');
    expect(escapeCell('a=b')).toBe('a=b');
    expect(escapeCell(-12.5)).toBe(-12.5);
    expect(escapeCell(null)).toBeNull();
  });

  it('escapes every part of the sheet: preamble, titles, rows and footer', () => {
    const m = toMatrix({
      fileName: 'x',
      preamble: [['=title']],
      columns: [
        { key: 'name', title: '@name' },
        { key: 'rev', title: 'Revenue', value: (r: { rev: number }) => r.rev },
      ],
      rows: [{ name: '=cmd|calc', rev: -3 }],
      footer: [['+total', 10]],
    });
    expect(m).toEqual([["'=title"], ["'@name", 'Revenue'], ["'=cmd|calc", -3], ["'+total", 10]]);
  });

  it('writes CSV with a BOM and quotes where needed', () => {
    expect(
      toCsv([
        ['a,b', 'say "hi"', 3],
        ['中文', null, ''],
      ]),
    ).toBe('\ufeff"a,b","say ""hi""",3\r\n中文,,\r\n');
  });

  it('writes an xlsx that reads back with the escaped cells', async () => {
    const bytes = await toXlsx([['name'], ["'=1+1"]], 'Report: 2026/11');
    const XLSX = await import('xlsx');
    const wb = XLSX.read(bytes, { type: 'array' });
    expect(wb.SheetNames).toEqual(['Report  2026 11']);
    const rows = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1 });
    expect(rows).toEqual([['name'], ["'=1+1"]]);
  });

  it('makes file names safe', () => {
    expect(safeFileName('../a/b:c?.xlsx')).toBe('.._a_b_c_.xlsx');
  });
});

describe('untrusted links', () => {
  it.each([
    ['https://example.com/a?b=1', 'https://example.com/a?b=1'],
    ['http://example.com', 'http://example.com/'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//evil.example', null],
    ['/relative', null],
    ['', null],
    [42, null],
  ])('%j → %j', (input, expected) => {
    expect(safeHttpUrl(input)).toBe(expected);
  });
});
