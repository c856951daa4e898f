/**
 * The audit report's export: the table on screen (by day, by app or by
 * reviewer) with a preamble (the report's name, then label | value rows:
 * period, time zone, app filter, generated at), and a totals line. Values
 * stay numbers, dates ISO days; the shared layout
 * (src/lib/spreadsheet/layout.ts) gives them their formats, as for the
 * settlement report, and escapes names (server data) against formulas.
 */
import type { ColumnKind, ReportColumn, ReportSheet } from '@/lib/spreadsheet/layout';
import type { AuditReport } from '@/contract/typings';
import type { Cell } from '@/utils/sheet';
import { formatDuration, formatInteger, formatMoney, formatPercent } from '@/utils/format';
import { DELIVERY_CURRENCY } from '@/contract/values';

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
  /** When the file was made, formatted for people (time zone named). */
  generatedAt: string;
  /** The language of the durations, counts and shares in the preamble (default: the console's). */
  locale?: string;
}

export type AuditSheet = ReportSheet<DayRow> | ReportSheet<AppRow> | ReportSheet<ReviewerRow>;

/**
 * The figures above the tables on screen, as label | value lines of the
 * preamble: time to review, the top rejection reasons and the effect of
 * blocking. Words and units as the page shows them; a reason is server text
 * and leads its cell, so the shared escape applies to it.
 */
function qualityLines(report: AuditReport, t: Translate, locale?: string): [string, Cell][] {
  const { timeToReview: ttr, rejectReasons, blocking } = report;
  const share = (x: number) => formatPercent(x, 1, locale);
  const reasons: [string, Cell][] = rejectReasons.length
    ? rejectReasons.map((r, i) => [
        t('auditReport.export.reason', { rank: i + 1 }),
        `${r.reason}: ${t('auditReport.quality.reasonCount', { count: formatInteger(r.count, locale), share: share(r.share) })}`,
      ])
    : [[t('auditReport.quality.reasons'), t('auditReport.quality.reasonsEmpty')]];
  return [
    [t('auditReport.export.ttrMedian'), formatDuration(ttr.medianSec, locale)],
    [t('auditReport.export.ttrP90'), formatDuration(ttr.p90Sec, locale)],
    [t('auditReport.export.reviewed'), ttr.reviewed],
    ...reasons,
    [t('auditReport.export.blocked'), blocking.blocked],
    [
      t('auditReport.export.blockedImpressions'),
      `${formatInteger(blocking.impressions, locale)} (${share(blocking.impressionsShare)})`,
    ],
    [
      t('auditReport.export.blockedRevenue'),
      `${formatMoney(blocking.revenue, DELIVERY_CURRENCY, locale)} (${share(blocking.revenueShare)})`,
    ],
  ];
}

export function buildAuditSheet({ report, view, t, appNames, generatedAt, locale }: Options): AuditSheet {
  const { totals } = report;
  const base = {
    fileName: `audit_report_${view}_${report.startDate}_${report.endDate}`,
    sheetName: t(`auditReport.view.${view}`),
    title: t('auditReport.title'),
    preamble: [
      [t('auditReport.export.period'), `${report.startDate} – ${report.endDate}`],
      [t('auditReport.export.timeZone'), report.timeZone],
      [t('auditReport.export.apps'), appNames.length ? appNames.join(', ') : t('auditReport.filter.allApps')],
      [t('auditReport.export.generatedAt'), generatedAt],
      ...qualityLines(report, t, locale),
    ] as [string, Cell][],
  };
  // One column: a row key, its kind and a locale key for the title, optionally a computed value.
  const col = <Row>(key: string, kind: ColumnKind, title: string, value?: (row: Row) => Cell): ReportColumn<Row> => ({
    key,
    kind,
    title: t(title),
    value,
  });

  // The count columns share their key with their title's locale key (auditReport.col.<key>).
  const counts = <Row>(...keys: ('submitted' | 'approved' | 'rejected' | 'pending')[]) =>
    keys.map((key) => col<Row>(key, 'integer', `auditReport.col.${key}`));
  const sum = <Row extends Record<'approved' | 'rejected', number>>(rows: Row[], k: keyof Row & string) =>
    rows.reduce((acc, r) => acc + (r[k] as number), 0);

  if (view === 'day') {
    const day: ReportSheet<DayRow> = {
      ...base,
      columns: [
        col('date', 'date', 'auditReport.col.date'),
        ...counts<DayRow>('submitted', 'approved', 'rejected', 'pending'),
      ],
      rows: report.days,
      totals: [t('auditReport.col.total'), totals.submitted, totals.approved, totals.rejected, totals.pending],
    };
    return day;
  }
  if (view === 'app') {
    const [approved, rejected, pending] = (['approved', 'rejected', 'pending'] as const).map((k) =>
      sum(report.byApp, k),
    );
    const app: ReportSheet<AppRow> = {
      ...base,
      columns: [
        col('appId', 'id', 'auditReport.col.appId'),
        col('appName', 'text', 'auditReport.col.app'),
        ...counts<AppRow>('approved', 'rejected', 'pending'),
        col('rate', 'rate', 'auditReport.col.approvalRate', (r: AppRow) => rate(r.approved, r.rejected)),
      ],
      rows: report.byApp,
      totals: [t('auditReport.col.total'), null, approved, rejected, pending, rate(approved, rejected)],
    };
    return app;
  }
  const approved = sum(report.byReviewer, 'approved');
  const rejected = sum(report.byReviewer, 'rejected');
  const byReviewer: ReportSheet<ReviewerRow> = {
    ...base,
    columns: [
      col('reviewer', 'text', 'auditReport.col.reviewer'),
      ...counts<ReviewerRow>('approved', 'rejected'),
      col('decided', 'integer', 'auditReport.col.decided', (r: ReviewerRow) => r.approved + r.rejected),
      col('rate', 'rate', 'auditReport.col.approvalRate', (r: ReviewerRow) => rate(r.approved, r.rejected)),
    ],
    rows: report.byReviewer,
    totals: [t('auditReport.col.total'), approved, rejected, approved + rejected, rate(approved, rejected)],
  };
  return byReviewer;
}
