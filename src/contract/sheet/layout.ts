/**
 * The one place that says how a report becomes a first-class spreadsheet,
 * for the settlement and the audit report, the statement and the provider's
 * scheduled files alike (the mock imports it: it is pure and imports only
 * ./cells): a preamble of
 * label | value rows, the table header, the data rows, an optional totals
 * row; per column a kind (date, ID, integer, rate, money, text) that gives
 * the xlsx number format; column widths fitted to the content; the range
 * of the autofilter and the rows to freeze. Pure: the page, the worker job
 * and the tests agree on it. Cells go through toMatrix, which escapes
 * formulas.
 */
import { toMatrix, toMatrixInSlices, type Cell, type SheetColumn, type SheetSpec, type XlsxLayout } from './cells';

export type ColumnKind = 'text' | 'id' | 'date' | 'integer' | 'rate' | 'money';

export interface ReportColumn<Row> extends SheetColumn<Row> {
  kind: ColumnKind;
}

export interface ReportSheet<Row> {
  /** File name without extension. */
  fileName: string;
  sheetName: string;
  /** First cell of the file. */
  title: string;
  /**
   * Period, filters, time zone, currency, generated at…: a label cell and a value cell each, and any further
   * cells of that line (a statement's adjustment: its amount as a number, its reason in the next column).
   */
  preamble: [string, ...Cell[]][];
  columns: ReportColumn<Row>[];
  rows: Row[];
  /** The totals row, if the report has one (not in the data-only CSV, outside the autofilter). */
  totals?: Cell[];
  /** ISO 4217 code of the money columns. */
  currency?: string;
  /**
   * Per preamble line (same index), the kind of its number cells, written with that kind's number format as the
   * rows are (a statement's gross, adjustments and payable are money; its share a rate). Null or absent: plain.
   */
  preambleKinds?: (ColumnKind | null | undefined)[];
}

export interface SheetLayout extends XlsxLayout {
  /** The whole file: preamble, blank line, header, rows, totals. Escaped. */
  matrix: Cell[][];
  /** Header and data rows only (the data-only CSV). Escaped. */
  data: Cell[][];
}

export const DATE_FORMAT = 'yyyy-mm-dd';
export const INTEGER_FORMAT = '#,##0';
export const RATE_FORMAT = '0.00%';
/** IDs are numbers without thousands separators (they are names, not amounts). */
export const ID_FORMAT = '0';

/**
 * A money format in the report's currency, e.g. `"$"#,##0.00` for USD or
 * `"¥"#,##0` for JPY (symbol and decimals from Intl); an unknown code is
 * written out: `"XYZ "#,##0.00`.
 */
export function moneyFormat(currency: string | undefined): string {
  if (!currency) return '#,##0.00';
  try {
    const nf = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    const symbol = nf.formatToParts(1).find((p) => p.type === 'currency')?.value ?? currency;
    const digits = nf.resolvedOptions().maximumFractionDigits ?? 2;
    const quoted = symbol === currency ? `${currency} ` : symbol;
    return `"${quoted.replace(/"/g, '')}"#,##0${digits > 0 ? `.${'0'.repeat(digits)}` : ''}`;
  } catch {
    return `"${currency.replace(/[^A-Za-z]/g, '')} "#,##0.00`;
  }
}

export function numberFormatOf(kind: ColumnKind, currency?: string): string | null {
  switch (kind) {
    case 'date':
      return DATE_FORMAT;
    case 'integer':
      return INTEGER_FORMAT;
    case 'rate':
      return RATE_FORMAT;
    case 'money':
      return moneyFormat(currency);
    case 'id':
      return ID_FORMAT;
    default:
      return null;
  }
}

/** Column letters of a 0-based index: 0 → A, 26 → AA. */
export function columnLetters(index: number): string {
  let n = index + 1;
  let s = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    s = String.fromCharCode(65 + r) + s;
    n = Math.floor((n - 1) / 26);
  }
  return s;
}

/** Display width of a cell: East Asian wide characters count double. */
function textWidth(value: Cell, kind: ColumnKind): number {
  if (value === null || value === undefined || value === '') return 0;
  if (typeof value === 'number') {
    // Formatted width: separators, % sign, currency symbol and decimals.
    const digits = Math.abs(Math.trunc(kind === 'rate' ? value * 100 : value)).toString().length;
    const separators = kind === 'id' ? 0 : Math.floor((digits - 1) / 3);
    return digits + separators + (kind === 'rate' ? 4 : kind === 'money' ? 5 : 0) + (value < 0 ? 1 : 0);
  }
  let w = 0;
  for (const ch of String(value))
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return w;
}

const MIN_WIDTH = 8;
const MAX_WIDTH = 50;
/** Rows measured for the widths: enough to be representative, cheap for a year of rows. */
const MEASURED_ROWS = 500;

function specOf<Row>(sheet: ReportSheet<Row>): SheetSpec<Row> {
  return {
    fileName: sheet.fileName,
    sheetName: sheet.sheetName,
    preamble: [[sheet.title], ...sheet.preamble.map((line) => [...line]), []],
    columns: sheet.columns,
    rows: sheet.rows,
    footer: sheet.totals ? [sheet.totals] : [],
  };
}

export function sheetLayout<Row>(sheet: ReportSheet<Row>): SheetLayout {
  const spec = specOf(sheet);
  return layoutOf(sheet, spec, toMatrix(spec));
}

/** sheetLayout, with the matrix built in slices between which the browser may run (toMatrixInSlices). */
export async function sheetLayoutInSlices<Row>(
  sheet: ReportSheet<Row>,
  pause: () => Promise<void>,
): Promise<SheetLayout> {
  const spec = specOf(sheet);
  return layoutOf(sheet, spec, await toMatrixInSlices(spec, pause));
}

function layoutOf<Row>(sheet: ReportSheet<Row>, spec: SheetSpec<Row>, matrix: Cell[][]): SheetLayout {
  const kinds = sheet.columns.map((c) => c.kind);
  const headerRow = (spec.preamble ?? []).length;
  const lastDataRow = headerRow + sheet.rows.length;
  const measured = [
    ...matrix.slice(headerRow, Math.min(lastDataRow + 1, headerRow + 1 + MEASURED_ROWS)),
    ...matrix.slice(lastDataRow + 1),
  ];
  const widths = kinds.map((kind, c) => {
    const w = measured.reduce((max, line) => Math.max(max, textWidth(line[c], kind)), 0);
    return Math.min(Math.max(w + 2, MIN_WIDTH), MAX_WIDTH);
  });
  const lastColumn = columnLetters(Math.max(kinds.length - 1, 0));
  // Preamble line i is matrix row i + 1 (the title is row 0).
  const cellFormats = (sheet.preambleKinds ?? []).flatMap((kind, i) => {
    const z = kind ? numberFormatOf(kind, sheet.currency) : null;
    const line = sheet.preamble[i];
    if (!z || !line) return [];
    return line.flatMap((v, c) => (c > 0 && typeof v === 'number' ? [{ r: i + 1, c, z }] : []));
  });
  return {
    matrix,
    data: matrix.slice(headerRow, lastDataRow + 1),
    headerRow,
    numberFormats: kinds.map((k) => numberFormatOf(k, sheet.currency)),
    dateColumns: kinds.map((k) => k === 'date'),
    widths,
    autofilter: `A${headerRow + 1}:${lastColumn}${lastDataRow + 1}`,
    ...(cellFormats.length ? { cellFormats } : {}),
  };
}
