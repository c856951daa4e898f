/**
 * A delivered report as a file: title, preamble (label | value), a blank
 * line, the header and the rows, like the console's own export. Text cells
 * that a spreadsheet would run as a formula (= + - @, tab, CR) get a leading
 * apostrophe: app and ad position names are publisher input.
 */
import * as XLSX from 'xlsx';
import type { ReportFileRecord } from '../../state';
import type { MockResponse } from '../../types';

type Cell = string | number | null;

export function safeCell(v: Cell): Cell {
  return typeof v === 'string' && /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
}

export function reportMatrix(file: ReportFileRecord): Cell[][] {
  return [
    [file.title],
    ...file.preamble.map(([label, value]) => [label, value]),
    [],
    file.columns.map((c) => c.title),
    ...file.rows,
  ].map((row) => row.map(safeCell));
}

function csvCell(v: Cell): string {
  const s = v === null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function reportFileResponse(file: ReportFileRecord): MockResponse {
  const matrix = reportMatrix(file);
  const headers = { 'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"` };
  if (file.format === 'csv') {
    return {
      status: 200,
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      text: `\ufeff${matrix.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`,
    };
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(matrix), 'Report');
  const bytes = new Uint8Array(XLSX.write(wb, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
  return { status: 200, headers: { ...headers, 'content-type': XLSX_TYPE }, bytes };
}
