/** @jest-environment node */
import * as XLSX from 'xlsx';
import { freezeRows, freezeRowsXml } from '@/lib/spreadsheet/pane';

function workbook(): ArrayBuffer {
  const ws = XLSX.utils.aoa_to_sheet([['Report'], [], ['Name', 'Count'], ['a', 1], ['b', 2]]);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, 'S');
  return XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

function sheetXml(bytes: ArrayBuffer): string {
  const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' });
  const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'))];
  return new TextDecoder().decode(entry.content as Uint8Array);
}

describe('frozen header rows (xlsx writes no panes itself)', () => {
  it('xlsx 0.18.5 still writes a bare sheetView: the reason this module exists', () => {
    expect(sheetXml(workbook())).toContain('<sheetView workbookViewId="0"/>');
  });

  it('puts a frozen pane below the given rows into the sheet view', () => {
    expect(freezeRowsXml('<sheetViews><sheetView workbookViewId="0"/></sheetViews>', 3)).toBe(
      '<sheetViews><sheetView workbookViewId="0">' +
        '<pane ySplit="3" topLeftCell="A4" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A4" sqref="A4"/></sheetView></sheetViews>',
    );
    expect(freezeRowsXml('<sheetView rightToLeft="1" workbookViewId="0"><selection/></sheetView>', 1)).toBe(
      '<sheetView rightToLeft="1" workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
        '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/><selection/></sheetView>',
    );
    expect(freezeRowsXml('<sheetView workbookViewId="0"/>', 0)).toBe('<sheetView workbookViewId="0"/>');
  });

  it('rewrites the file so that it opens with the same cells and the frozen pane', () => {
    const bytes = freezeRows(XLSX, workbook(), 3);
    expect(sheetXml(bytes)).toContain('<pane ySplit="3" topLeftCell="A4" activePane="bottomLeft" state="frozen"/>');
    const ws = XLSX.read(bytes, { type: 'array' }).Sheets.S;
    expect(XLSX.utils.sheet_to_json(ws, { header: 1 })).toEqual([
      ['Report'],
      [],
      ['Name', 'Count'],
      ['a', 1],
      ['b', 2],
    ]);
  });
});
