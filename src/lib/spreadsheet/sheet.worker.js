/* eslint-env worker */
/**
 * Builds an export file (.csv text or .xlsx bytes) off the main thread.
 *
 * Plain, import-free JavaScript, shipped as an asset: `new URL('./sheet.worker.js',
 * import.meta.url)` gets a hashed address under the public path; xlsx comes
 * the same way (its standalone build) through importScripts. (Written for
 * the mako build, which could not load TypeScript workers; see
 * docs/settlement.md.)
 *
 * It receives a matrix already escaped by toMatrix (src/utils/sheet.ts) on
 * the page and must write the same CSV as toCsv there: a unit test holds the
 * two to the same output.
 *
 * It lays the xlsx out as toXlsx there does (number formats and Excel dates
 * below the header, column widths, autofilter), from the layout computed by
 * src/lib/spreadsheet/layout.ts; a unit test holds the two to the same
 * cells. It then freezes the header with sheetPane.js (importScripts), as
 * the page's fallback does through pane.ts.
 *
 * Message in:  { type: 'warm', xlsxUrl } (optional, ahead of the job: loads xlsx), then
 *               { type: 'rows', rows } any number of times (the matrix in parts: the page
 *               copies one part per task, never a year of rows at once), then
 *               { format: 'csv' | 'xlsx', matrix, sheetName, layout, xlsxUrl, paneUrl }
 *               (matrix null: the rows sent in parts, in their order)
 * Messages out: { type: 'progress', done, total } … then
 *               { type: 'done', bytes: ArrayBuffer } or { type: 'error', message }
 */
const CHUNK_ROWS = 2000;

function csvField(value) {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /[",\r\n]/.test(s) ? '"' + s.replace(/"/g, '""') + '"' : s;
}

function progress(done, total) {
  self.postMessage({ type: 'progress', done: done, total: total });
}

function buildCsv(matrix) {
  const parts = ['\ufeff'];
  for (let from = 0; from < matrix.length; from += CHUNK_ROWS) {
    const to = Math.min(from + CHUNK_ROWS, matrix.length);
    for (let r = from; r < to; r += 1) parts.push(matrix[r].map(csvField).join(',') + '\r\n');
    progress(to, matrix.length);
  }
  if (!matrix.length) parts.push('\r\n');
  return new TextEncoder().encode(parts.join('')).buffer;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Excel's serial day of an ISO day (as excelDay in src/utils/sheet.ts), or null. */
function excelDay(value) {
  const m = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86400000 + 25569 : null;
}

function loadXlsx(url) {
  if (!self.XLSX) importScripts(url);
}

function buildXlsx(job) {
  loadXlsx(job.xlsxUrl);
  const XLSX = self.XLSX;
  const matrix = job.matrix;
  const layout = job.layout;
  // A dense sheet (rows of cells, ws[r][c]): about twice as fast as the
  // default map of "A1" keys for a year of daily rows (docs/settlement.md).
  const ws = XLSX.utils.aoa_to_sheet([], { dense: true });
  for (let from = 0; from < matrix.length; from += CHUNK_ROWS) {
    const to = Math.min(from + CHUNK_ROWS, matrix.length);
    XLSX.utils.sheet_add_aoa(ws, matrix.slice(from, to), { origin: { r: from, c: 0 } });
    for (let r = Math.max(from, layout.headerRow + 1); r < to; r += 1) {
      const row = ws[r] || [];
      for (let c = 0; c < layout.numberFormats.length; c += 1) {
        const z = layout.numberFormats[c];
        const cell = z && row[c];
        if (!cell) continue;
        const day = layout.dateColumns[c] ? excelDay(cell.v) : null;
        if (day !== null) {
          cell.t = 'n';
          cell.v = day;
          cell.z = z;
        } else if (cell.t === 'n') cell.z = z;
      }
    }
    // Writing the zip is the last tenth of the work.
    progress(Math.round(to * 0.9), matrix.length);
  }
  // Single preamble cells with their own format (a statement's amounts as money), as xlsx.ts does.
  const cellFormats = layout.cellFormats || [];
  for (let i = 0; i < cellFormats.length; i += 1) {
    const f = cellFormats[i];
    const cell = ws[f.r] && ws[f.r][f.c];
    if (cell && cell.t === 'n') cell.z = f.z;
  }
  ws['!cols'] = layout.widths.map((wch) => ({ wch: wch }));
  ws['!autofilter'] = { ref: layout.autofilter };
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, job.sheetName || 'Sheet1');
  // Stored, not deflated: the frozen pane rewrites the zip and deflates it once.
  const written = XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: false });
  const bytes = written instanceof ArrayBuffer ? written : new Uint8Array(written).buffer;
  if (!self.SheetPane) importScripts(job.paneUrl);
  return self.SheetPane.freezeRows(XLSX, bytes, layout.headerRow + 1);
}

/** Rows received in parts for the next job. */
let parts = [];

self.onmessage = (event) => {
  const message = event.data;
  if (message.type === 'rows') {
    for (let i = 0; i < message.rows.length; i += 1) parts.push(message.rows[i]);
    return;
  }
  const job = message.matrix ? message : Object.assign({}, message, { matrix: parts });
  parts = [];
  // Started ahead of the command (the export menu opened): parse xlsx meanwhile.
  if (job.type === 'warm') {
    try {
      loadXlsx(job.xlsxUrl);
    } catch (e) {
      // The job itself will report it.
    }
    return;
  }
  try {
    const bytes = job.format === 'csv' ? buildCsv(job.matrix) : buildXlsx(job);
    self.postMessage({ type: 'done', bytes: bytes }, [bytes]);
  } catch (e) {
    self.postMessage({ type: 'error', message: String((e && e.message) || e) });
  }
};
