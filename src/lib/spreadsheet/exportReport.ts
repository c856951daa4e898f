/**
 * One export of a report sheet, in one of three files: the .xlsx (preamble,
 * typed and formatted cells, frozen header, autofilter, totals), the .csv
 * of the same content (ISO dates, plain numbers) and the data-only .csv
 * (header row and data rows: for machines). Both reports export through
 * here, so their files agree.
 */
import { saveBlob } from '@/utils/sheet';
import { yieldToBrowser } from '@/utils/yieldToBrowser';
import { sheetLayoutInSlices, type ReportSheet } from './layout';
import { buildSheetFile } from './sheetFile';

export type ExportFormat = 'xlsx' | 'csv' | 'csvData';
export const EXPORT_FORMATS: readonly ExportFormat[] = ['xlsx', 'csv', 'csvData'];

export function exportFileName(base: string, format: ExportFormat): string {
  return format === 'csvData' ? `${base}_data.csv` : `${base}.${format}`;
}

export interface ReportExportOptions {
  /** 0..1 while the file is written. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

export interface ReportExportOutcome {
  fileName: string;
  rows: number;
  usedWorker: boolean;
}

export async function exportReport<Row>(
  sheet: ReportSheet<Row>,
  format: ExportFormat,
  opts: ReportExportOptions = {},
): Promise<ReportExportOutcome> {
  // Built in slices (a year of rows in one go held the main thread for over 200 ms, issue 17).
  // The worker gets the layout without the matrices (each would be copied to it).
  const { matrix, data, ...layout } = await sheetLayoutInSlices(sheet, yieldToBrowser);
  const { blob, usedWorker } = await buildSheetFile(
    {
      format: format === 'xlsx' ? 'xlsx' : 'csv',
      matrix: format === 'csvData' ? data : matrix,
      sheetName: sheet.sheetName,
      layout,
    },
    opts,
  );
  const fileName = exportFileName(sheet.fileName, format);
  saveBlob(blob, fileName);
  return { fileName, rows: sheet.rows.length, usedWorker };
}
