/**
 * Spreadsheet exports (.xlsx and .csv) built in the browser from rows the
 * server sent. Every exported string is untrusted: a cell that begins with
 * = + - @ (or a tab / carriage return, which some spreadsheet apps strip
 * before reading a formula) is prefixed with an apostrophe so no spreadsheet
 * ever evaluates it. xlsx is imported lazily: only an export pays for it.
 * Numbers stay numbers (a negative number is a value, not a formula).
 */
export type Cell = string | number | boolean | null | undefined;

export interface SheetColumn<Row> {
  key: string;
  title: string;
  /** What goes into the cell; defaults to row[key]. */
  value?: (row: Row) => Cell;
}

export interface SheetSpec<Row> {
  /** File name without extension. */
  fileName: string;
  sheetName?: string;
  /** Lines above the table: title, period, time zone, currency... */
  preamble?: Cell[][];
  columns: SheetColumn<Row>[];
  rows: Row[];
  /** Lines below the table, e.g. the totals row. */
  footer?: Cell[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;

export function escapeCell(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

const escapeLine = (line: Cell[]): Cell[] => line.map(escapeCell);

/** A data row as its line of cells, escaped. */
function bodyLine<Row>(spec: SheetSpec<Row>, row: Row): Cell[] {
  return spec.columns.map((c) =>
    escapeCell(c.value ? c.value(row) : ((row as Record<string, unknown>)[c.key] as Cell)),
  );
}

function assemble<Row>(spec: SheetSpec<Row>, body: Cell[][]): Cell[][] {
  const head = [...(spec.preamble ?? []), spec.columns.map((c) => c.title)].map(escapeLine);
  return [...head, ...body, ...(spec.footer ?? []).map(escapeLine)];
}

/** The whole sheet as an array of rows, every cell escaped. */
export function toMatrix<Row>(spec: SheetSpec<Row>): Cell[][] {
  return assemble(
    spec,
    spec.rows.map((row) => bodyLine(spec, row)),
  );
}

/**
 * toMatrix's matrix, built a slice of rows at a time with `pause()` before
 * each slice, so a year of rows never holds the page's main thread for long.
 */
export async function toMatrixInSlices<Row>(
  spec: SheetSpec<Row>,
  pause: () => Promise<void>,
  sliceRows = 2000,
): Promise<Cell[][]> {
  const body: Cell[][] = [];
  for (let from = 0; from < spec.rows.length; from += sliceRows) {
    await pause();
    const to = Math.min(from + sliceRows, spec.rows.length);
    for (let i = from; i < to; i += 1) body.push(bodyLine(spec, spec.rows[i]));
  }
  return assemble(spec, body);
}

function csvField(value: Cell): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** RFC 4180 CSV with a BOM so Excel reads UTF-8 (Chinese, Arabic...) correctly. */
export function toCsv(matrix: Cell[][]): string {
  return `\ufeff${matrix.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** How the xlsx writers lay out a table (src/lib/spreadsheet/layout.ts computes it). */
export interface XlsxLayout {
  /** 0-based row of the table header; the rows above it and it stay frozen. */
  headerRow: number;
  /** Per column: its xlsx number format, or null for text. */
  numberFormats: (string | null)[];
  /** Per column: ISO day strings become Excel dates. */
  dateColumns: boolean[];
  /** Per column, in characters. */
  widths: number[];
  /** A1 range of the autofilter: header and data rows, without the totals. */
  autofilter: string;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Excel's serial day number of an ISO day (days since 1899-12-30), or null. */
export function excelDay(value: Cell): number | null {
  const m = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 + 25_569 : null;
}

/**
 * Builds the .xlsx bytes; xlsx loads on first use. With a layout: number
 * formats and dates below the header, column widths, autofilter (the
 * export worker, sheet.worker.js, does the same: a unit test holds them to
 * the same cells). The frozen header is added afterwards (lib/spreadsheet/pane.ts).
 */
export async function toXlsx(matrix: Cell[][], sheetName = 'Sheet1', layout?: XlsxLayout): Promise<ArrayBuffer> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  const ws = XLSX.utils.aoa_to_sheet(matrix);
  if (layout) {
    for (let r = layout.headerRow + 1; r < matrix.length; r += 1) {
      layout.numberFormats.forEach((z, c) => {
        const cell = ws[XLSX.utils.encode_cell({ r, c })] as { t: string; v: unknown; z?: string } | undefined;
        if (!cell || !z) return;
        const day = layout.dateColumns[c] ? excelDay(cell.v as Cell) : null;
        if (day !== null) Object.assign(cell, { t: 'n', v: day, z });
        else if (cell.t === 'n') cell.z = z;
      });
    }
    ws['!cols'] = layout.widths.map((wch) => ({ wch }));
    ws['!autofilter'] = { ref: layout.autofilter };
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, safeSheetName(sheetName));
  return XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer;
}

/** Sheet names: at most 31 characters and none of : \ / ? * [ ] */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
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
