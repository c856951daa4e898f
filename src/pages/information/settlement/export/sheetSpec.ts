/**
 * What an export file holds, independent of its format: a preamble (report
 * name, period, time zone, currency, when generated), the server's columns
 * in its order with the rows of the whole filtered range, and the server's
 * totals line. Pure, so the page, the tests and the worker agree on it; the
 * cells go through toMatrix (src/utils/sheet.ts), which escapes formulas.
 */
import type { AdType, DayStatus, SettlementExportResult, SettlementRow } from '@/services/typings';
import { toMatrix, type Cell, type SheetColumn, type SheetSpec } from '@/utils/sheet';
import { metricKind, XLSX_FORMATS } from '../metrics';

export interface ExportLabels {
  reportName: string;
  sheetName: string;
  period: string;
  timeZone: string;
  currency: string;
  generatedAt: string;
  updatedAt: string;
  total: string;
  status: Record<DayStatus, string>;
  adType: Record<AdType, string>;
}

export interface ExportContext {
  startDate: string;
  endDate: string;
  labels: ExportLabels;
  /** Already formatted for people (time zone named). */
  generatedAt: string;
  updatedAt: string;
}

function cellOf(key: string, row: SettlementRow, labels: ExportLabels): Cell {
  const value = (row as unknown as Record<string, unknown>)[key];
  if (key === 'status') return value ? labels.status[value as DayStatus] ?? String(value) : '';
  if (key === 'adType') return value ? labels.adType[value as AdType] ?? String(value) : '';
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return value === null || value === undefined ? '' : String(value);
}

export function settlementSheet(result: SettlementExportResult, ctx: ExportContext): SheetSpec<SettlementRow> {
  const { labels } = ctx;
  const columns: SheetColumn<SettlementRow>[] = result.columns.map((c) => ({
    key: c.key,
    title: c.title,
    value: (row) => cellOf(c.key, row, labels),
  }));
  // The report always has at least one grouping column, so the label takes the first cell.
  const totals = result.columns.map((c, i): Cell => {
    if (metricKind(c.key)) return (result.totals as unknown as Record<string, number>)[c.key] ?? '';
    return i === 0 ? labels.total : '';
  });
  return {
    fileName: result.fileName.replace(/\.(xlsx|csv)$/i, ''),
    sheetName: labels.sheetName,
    preamble: [
      [labels.reportName],
      [labels.period, `${ctx.startDate} – ${ctx.endDate}`],
      [labels.timeZone, result.timeZone],
      [labels.currency, result.currency],
      [labels.generatedAt, ctx.generatedAt],
      [labels.updatedAt, ctx.updatedAt],
      [],
    ],
    columns,
    rows: result.rows,
    footer: [totals],
  };
}

export interface SheetMatrix {
  matrix: Cell[][];
  /** First row (0-based) of the table header. */
  headerRow: number;
  /** xlsx number format per column (null: none), for the data and totals rows. */
  numberFormats: (string | null)[];
}

export function settlementMatrix(result: SettlementExportResult, ctx: ExportContext): SheetMatrix {
  const spec = settlementSheet(result, ctx);
  return {
    matrix: toMatrix(spec),
    headerRow: spec.preamble?.length ?? 0,
    numberFormats: result.columns.map((c) => {
      const kind = metricKind(c.key);
      return kind ? XLSX_FORMATS[kind] : null;
    }),
  };
}
