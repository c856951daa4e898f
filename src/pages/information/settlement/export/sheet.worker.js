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
 * Message in:  { type: 'warm', xlsxUrl } (optional, ahead of the job: loads xlsx), then
 *               { format: 'csv' | 'xlsx', matrix, sheetName, headerRow,
 *                numberFormats, xlsxUrl }
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

function columnWidths(matrix, headerRow) {
  const widths = [];
  const last = Math.min(matrix.length, headerRow + 200);
  for (let r = headerRow; r < last; r += 1) {
    for (let c = 0; c < matrix[r].length; c += 1) {
      const len = matrix[r][c] === null || matrix[r][c] === undefined ? 0 : String(matrix[r][c]).length;
      widths[c] = Math.min(Math.max(widths[c] || 8, len + 2), 48);
    }
  }
  return widths.map((w) => ({ wch: w }));
}

function loadXlsx(url) {
  if (!self.XLSX) importScripts(url);
}

function buildXlsx(job) {
  loadXlsx(job.xlsxUrl);
  const XLSX = self.XLSX;
  const matrix = job.matrix;
  // A dense sheet (rows of cells, ws[r][c]): about twice as fast as the
  // default map of "A1" keys for a year of daily rows (docs/settlement.md).
  const ws = XLSX.utils.aoa_to_sheet([], { dense: true });
  for (let from = 0; from < matrix.length; from += CHUNK_ROWS) {
    const to = Math.min(from + CHUNK_ROWS, matrix.length);
    XLSX.utils.sheet_add_aoa(ws, matrix.slice(from, to), { origin: { r: from, c: 0 } });
    for (let r = Math.max(from, job.headerRow + 1); r < to; r += 1) {
      const row = ws[r] || [];
      for (let c = 0; c < job.numberFormats.length; c += 1) {
        const cell = job.numberFormats[c] && row[c];
        if (cell && cell.t === 'n') cell.z = job.numberFormats[c];
      }
    }
    // Writing the zip is the last tenth of the work.
    progress(Math.round(to * 0.9), matrix.length);
  }
  ws['!cols'] = columnWidths(matrix, job.headerRow);
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, job.sheetName || 'Sheet1');
  const bytes = XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true });
  return bytes instanceof ArrayBuffer ? bytes : new Uint8Array(bytes).buffer;
}

self.onmessage = (event) => {
  const job = event.data;
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
