/** @jest-environment node */
import * as XLSX from 'xlsx';
import { moneyFormat, sheetLayout } from '@/lib/spreadsheet/layout';
import { toXlsx } from '@/utils/sheet';
import { buildStatementSheet } from '@/features/statements/statementSheet';
import type { MonthBillDetail } from '@/contract/typings';
import type { Cell } from '@/utils/sheet';

const t = (id: string, values?: Record<string, string | number>) => (values ? `${id} ${JSON.stringify(values)}` : id);

const detail: MonthBillDetail = {
  bill: {
    month: '2026-10',
    currency: 'USD',
    impressions: 300,
    grossRevenue: 150,
    mediaShareRate: 0.7,
    mediaRevenue: 105,
    platformRevenue: 45,
    adjustments: -1.5,
    payable: 103.5,
    status: 'pending',
    confirmedAt: null,
    paidAt: null,
    issuedAt: '2026-10-31T16:00:00.000Z',
    deadline: '2026-11-30T16:00:00.000Z',
    autoConfirmed: false,
    revised: false,
    disputedAt: null,
    invoicedAt: null,
  },
  company: '=HYPERLINK("http://evil.test","Demo")',
  billingTimeZone: 'Asia/Shanghai',
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  adjustmentItems: [{ kind: 'invalidTraffic', amount: -1.5, reason: 'Invalid traffic removed' }],
  byApp: [],
  byAdPosition: [
    {
      adPositionId: 2001,
      adPositionName: '+cmd|calc',
      appId: 1001,
      appName: 'Tap & Match <b>Puzzle</b>',
      adType: 'banner',
      impressions: 100,
      grossRevenue: 50,
      mediaRevenue: 35,
    },
    {
      adPositionId: 2002,
      adPositionName: 'Home',
      appId: 1001,
      appName: '@SUM(1)',
      adType: 'native',
      impressions: 200,
      grossRevenue: 100,
      mediaRevenue: 70,
    },
  ],
  reconciliation: null,
  dispute: null,
  invoice: null,
  payment: null,
};

describe('the statement spreadsheet', () => {
  it('reads like the statement: company, period, billing time zone, adjustments with reasons, payable; lines and totals', () => {
    const sheet = buildStatementSheet(detail, t, '2026-11-24 10:00 (Asia/Shanghai)');
    expect(sheet.fileName).toBe('statement_2026-10');
    const labels = Object.fromEntries(sheet.preamble);
    expect(labels['statements.print.period']).toBe('2026-10-01 – 2026-10-31');
    expect(labels['statements.print.timeZone']).toBe('Asia/Shanghai');
    // The amount a number (it can be summed), its reason in its own column.
    const adjustment = sheet.preamble.find((line) => line[0] === 'statements.adj.invalidTraffic');
    expect(adjustment).toEqual(['statements.adj.invalidTraffic', -1.5, 'Invalid traffic removed']);
    expect(labels['statements.col.payable']).toBe(103.5);
    expect(sheet.totals).toEqual(['statements.print.total', null, null, null, 300, 150, 105]);
  });

  it("words a reason in the user's language from its figures, the provider's text as the fallback", () => {
    const withParams: MonthBillDetail = {
      ...detail,
      adjustmentItems: [{ ...detail.adjustmentItems[0], reasonParams: { share: '1.25' } }],
    };
    const line = buildStatementSheet(withParams, t, 'now', 'en-US').preamble.find((l) =>
      l[0].startsWith('statements.adj.'),
    );
    expect(line).toEqual([
      'statements.adj.invalidTraffic',
      -1.5,
      'statements.adj.reason.invalidTraffic {"share":"1.25"}',
    ]);
  });

  it('escapes formulas in every cell, server names included', () => {
    const { matrix } = sheetLayout(buildStatementSheet(detail, t, 'now'));
    const cells = matrix.flat().filter((c): c is string => typeof c === 'string');
    expect(cells).toContain('\'=HYPERLINK("http://evil.test","Demo")');
    expect(cells).toContain("'+cmd|calc");
    expect(cells).toContain("'@SUM(1)");
    expect(cells.some((c) => /^[=+@]/.test(c))).toBe(false);
  });

  it("writes the preamble's amounts as money cells in the rows' format, the share as a rate (file read back)", async () => {
    const sheet = buildStatementSheet(detail, t, '2026-11-24 10:00 (Asia/Shanghai)');
    const { matrix, data, ...layout } = sheetLayout(sheet);
    const ws = XLSX.read(await toXlsx(matrix, 'S', layout), { type: 'array', cellNF: true }).Sheets.S;
    const rows = XLSX.utils.sheet_to_json<Cell[]>(ws, { header: 1, blankrows: true, defval: null });
    // The cell beside a preamble label, by the label (row r of the matrix is row r + 1 of the file).
    const beside = (label: string, col = 'B') => ws[`${col}${rows.findIndex((r) => r[0] === label) + 1}`];
    const money = moneyFormat('USD');
    expect(money).toBe('"$"#,##0.00');
    for (const [label, value] of [
      ['statements.col.gross', 150],
      ['statements.col.media', 105],
      ['statements.adj.invalidTraffic', -1.5],
      ['statements.col.payable', 103.5],
    ] as const)
      expect(beside(label)).toMatchObject({ t: 'n', v: value, z: money });
    expect(beside('statements.col.share')).toMatchObject({ t: 'n', v: 0.7, z: '0.00%' });
    // The same money format as the rows' money columns.
    const header = rows.findIndex((r) => r[0] === 'statements.col.appId');
    expect(ws[`F${header + 2}`]).toMatchObject({ t: 'n', v: 50, z: money });
    // Text stays text: the reason beside the amount, the company, the generated-at line.
    expect(beside('statements.adj.invalidTraffic', 'C')).toMatchObject({ t: 's', v: 'Invalid traffic removed' });
    expect(beside('statements.print.generatedAt').t).toBe('s');
    expect(data[0][0]).toBe('statements.col.appId');
  });
});
