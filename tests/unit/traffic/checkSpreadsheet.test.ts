import { checkSpreadsheet, extensionOf, firstFile } from '@/features/traffic/adPositions/import/checkSpreadsheet';

describe('spreadsheet checks before sending', () => {
  it('accepts .xlsx, .xls and .csv in any case', () => {
    for (const name of ['a.xlsx', 'b.XLS', 'report 2026.Csv']) expect(checkSpreadsheet({ name, size: 10 })).toBeNull();
  });

  it('refuses other types, including look-alikes', () => {
    for (const name of ['a.txt', 'a.xlsx.exe', 'a.xlsm', 'csv', 'noext', 'a.']) {
      expect(checkSpreadsheet({ name, size: 10 })).toBe('type');
    }
  });

  it('refuses an empty file', () => {
    expect(checkSpreadsheet({ name: 'a.csv', size: 0 })).toBe('empty');
  });

  it('allows exactly 10 MB and refuses one byte more', () => {
    expect(checkSpreadsheet({ name: 'a.xlsx', size: 10 * 1024 * 1024 })).toBeNull();
    expect(checkSpreadsheet({ name: 'a.xlsx', size: 10 * 1024 * 1024 + 1 })).toBe('tooLarge');
  });

  it('reports a missing file', () => {
    expect(checkSpreadsheet(null)).toBe('missing');
  });

  it('reads the extension after the last dot only', () => {
    expect(extensionOf('x.tar.CSV')).toBe('.csv');
    expect(extensionOf('dir.v2/file')).toBe('');
  });

  it('sends only the first chosen file', () => {
    expect(firstFile(['first.csv', 'second.csv'])).toBe('first.csv');
    expect(firstFile([])).toBeNull();
    expect(firstFile(null)).toBeNull();
  });
});
