/**
 * The audit report's export: the table on screen (by day, by app or by
 * reviewer) with a preamble naming the report, its period, time zone and
 * app filter, and a totals line. Values stay numbers; dates stay ISO days;
 * names (server data) are escaped against formulas by src/utils/sheet.
 */
import type { AuditReport } from '@/services/typings';
import type { Cell, SheetColumn, SheetSpec } from '@/utils/sheet';

export type AuditView = 'day' | 'app' | 'reviewer';
export const AUDIT_VIEWS: readonly AuditView[] = ['day', 'app', 'reviewer'];

type Translate = (id: string, values?: Record<string, string | number>) => string;

export type DayRow = AuditReport['days'][number];
export type AppRow = AuditReport['byApp'][number];
export type ReviewerRow = AuditReport['byReviewer'][number];

/** Share of decisions that approved, or null without decisions. */
export function approvalRate(approved: number, rejected: number): number | null {
  const decided = approved + rejected;
  return decided > 0 ? approved / decided : null;
}

function rate(approved: number, rejected: number): Cell {
  const r = approvalRate(approved, rejected);
  return r === null ? null : Number(r.toFixed(4));
}

interface Options {
  report: AuditReport;
  view: AuditView;
  t: Translate;
  /** Names of the filtered apps; empty = all apps. */
  appNames: string[];
}

export type AuditSheet = SheetSpec<DayRow> | SheetSpec<AppRow> | SheetSpec<ReviewerRow>;

export function buildAuditSheet({ report, view, t, appNames }: Options): AuditSheet {
  const { totals } = report;
  const preamble: Cell[][] = [
    [t('auditReport.title')],
    [t('auditReport.export.period', { start: report.startDate, end: report.endDate })],
    [t('auditReport.export.timeZone', { timeZone: report.timeZone })],
    [t('auditReport.export.apps', { apps: appNames.length ? appNames.join(', ') : t('auditReport.filter.allApps') })],
    [],
  ];
  const fileName = `audit_report_${view}_${report.startDate}_${report.endDate}`;
  const sheetName = t(`auditReport.view.${view}`);
  // One column: a row key and a locale key for the title, optionally a computed value.
  const col = <Row>(key: string, title: string, value?: (row: Row) => Cell): SheetColumn<Row> => ({
    key,
    title: t(title),
    value,
  });

  if (view === 'day') {
    const day: SheetSpec<DayRow> = {
      fileName,
      sheetName,
      preamble,
      columns: [
        col('date', 'auditReport.col.date'),
        col('submitted', 'auditReport.col.submitted'),
        col('approved', 'auditReport.col.approved'),
        col('rejected', 'auditReport.col.rejected'),
        col('pending', 'auditReport.col.pending'),
      ],
      rows: report.days,
      footer: [[t('auditReport.col.total'), totals.submitted, totals.approved, totals.rejected, totals.pending]],
    };
    return day;
  }
  if (view === 'app') {
    const sum = (k: 'approved' | 'rejected' | 'pending') => report.byApp.reduce((acc, r) => acc + r[k], 0);
    const app: SheetSpec<AppRow> = {
      fileName,
      sheetName,
      preamble,
      columns: [
        col('appId', 'auditReport.col.appId'),
        col('appName', 'auditReport.col.app'),
        col('approved', 'auditReport.col.approved'),
        col('rejected', 'auditReport.col.rejected'),
        col('pending', 'auditReport.col.pending'),
        col('rate', 'auditReport.col.approvalRate', (r: AppRow) => rate(r.approved, r.rejected)),
      ],
      rows: report.byApp,
      footer: [
        [
          t('auditReport.col.total'),
          null,
          sum('approved'),
          sum('rejected'),
          sum('pending'),
          rate(sum('approved'), sum('rejected')),
        ],
      ],
    };
    return app;
  }
  const approved = report.byReviewer.reduce((acc, r) => acc + r.approved, 0);
  const rejected = report.byReviewer.reduce((acc, r) => acc + r.rejected, 0);
  const byReviewer: SheetSpec<ReviewerRow> = {
    fileName,
    sheetName,
    preamble,
    columns: [
      col('reviewer', 'auditReport.col.reviewer'),
      col('approved', 'auditReport.col.approved'),
      col('rejected', 'auditReport.col.rejected'),
      col('decided', 'auditReport.col.decided', (r: ReviewerRow) => r.approved + r.rejected),
      col('rate', 'auditReport.col.approvalRate', (r: ReviewerRow) => rate(r.approved, r.rejected)),
    ],
    rows: report.byReviewer,
    footer: [[t('auditReport.col.total'), approved, rejected, approved + rejected, rate(approved, rejected)]],
  };
  return byReviewer;
}
