/**
 * One export: fetch every row of the filtered range from the server, lay
 * out the sheet (preamble, columns, rows, totals) and write it through the
 * shared report export (off the main thread), reporting progress on the way.
 */
import { exportReport, type ExportFormat } from '@/lib/spreadsheet/exportReport';
import { fetchSettlementExport } from '@/features/settlement/api';
import type { MetricKey, SettlementParams } from '@/contract/typings';
import { formatZonedTime } from '@/contract/zonedTime';
import { ExportCancelled } from '@/lib/spreadsheet/exportErrors';
import { settlementSheet, type ExportLabels } from './sheetSpec';

export type ExportStage = 'fetch' | 'build' | 'save';

export interface ExportProgress {
  stage: ExportStage;
  /** 0..100 */
  percent: number;
}

export interface ExportOptions {
  format: ExportFormat;
  labels: ExportLabels;
  /** The filters as label | value, for the preamble. */
  filters?: [string, string][];
  /** With a comparison: the metrics that get comparison and change columns. */
  changeMetrics?: readonly MetricKey[];
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
  // In the report's zone with the zone named, as the scheduled files write it (one formatter: src/contract/zonedTime.ts).
  const stamp = (t: string | number) => formatZonedTime(t, result.timeZone, opts.locale);
  const sheet = settlementSheet(result, {
    startDate: params.startDate,
    endDate: params.endDate,
    labels: opts.labels,
    filters: opts.filters,
    changeMetrics: opts.changeMetrics,
    generatedAt: stamp(now()),
    updatedAt: stamp(result.updatedAt),
  });
  const outcome = await exportReport(sheet, opts.format, {
    signal: opts.signal,
    onProgress: (f) => report({ stage: 'build', percent: 25 + Math.round(f * 70) }),
  });
  report({ stage: 'save', percent: 100 });
  return outcome;
}
