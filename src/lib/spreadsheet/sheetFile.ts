/**
 * Turns an escaped matrix into file bytes: in a Web Worker when the browser
 * can start one (the page stays responsive while a year of rows is written),
 * else on the main thread with the same helpers of src/utils/sheet.ts. An
 * xlsx then gets its frozen header (pane.ts). Shared by every report export.
 */
import { safeSheetName, toCsv, toXlsx, type Cell, type XlsxLayout } from '@/utils/sheet';
import { yieldToBrowser } from '@/utils/yieldToBrowser';
import { ExportCancelled } from './exportErrors';
import { freezeRows } from './pane';

export type SheetFormat = 'xlsx' | 'csv';

export const MIME_TYPES: Record<SheetFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv;charset=utf-8',
};

export interface SheetJob {
  format: SheetFormat;
  matrix: Cell[][];
  sheetName: string;
  layout: XlsxLayout;
}

class WorkerFailed extends Error {}

type WorkerMessage =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'error'; message: string };

interface WorkerAssets {
  worker: string;
  xlsx: string;
  pane: string;
}

/**
 * Addresses of the worker script, of xlsx's standalone build and of sheetPane.js. Both are
 * assets (`new URL(file, import.meta.url)`), which the bundler copies under
 * a hashed name and resolves against the public path. Null where there is
 * no Worker or no import.meta (jest).
 */
function workerAssets(): WorkerAssets | null {
  if (typeof Worker === 'undefined') return null;
  try {
    return {
      worker: new URL('./sheet.worker.js', import.meta.url).href,
      xlsx: new URL('xlsx/dist/xlsx.mini.min.js', import.meta.url).href,
      pane: new URL('../../contract/sheet/sheetPane.js', import.meta.url).href,
    };
  } catch {
    return null;
  }
}

/** Rows per part of the matrix sent to the worker: one structured copy per task, a few ms each. */
const PART_ROWS = 2000;

let warm: Worker | undefined;

/**
 * Starts the worker and its xlsx ahead of the command (when the export menu
 * opens), so choosing a format does not wait for them. Idempotent; a failure
 * here only means the export starts its own worker.
 */
export function prewarmSheetWorker(): void {
  const assets = workerAssets();
  if (warm || !assets) return;
  try {
    warm = new Worker(assets.worker);
    warm.postMessage({ type: 'warm', xlsxUrl: assets.xlsx });
  } catch {
    warm = undefined;
  }
}

function takeWarmWorker(): Worker | undefined {
  const taken = warm;
  warm = undefined;
  return taken;
}

function runInWorker(
  job: SheetJob,
  assets: WorkerAssets,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = takeWarmWorker() ?? new Worker(assets.worker);
    } catch (e) {
      reject(new WorkerFailed(String(e)));
      return;
    }
    function finish() {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    }
    function onAbort() {
      finish();
      reject(new ExportCancelled());
    }
    signal?.addEventListener('abort', onAbort);
    worker.onmessage = (event: MessageEvent<WorkerMessage>) => {
      const msg = event.data;
      if (msg.type === 'progress') {
        onProgress(msg.total > 0 ? msg.done / msg.total : 1);
        return;
      }
      finish();
      if (msg.type === 'done') resolve(msg.bytes);
      else reject(new WorkerFailed(msg.message));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      finish();
      reject(new WorkerFailed(event.message || 'worker failed to start'));
    };
    postInParts(worker, job, assets, signal).catch((e: unknown) => {
      finish();
      reject(new WorkerFailed(String(e)));
    });
  });
}

/**
 * Sends the matrix in parts, a task each (postMessage copies its message on
 * the page's main thread: a year of rows at once took hundreds of ms), then
 * the job itself.
 */
async function postInParts(worker: Worker, job: SheetJob, assets: WorkerAssets, signal?: AbortSignal): Promise<void> {
  for (let from = 0; from < job.matrix.length; from += PART_ROWS) {
    if (signal?.aborted) return;
    worker.postMessage({ type: 'rows', rows: job.matrix.slice(from, from + PART_ROWS) });
    await yieldToBrowser();
  }
  if (signal?.aborted) return;
  worker.postMessage({
    ...job,
    matrix: null,
    sheetName: safeSheetName(job.sheetName),
    xlsxUrl: assets.xlsx,
    paneUrl: assets.pane,
  });
}

async function buildOnMainThread(job: SheetJob): Promise<string | ArrayBuffer> {
  if (job.format === 'csv') return toCsv(job.matrix);
  return toXlsx(job.matrix, safeSheetName(job.sheetName), job.layout);
}

/** Main thread only: freezes the preamble and the header row (the worker does it itself). */
async function withFrozenHeader(bytes: ArrayBuffer, job: SheetJob): Promise<ArrayBuffer> {
  const XLSX = await import(/* webpackChunkName: "xlsx" */ 'xlsx');
  return freezeRows(XLSX, bytes, job.layout.headerRow + 1);
}

/** The file as a Blob; `usedWorker` tells where it was built (shown nowhere, handy in tests). */
export async function buildSheetFile(
  job: SheetJob,
  opts: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; usedWorker: boolean }> {
  const onProgress = opts.onProgress ?? (() => undefined);
  const assets = workerAssets();
  if (assets) {
    try {
      // The worker's xlsx comes with its frozen header (sheetPane.js there).
      const bytes = await runInWorker(job, assets, onProgress, opts.signal);
      return { blob: new Blob([bytes], { type: MIME_TYPES[job.format] }), usedWorker: true };
    } catch (e) {
      if (e instanceof ExportCancelled) throw e;
      // A worker that cannot start (blocked script, old browser) must not cost the user the export.
      console.warn('[spreadsheet export] worker failed, building on the main thread:', (e as Error).message);
    }
  }
  if (opts.signal?.aborted) throw new ExportCancelled();
  const built = await buildOnMainThread(job);
  const part = typeof built === 'string' ? built : await withFrozenHeader(built, job);
  onProgress(1);
  return { blob: new Blob([part], { type: MIME_TYPES[job.format] }), usedWorker: false };
}
