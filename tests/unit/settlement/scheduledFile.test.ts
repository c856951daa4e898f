/**
 * Issue 31, done when: a scheduled file, read back with the xlsx library, has the same columns, formats, totals
 * and comparison columns as the page's export of the same saved report (one writer: src/contract/sheet).
 */
import * as XLSX from 'xlsx';
import { configureSession } from '@/session';
import { post } from '@/request';
import type { ReportDelivery, ReportSchedule, SavedReport } from '@/contract/typings';
import { parseQuery, toParams } from '@/features/settlement/query';
import { runSettlementExport } from '@/features/settlement/export/runExport';
import { addDays, todayIn } from '@/utils/dateRange';
import { setupMockApi } from '../support/mockApi';
import { EXPORT_LABELS, signInDemo } from './support';

setupMockApi();

const yesterday = addDays(todayIn('Asia/Shanghai'), -1);
const period = { kind: 'custom' as const, start: addDays(yesterday, -6), end: yesterday };
const QUERY = `start=${period.start}&end=${period.end}&group=day,app&compare=previousPeriod&change=impressions,revenue`;

/** The saved bytes of the page's export (saveBlob: an anchor clicked with an object URL). */
function captureSaves(): { files: Blob[]; restore: () => void } {
  const files: Blob[] = [];
  const blobs = new Map<string, Blob>();
  let n = 0;
  Object.assign(URL, {
    createObjectURL: (b: Blob) => {
      const url = `blob:test/${(n += 1)}`;
      blobs.set(url, b);
      return url;
    },
    revokeObjectURL: jest.fn(),
  });
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push(blobs.get(this.href) as Blob);
  });
  return { files, restore: () => click.mockRestore() };
}

type Sheet = XLSX.WorkSheet;
const readSheet = (bytes: ArrayBuffer): Sheet => {
  const wb = XLSX.read(new Uint8Array(bytes), { type: 'array', cellNF: true });
  return wb.Sheets[wb.SheetNames[0]];
};
const rowsOf = (ws: Sheet) => XLSX.utils.sheet_to_json<unknown[]>(ws, { header: 1, blankrows: true, defval: null });

/** From the header row down: titles, and per data/totals cell its type, number format and value. */
function tableOf(ws: Sheet, headerTitle: string) {
  const rows = rowsOf(ws);
  const header = rows.findIndex((r) => r[0] === headerTitle);
  const range = XLSX.utils.decode_range(ws['!ref'] as string);
  const cells: { t?: string; z?: unknown; v?: unknown }[][] = [];
  for (let r = header + 1; r <= range.e.r; r += 1) {
    const line = [];
    for (let c = 0; c <= range.e.c; c += 1) {
      const cell = ws[XLSX.utils.encode_cell({ r, c })] as XLSX.CellObject | undefined;
      line.push({ t: cell?.t, z: cell?.z, v: cell?.v });
    }
    cells.push(line);
  }
  return { header: rows[header], cells, totals: rows[rows.length - 1] };
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  await signInDemo();
});

test('a scheduled file has the columns, formats, totals and comparison columns of the page export', async () => {
  const saved = (await post<SavedReport>('/media/savedReport/create', { name: 'Weekly', query: QUERY, period }))
    .result as SavedReport;
  const schedule = (
    await post<ReportSchedule>('/media/reportSchedule/create', {
      reportId: saved.id,
      frequency: 'daily',
      hour: 8,
      recipients: ['boss@example.test'],
      format: 'xlsx',
      locale: 'en-US',
    })
  ).result as ReportSchedule;
  const run = await fetch('http://localhost/__mock/schedules/run', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: schedule.id }),
  });
  const [delivery] = ((await run.json()) as { result: ReportDelivery[] }).result;
  expect(delivery.status).toBe('sent');
  const file = await fetch(`http://localhost${delivery.fileUrl}`);
  const scheduled = readSheet(await file.arrayBuffer());

  // The page's export of the same saved report, through the page's own query and export code.
  const q = parseQuery(QUERY, todayIn('Asia/Shanghai'));
  const saves = captureSaves();
  try {
    await runSettlementExport(toParams(q, 'Asia/Shanghai'), {
      format: 'xlsx',
      labels: {
        ...EXPORT_LABELS,
        status: { ...EXPORT_LABELS.status },
        adType: { ...EXPORT_LABELS.adType },
        platform: { ...EXPORT_LABELS.platform },
        comparedWith: 'Compared with',
        compareColumn: (m) => `${m} (comparison period)`,
        changeColumn: (m) => `${m} change`,
        changeRateColumn: (m) => `${m} change %`,
        changeNew: 'New',
      },
      changeMetrics: q.changeMetrics,
      locale: 'en-US',
    });
  } finally {
    saves.restore();
  }
  const page = readSheet(await saves.files[0].arrayBuffer());

  const a = tableOf(scheduled, 'Date');
  const b = tableOf(page, 'Date');
  expect(a.header).toEqual(b.header);
  // The comparison columns the saved report shows (change=…,revenue: gross, labelled so), after their metric.
  expect(a.header).toEqual(
    expect.arrayContaining([
      'Gross revenue',
      'Gross revenue (comparison period)',
      'Gross revenue change',
      'Gross revenue change %',
      'Estimated earnings',
    ]),
  );
  expect(a.header).toContain('App ID');
  // Same types, number formats and figures, row by row, totals included.
  expect(a.cells).toEqual(b.cells);
  expect(a.totals[0]).toBe('Total');
  const earnings = a.header.indexOf('Estimated earnings');
  expect(a.cells.at(-1)?.[earnings]).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
  expect(a.cells.at(-1)?.[a.header.indexOf('Gross revenue')]).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
  // The filter over the same header and data rows.
  expect(scheduled['!autofilter']).toEqual(page['!autofilter']);
});
