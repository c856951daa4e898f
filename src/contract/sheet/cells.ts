/**
 * The cells of every spreadsheet the publisher gets, from the console's
 * exports and from the provider's scheduled files alike (one writer,
 * issue 31): the matrix of a sheet spec, every string escaped so no
 * spreadsheet runs it as a formula (a cell beginning with = + - @, or a tab
 * or carriage return, which some apps strip before reading a formula, gets
 * a leading apostrophe; numbers stay numbers: a negative number is a value),
 * the CSV text, Excel's dates. Pure and import-free: the console
 * (src/utils/sheet.ts, src/lib/spreadsheet) and the mock both import it.
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
  /**
   * Single cells above the header with a number format of their own (0-based row and column): a statement's
   * preamble amounts are money cells in the rows' money format, its share a rate. Number cells only.
   */
  cellFormats?: { r: number; c: number; z: string }[];
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Excel's serial day number of an ISO day (days since 1899-12-30), or null. */
export function excelDay(value: Cell): number | null {
  const m = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000 + 25_569 : null;
}

/** Sheet names: at most 31 characters and none of : \ / ? * [ ] */
export function safeSheetName(name: string): string {
  return name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';
}
