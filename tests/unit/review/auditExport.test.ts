/** @jest-environment node */
import { approvalRate, buildAuditSheet, type AuditView } from '@/features/review/auditReport/exportSheet';
import type { AuditReport } from '@/contract/typings';
import { sheetLayout } from '@/lib/spreadsheet/layout';
import { toCsv } from '@/utils/sheet';
import en from '@/locales/en-US/review';
import common from '@/locales/en-US/common';

const MESSAGES: Record<string, string> = { ...common, ...en };
/** The English texts with ICU placeholders filled, as intl would. */
function t(id: string, values: Record<string, string | number> = {}): string {
  const text = MESSAGES[id];
  if (text === undefined) throw new Error(`missing message ${id}`);
  return text.replace(/\{(\w+)\}/g, (_m, k: string) => String(values[k]));
}

const REPORT: AuditReport = {
  startDate: '2026-03-01',
  endDate: '2026-03-03',
  timeZone: 'Asia/Shanghai',
  totals: { approved: 9, rejected: 3, pending: 2, submitted: 15 },
  days: [
    { date: '2026-03-01', submitted: 5, approved: 4, rejected: 1, pending: 0 },
    { date: '2026-03-02', submitted: 6, approved: 3, rejected: 2, pending: 1 },
    { date: '2026-03-03', submitted: 4, approved: 2, rejected: 0, pending: 1 },
  ],
  byApp: [
    { appId: 1007, appName: 'Tap & Match <b>Puzzle</b>', approved: 6, rejected: 2, pending: 1 },
    { appId: 1099, appName: '=HYPERLINK("http://evil.example","x")', approved: 3, rejected: 1, pending: 1 },
  ],
  byReviewer: [
    { reviewer: 'demo', approved: 5, rejected: 1 },
    { reviewer: '@ops01', approved: 4, rejected: 2 },
  ],
  timeToReview: { reviewed: 12, medianSec: 5400, p90Sec: 86400 },
  rejectReasons: [
    { reason: 'Low image quality', count: 3, share: 0.75 },
    { reason: '=HYPERLINK("http://evil.example")', count: 1, share: 0.25 },
  ],
  blocking: { blocked: 4, impressions: 12345, revenue: 67.5, impressionsShare: 0.123, revenueShare: 0.0456 },
};

const GENERATED = '03/15/2026, 12:00 (Asia/Shanghai)';
/** The header's row: the title, 4 report lines, 8 quality lines (2 reasons), a blank line. */
const HEADER = 14;

function layout(view: AuditView, appNames: string[] = []) {
  const sheet = buildAuditSheet({ report: REPORT, view, t, appNames, generatedAt: GENERATED, locale: 'en-US' });
  return sheetLayout(sheet as Parameters<typeof sheetLayout>[0]);
}

function matrix(view: AuditView, appNames: string[] = []) {
  return layout(view, appNames).matrix;
}

describe('audit report export rows', () => {
  it('by day: preamble, header, one row per day (ISO dates, numbers), totals line', () => {
    expect(matrix('day')).toEqual([
      ['Audit report'],
      ['Period', '2026-03-01 – 2026-03-03'],
      ['Time zone', 'Asia/Shanghai'],
      ['Apps', 'All apps'],
      ['Generated at', GENERATED],
      // The figures above the tables on screen: time to review, top rejection reasons (server text, escaped),
      // the effect of blocking.
      ['Time to review, median', '1 hr 30 min'],
      ['Time to review, 90th percentile', '1 day'],
      ['Creatives reviewed (first decisions)', 12],
      ['Rejection reason 1', 'Low image quality: 3 (75.0%)'],
      ['Rejection reason 2', `'=HYPERLINK("http://evil.example"): 1 (25.0%)`],
      ['Creatives blocked', 4],
      ['Impressions of blocked creatives (30 days)', '12,345 (12.3%)'],
      ['Revenue of blocked creatives (30 days)', '$67.50 (4.6%)'],
      [],
      ['Date', 'Submitted', 'Approved', 'Rejected', 'Still pending'],
      ['2026-03-01', 5, 4, 1, 0],
      ['2026-03-02', 6, 3, 2, 1],
      ['2026-03-03', 4, 2, 0, 1],
      ['Total', 15, 9, 3, 2],
    ]);
  });

  it('by app: names as text, formula-looking names escaped, approval rate as a fraction, totals', () => {
    const m = matrix('app', ['Tap & Match <b>Puzzle</b>']);
    expect(m[3]).toEqual(['Apps', 'Tap & Match <b>Puzzle</b>']);
    expect(m.slice(HEADER)).toEqual([
      ['App ID', 'App', 'Approved', 'Rejected', 'Still pending', 'Approval rate'],
      [1007, 'Tap & Match <b>Puzzle</b>', 6, 2, 1, 0.75],
      [1099, `'=HYPERLINK("http://evil.example","x")`, 3, 1, 1, 0.75],
      ['Total', null, 9, 3, 2, 0.75],
    ]);
  });

  it('by reviewer: reviews counted and the approval rate rounded to 4 decimals', () => {
    expect(matrix('reviewer').slice(HEADER)).toEqual([
      ['Reviewer', 'Approved', 'Rejected', 'Reviews', 'Approval rate'],
      ['demo', 5, 1, 6, 0.8333],
      ["'@ops01", 4, 2, 6, 0.6667],
      ['Total', 9, 3, 12, 0.75],
    ]);
  });

  it('names the file after the view and the period', () => {
    expect(buildAuditSheet({ report: REPORT, view: 'reviewer', t, appNames: [], generatedAt: '' }).fileName).toBe(
      'audit_report_reviewer_2026-03-01_2026-03-03',
    );
  });

  it('writes CSV that a spreadsheet reads back row by row', () => {
    const csv = toCsv(matrix('app'));
    const lines = csv
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[HEADER + 1]).toBe('1007,Tap & Match <b>Puzzle</b>,6,2,1,0.75');
    expect(lines[HEADER + 2]).toBe(`1099,"'=HYPERLINK(""http://evil.example"",""x"")",3,1,1,0.75`);
  });

  it('lays the sheet out as the settlement export does: formats by column, filter over the data, data-only rows', () => {
    const day = layout('day');
    expect(day.headerRow).toBe(HEADER);
    expect(day.dateColumns).toEqual([true, false, false, false, false]);
    expect(day.numberFormats).toEqual(['yyyy-mm-dd', '#,##0', '#,##0', '#,##0', '#,##0']);
    expect(day.autofilter).toBe('A15:E18');
    const app = layout('app');
    expect(app.numberFormats).toEqual(['0', null, '#,##0', '#,##0', '#,##0', '0.00%']);
    // The width of the longest name (escaped), not of the title.
    expect(app.widths[1]).toBe(`'=HYPERLINK("http://evil.example","x")`.length + 2);
    expect(app.data).toEqual(app.matrix.slice(HEADER, HEADER + 3));
    expect(app.data[0][0]).toBe('App ID');
  });

  it('says so when the range has no rejection', () => {
    const sheet = buildAuditSheet({
      report: { ...REPORT, rejectReasons: [] },
      view: 'day',
      t,
      appNames: [],
      generatedAt: GENERATED,
      locale: 'en-US',
    });
    expect(sheet.preamble).toContainEqual(['Top rejection reasons', 'No rejections in this range']);
    expect(sheet.preamble.some(([label]) => label.startsWith('Rejection reason'))).toBe(false);
  });

  it('has no approval rate without decisions', () => {
    expect(approvalRate(0, 0)).toBeNull();
    expect(approvalRate(3, 1)).toBe(0.75);
  });
});
