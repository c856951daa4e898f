/** @jest-environment node */
/**
 * The export worker (plain JS, shipped as an asset) run here in a stand-in
 * worker scope: the same file the browser loads, fed the same messages.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as XLSX from 'xlsx';
import { toCsv, toMatrix, toXlsx, type Cell, type XlsxLayout } from '@/utils/sheet';

const root = join(__dirname, '../../..');
const workerSource = readFileSync(join(root, 'src/lib/spreadsheet/sheet.worker.js'), 'utf8');
const xlsxSource = readFileSync(join(root, 'node_modules/xlsx/dist/xlsx.mini.min.js'), 'utf8');
const paneSource = readFileSync(join(root, 'src/contract/sheet/sheetPane.js'), 'utf8');
const PANE_URL = '/static/sheetPane.js';

type Out =
  | { type: 'progress'; done: number; total: number }
  | { type: 'done'; bytes: ArrayBuffer }
  | { type: 'error'; message: string };

function runWorker(job: Record<string, unknown>, { warmFirst = false, parts = [] as Cell[][][] } = {}): Out[] {
  const posted: Out[] = [];
  const scope: Record<string, unknown> = { postMessage: (m: Out) => posted.push(m) };
  const imported: string[] = [];
  const importScripts = (url: string) => {
    imported.push(url);
    // What importScripts does with sheetPane.js (a global SheetPane) and with xlsx's standalone build (a global XLSX).
    if (url === PANE_URL) new Function('self', paneSource)(scope);
    else new Function('self', `${xlsxSource}\n;self.XLSX = XLSX;`)(scope);
  };
  new Function('self', 'importScripts', workerSource)(scope, importScripts);
  const send = scope.onmessage as (e: { data: unknown }) => void;
  if (warmFirst) {
    send({ data: { type: 'warm', xlsxUrl: job.xlsxUrl } });
    expect(imported).toEqual([job.xlsxUrl]);
    expect(posted).toEqual([]);
  }
  // The page sends a long matrix in parts, then the job without it.
  for (const rows of parts) send({ data: { type: 'rows', rows } });
  send({ data: { paneUrl: PANE_URL, ...job } });
  if (job.format === 'xlsx') expect(imported).toEqual([job.xlsxUrl, PANE_URL]);
  return posted;
}

const spec = {
  fileName: 'x',
  preamble: [['Settlement report'], ['Period', '2026-03-01 – 2026-03-15'], []],
  columns: [
    { key: 'name', title: 'App' },
    { key: 'requests', title: 'Requests' },
    { key: 'fillRate', title: 'Fill rate' },
    { key: 'revenue', title: 'Revenue' },
  ],
  rows: [
    { name: '=HYPERLINK("http://evil")', requests: 1200, fillRate: 0.8523, revenue: 12.5 },
    { name: 'Tap & Match <b>Puzzle</b>', requests: 10, fillRate: 0.5, revenue: 0 },
    { name: 'a,"quoted"\nline', requests: 0, fillRate: 0, revenue: -1.25 },
    { name: '中文应用', requests: 3, fillRate: 1, revenue: 3.1 },
  ],
  footer: [['Total', 1213, 0.8, 14.35]],
};
const matrix: Cell[][] = toMatrix(spec);
const numberFormats = [null, '#,##0', '0.00%', '#,##0.00'];
const layout: XlsxLayout = {
  headerRow: 3,
  numberFormats,
  dateColumns: [false, false, false, false],
  widths: [30, 10, 10, 12],
  autofilter: 'A4:D8',
};

describe('export worker', () => {
  it('writes the same file from a matrix sent in parts (one copy per task on the page) as from one message', () => {
    const parts = [matrix.slice(0, 3), matrix.slice(3, 5), matrix.slice(5)];
    const whole = runWorker({ format: 'csv', matrix, sheetName: 'S', layout }).at(-1) as Extract<Out, { type: 'done' }>;
    const inParts = runWorker({ format: 'csv', matrix: null, sheetName: 'S', layout }, { parts }).at(-1) as Extract<
      Out,
      { type: 'done' }
    >;
    expect(inParts.type).toBe('done');
    expect(new Uint8Array(inParts.bytes)).toEqual(new Uint8Array(whole.bytes));
    const xlsxWhole = runWorker({ format: 'xlsx', matrix, sheetName: 'S', layout, xlsxUrl: '/x.js' }).at(-1) as Extract<
      Out,
      { type: 'done' }
    >;
    const xlsxParts = runWorker(
      { format: 'xlsx', matrix: null, sheetName: 'S', layout, xlsxUrl: '/x.js' },
      { parts },
    ).at(-1) as Extract<Out, { type: 'done' }>;
    const cells = (bytes: ArrayBuffer) => {
      const wb = XLSX.read(bytes, { type: 'array' });
      return XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, raw: true });
    };
    expect(cells(xlsxParts.bytes)).toEqual(cells(xlsxWhole.bytes));
  });

  it('writes exactly the CSV of toCsv (BOM, quoting, escaped formulas), reporting progress', () => {
    const out = runWorker({ format: 'csv', matrix, sheetName: 'S', layout });
    const done = out.at(-1) as Extract<Out, { type: 'done' }>;
    expect(done.type).toBe('done');
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(done.bytes);
    expect(text).toBe(toCsv(matrix));
    expect(text.startsWith('\ufeff')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(out.filter((m) => m.type === 'progress').at(-1)).toEqual({
      type: 'progress',
      done: matrix.length,
      total: matrix.length,
    });
  });

  it('matches toCsv on a large matrix written in several chunks', () => {
    const big = toMatrix({
      ...spec,
      rows: Array.from({ length: 4500 }, (_, i) => ({ ...spec.rows[i % 4], requests: i })),
    });
    const out = runWorker({ format: 'csv', matrix: big, sheetName: 'S', layout });
    expect(out.filter((m) => m.type === 'progress')).toHaveLength(3);
    const done = out.at(-1) as Extract<Out, { type: 'done' }>;
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(done.bytes)).toBe(toCsv(big));
  });

  it('writes an xlsx whose cells read back equal to the matrix, with number formats on the data', () => {
    const out = runWorker({
      format: 'xlsx',
      matrix,
      sheetName: 'Settlement',
      layout,
      xlsxUrl: '/xlsx.mini.js',
    });
    const done = out.at(-1) as Extract<Out, { type: 'done' }>;
    expect(done.type).toBe('done');
    const wb = XLSX.read(done.bytes, { type: 'array', cellNF: true, cellStyles: true });
    expect(wb.SheetNames).toEqual(['Settlement']);
    const ws = wb.Sheets.Settlement;
    const rows = XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, blankrows: true, defval: null });
    expect(rows.map((r) => r.filter((c) => c !== null))).toEqual(matrix);
    expect(ws.A5.v).toBe(`'=HYPERLINK("http://evil")`);
    expect(ws.A5.t).toBe('s');
    expect(ws.A5.f).toBeUndefined();
    expect(ws.C5).toMatchObject({ t: 'n', v: 0.8523, z: '0.00%' });
    expect(ws.D9).toMatchObject({ t: 'n', v: 14.35, z: '#,##0.00' });
    // Header titles are not numbers and keep no format.
    expect(ws.B4.z ?? 'General').toBe('General');
    expect(ws['!cols']?.map((c) => c.wch)).toEqual([30, 10, 10, 12]);
    expect(ws['!autofilter']).toEqual({ ref: 'A4:D8' });
    // The header row and the rows above it frozen, in the worker (sheetPane.js).
    const zip = XLSX.CFB.read(new Uint8Array(done.bytes), { type: 'array' });
    const sheet = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'))];
    expect(new TextDecoder().decode(sheet.content as Uint8Array)).toContain(
      '<pane ySplit="4" topLeftCell="A5" activePane="bottomLeft" state="frozen"/>',
    );
  });

  it('writes ISO days of a date column as Excel dates, and the same cells as toXlsx on the main thread', async () => {
    const dated = toMatrix({
      fileName: 'x',
      preamble: [['Report'], []],
      columns: [
        { key: 'date', title: 'Date' },
        { key: 'n', title: 'Requests' },
      ],
      rows: [
        { date: '2026-03-01', n: 1200 },
        { date: '2026-03-02', n: 7 },
      ],
    });
    const dateLayout: XlsxLayout = {
      headerRow: 2,
      numberFormats: ['yyyy-mm-dd', '#,##0'],
      dateColumns: [true, false],
      widths: [12, 10],
      autofilter: 'A3:B5',
    };
    const done = runWorker({ format: 'xlsx', matrix: dated, sheetName: 'S', layout: dateLayout, xlsxUrl: '/x.js' }).at(
      -1,
    ) as Extract<Out, { type: 'done' }>;
    const fromWorker = XLSX.read(done.bytes, { type: 'array', cellNF: true, cellStyles: true }).Sheets.S;
    // 2026-03-01 is day 46082 of Excel's calendar.
    expect(fromWorker.A4).toMatchObject({ t: 'n', v: 46082, z: 'yyyy-mm-dd' });
    expect(fromWorker.A3).toMatchObject({ t: 's', v: 'Date' });
    expect(fromWorker.B4).toMatchObject({ t: 'n', v: 1200, z: '#,##0' });
    const fromPage = XLSX.read(await toXlsx(dated, 'S', dateLayout), { type: 'array', cellNF: true, cellStyles: true })
      .Sheets.S;
    const cells = (ws: XLSX.WorkSheet) =>
      Object.fromEntries(
        Object.keys(ws)
          .filter((k) => !k.startsWith('!'))
          .map((k) => [k, { t: ws[k].t, v: ws[k].v, z: ws[k].z }]),
      );
    expect(cells(fromPage)).toEqual(cells(fromWorker));
    expect(fromPage['!cols']?.map((c) => c.wch)).toEqual([12, 10]);
    expect(fromPage['!autofilter']).toEqual(fromWorker['!autofilter']);
  });

  it("formats single preamble cells (a statement's amounts) as the page's writer does", async () => {
    const withCells: XlsxLayout = { ...layout, cellFormats: [{ r: 1, c: 1, z: '"$"#,##0.00' }] };
    const money = toMatrix({ ...spec, preamble: [['Statement'], ['Payable', -103.5, 'after adjustments'], []] });
    const done = runWorker({ format: 'xlsx', matrix: money, sheetName: 'S', layout: withCells, xlsxUrl: '/x.js' }).at(
      -1,
    ) as Extract<Out, { type: 'done' }>;
    const read = (bytes: ArrayBuffer) => XLSX.read(bytes, { type: 'array', cellNF: true }).Sheets.S;
    const fromWorker = read(done.bytes);
    expect(fromWorker.B2).toMatchObject({ t: 'n', v: -103.5, z: '"$"#,##0.00' });
    expect(fromWorker.C2).toMatchObject({ t: 's', v: 'after adjustments' });
    const fromPage = read(await toXlsx(money, 'S', withCells));
    expect({ t: fromPage.B2.t, v: fromPage.B2.v, z: fromPage.B2.z }).toEqual({
      t: fromWorker.B2.t,
      v: fromWorker.B2.v,
      z: fromWorker.B2.z,
    });
  });

  it('loads xlsx once when warmed up ahead of the job, and writes the same file', () => {
    const job = { format: 'xlsx', matrix, sheetName: 'S', layout, xlsxUrl: '/static/x.js' };
    const cold = runWorker(job).at(-1) as Extract<Out, { type: 'done' }>;
    const warmed = runWorker(job, { warmFirst: true }).at(-1) as Extract<Out, { type: 'done' }>;
    const cells = (bytes: ArrayBuffer) => XLSX.utils.sheet_to_json(XLSX.read(bytes).Sheets.S, { header: 1 });
    expect(cells(warmed.bytes)).toEqual(cells(cold.bytes));
  });

  it('answers an error message instead of throwing when xlsx cannot be loaded', () => {
    const posted: Out[] = [];
    const scope: Record<string, unknown> = { postMessage: (m: Out) => posted.push(m) };
    const importScripts = () => {
      throw new Error('NetworkError: failed to load');
    };
    new Function('self', 'importScripts', workerSource)(scope, importScripts);
    (scope.onmessage as (e: { data: unknown }) => void)({
      data: { format: 'xlsx', matrix, layout, xlsxUrl: '/x.js' },
    });
    expect(posted).toEqual([{ type: 'error', message: 'NetworkError: failed to load' }]);
  });
});
