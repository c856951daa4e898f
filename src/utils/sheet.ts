/**
 * Spreadsheet exports (.xlsx and .csv) built in the browser from rows the
 * server sent. The cells, their formula escaping and the CSV text are the
 * contract's (src/contract/sheet/cells.ts), shared with the mock's scheduled
 * files; here what only the browser does: load xlsx lazily (only an export
 * pays for it), plain workbooks, saving a file.
 */
import { escapeCell, safeSheetName, type Cell, type XlsxLayout } from '@/contract/sheet/cells';
import { writeXlsxUnfrozen } from '@/contract/sheet/xlsx';

export {
  escapeCell,
  excelDay,
  safeSheetName,
  toCsv,
  toMatrix,
  toMatrixInSlices,
  type Cell,
  type SheetColumn,
  type SheetSpec,
  type XlsxLayout,
} from '@/contract/sheet/cells';

/**
 * Builds the .xlsx bytes; xlsx loads on first use. With a layout: number
 * formats and dates below the header, column widths, autofilter (the
 * export worker, sheet.worker.js, does the same: a unit test holds them to
 * the same cells). The frozen header is added afterwards (lib/spreadsheet/pane.ts).
 */
export async function toXlsx(matrix: Cell[][], sheetName = 'Sheet1', layout?: XlsxLayout): Promise<ArrayBuffer> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  return writeXlsxUnfrozen(XLSX, matrix, sheetName, layout);
}

/** One sheet of a plain workbook: text and numbers, columns widths in characters. */
export interface PlainSheet {
  name: string;
  rows: Cell[][];
  widths?: number[];
}

/**
 * A workbook of several plain sheets (a template and its guide), every cell
 * escaped like an export's; xlsx loads on first use.
 */
export async function toWorkbook(sheets: PlainSheet[]): Promise<ArrayBuffer> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const wb = XLSX.utils.book_new();
  for (const sheet of sheets) {
    const ws = XLSX.utils.aoa_to_sheet(sheet.rows.map((line) => line.map(escapeCell)));
    if (sheet.widths) ws['!cols'] = sheet.widths.map((wch) => ({ wch }));
    XLSX.utils.book_append_sheet(wb, ws, safeSheetName(sheet.name));
  }
  return XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** A safe file name: no path separators or control characters. */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\\/:*?"<>|\u0000-\u001f]/g, '_').slice(0, 120) || 'export';
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = safeFileName(fileName);
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
