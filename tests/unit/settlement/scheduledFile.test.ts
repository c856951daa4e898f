/**
 * Issue 31, done when: a scheduled file, read back with the xlsx library, has the same columns, formats, totals
 * and comparison columns as the page's export of the same saved report (one writer: src/contract/sheet), and the
 * same preamble (filters block, zone named, local generated-at) and titles from one source of words
 * (src/contract/sheet/settlementWords.ts), in English and in another locale.
 */
import * as XLSX from 'xlsx';
import { getIntl } from '@umijs/max';
import { configureSession } from '@/session';
import { post } from '@/request';
import type { ReportDelivery, ReportLocale, ReportSchedule, SavedReport } from '@/contract/typings';
import { parseQuery, toParams } from '@/features/settlement/query';
import { runSettlementExport } from '@/features/settlement/export/runExport';
import { exportFilters } from '@/features/settlement/export/filters';
import { exportLabelsFor } from '@/features/settlement/export/labels';
import { addDays, todayIn } from '@/utils/dateRange';
import { setupMockApi } from '../support/mockApi';
import { speak } from '../support/speak';
import { signInDemo } from './support';

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

/** The preamble's lines (label | value) between the title and the blank line before the header. */
function preambleOf(ws: Sheet, headerTitle: string): unknown[][] {
  const rows = rowsOf(ws);
  const header = rows.findIndex((r) => r[0] === headerTitle);
  return rows.slice(1, header - 1).map((r) => r.filter((c) => c !== null));
}

/** The same saved report delivered as a scheduled file and exported by the page, both in `locale`. */
async function bothFiles(locale: ReportLocale) {
  await speak(locale);
  const intl = getIntl(locale, true);
  const [app] = (await post<{ value: number; label: string }[]>('/media/app/options', {})).result ?? [];
  const query = `${QUERY}&apps=${app.value}&types=banner,native`;
  const saved = (await post<SavedReport>('/media/savedReport/create', { name: 'Weekly', query, period }))
    .result as SavedReport;
  const schedule = (
    await post<ReportSchedule>('/media/reportSchedule/create', {
      reportId: saved.id,
      frequency: 'daily',
      hour: 8,
      recipients: ['boss@example.test'],
      format: 'xlsx',
      locale,
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

  // The page's export of the same saved report, through the page's own query, labels, filters and export code.
  const q = parseQuery(query, todayIn('Asia/Shanghai'));
  const params = toParams(q, 'Asia/Shanghai');
  const saves = captureSaves();
  try {
    await runSettlementExport(params, {
      format: 'xlsx',
      labels: exportLabelsFor(intl),
      filters: exportFilters(params, { apps: [app], adPositions: [] }, (id) => intl.formatMessage({ id }), locale),
      changeMetrics: q.changeMetrics,
      locale,
    });
  } finally {
    saves.restore();
  }
  const page = readSheet(await saves.files[0].arrayBuffer());
  return { scheduled, page, intl, app };
}

test('a scheduled file has the columns, formats, totals and comparison columns of the page export', async () => {
  const { scheduled, page, app } = await bothFiles('en-US');
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

  // The same preamble: period, comparison, the filters block (apps named, ad types, grouping), zone named, currency.
  const pa = preambleOf(scheduled, 'Date');
  const pb = preambleOf(page, 'Date');
  expect(pa.map((l) => l[0])).toEqual(pb.map((l) => l[0]));
  const byLabel = (lines: unknown[][]) => Object.fromEntries(lines.map((l) => [l[0], l[1]]));
  const [sa, sb] = [byLabel(pa), byLabel(pb)];
  for (const label of [
    'Period',
    'Compared with',
    'Apps',
    'Ad positions',
    'Ad types',
    'Group by',
    'Time zone',
    'Currency',
  ])
    expect([label, sa[label]]).toEqual([label, sb[label]]);
  expect(sa.Apps).toBe(app.label);
  expect(sa['Ad types']).toBe('Banner, Native');
  expect(sa['Group by']).toBe('Day, App');
  // Generated at, local with the zone named, in both (the instants differ by the run's seconds).
  for (const at of [sa['Generated at'], sb['Generated at'], sa['Data updated at']]) {
    expect(String(at)).toMatch(/\d{2}:\d{2} \(GMT\+08:00 Shanghai\)$/);
    expect(String(at)).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/);
  }
  const shape = (v: unknown) => String(v).replace(/\d/g, '0');
  expect(shape(sa['Generated at'])).toBe(shape(sb['Generated at']));
});

test("in another locale, both files take their titles and filters from the console's words (one source)", async () => {
  const { scheduled, page, intl } = await bothFiles('ja-JP');
  const date = intl.formatMessage({ id: 'settlement.col.date' });
  expect(date).not.toBe('Date');
  const a = tableOf(scheduled, date);
  const b = tableOf(page, date);
  expect(a.header).toEqual(b.header);
  // Not the server's English titles: the console's Japanese for the headline metric.
  expect(a.header).toContain(intl.formatMessage({ id: 'settlement.col.earnings' }));
  expect(a.header).not.toContain('Estimated earnings');
  expect(a.cells).toEqual(b.cells);
  const pa = preambleOf(scheduled, date);
  const pb = preambleOf(page, date);
  expect(pa.map((l) => l[0])).toEqual(pb.map((l) => l[0]));
  const filters = ['apps', 'adPositions', 'adTypes', 'groupBy'].map((f) =>
    intl.formatMessage({ id: `settlement.filter.${f}` }),
  );
  for (const label of filters) {
    const [la, lb] = [pa.find((l) => l[0] === label), pb.find((l) => l[0] === label)];
    expect(la).toBeDefined();
    expect(la).toEqual(lb);
  }
});
