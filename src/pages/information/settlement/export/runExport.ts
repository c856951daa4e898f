/**
 * One export: fetch every row of the filtered range from the server, lay
 * out the sheet (preamble, columns, rows, totals), build the file off the
 * main thread and hand it to the browser, reporting progress on the way.
 */
import { fetchSettlementExport } from '@/services/settlement';
import type { SettlementParams } from '@/services/typings';
import { formatDateTime } from '@/utils/format';
import { saveBlob } from '@/utils/sheet';
import { buildSheetFile, ExportCancelled, type SheetFormat } from './sheetFile';
import { settlementMatrix, type ExportLabels } from './sheetSpec';

export type ExportStage = 'fetch' | 'build' | 'save';

export interface ExportProgress {
  stage: ExportStage;
  /** 0..100 */
  percent: number;
}

export interface ExportOptions {
  format: SheetFormat;
  labels: ExportLabels;
  locale?: string;
  now?: () => number;
  onProgress?: (p: ExportProgress) => void;
  signal?: AbortSignal;
}

export interface ExportOutcome {
  fileName: string;
  rows: number;
  usedWorker: boolean;
}

export async function runSettlementExport(params: SettlementParams, opts: ExportOptions): Promise<ExportOutcome> {
  const report = opts.onProgress ?? (() => undefined);
  const now = opts.now ?? Date.now;
  report({ stage: 'fetch', percent: 5 });
  const result = await fetchSettlementExport(params);
  if (opts.signal?.aborted) throw new ExportCancelled();
  report({ stage: 'build', percent: 25 });
  const stamp = (t: string | number) => `${formatDateTime(t, result.timeZone, opts.locale)} (${result.timeZone})`;
  const { matrix, headerRow, numberFormats } = settlementMatrix(result, {
    startDate: params.startDate,
    endDate: params.endDate,
    labels: opts.labels,
    generatedAt: stamp(now()),
    updatedAt: stamp(result.updatedAt),
  });
  const { blob, usedWorker } = await buildSheetFile(
    { format: opts.format, matrix, sheetName: opts.labels.sheetName, headerRow, numberFormats },
    {
      signal: opts.signal,
      onProgress: (f) => report({ stage: 'build', percent: 25 + Math.round(f * 70) }),
    },
  );
  report({ stage: 'save', percent: 100 });
  const fileName = `${result.fileName.replace(/\.(xlsx|csv)$/i, '')}.${opts.format}`;
  saveBlob(blob, fileName);
  return { fileName, rows: result.rows.length, usedWorker };
}
