/**
 * A month's statement as a spreadsheet, through the shared report export
 * (src/lib/spreadsheet/: formats, widths, frozen header, formula
 * escaping of every cell, server names included): a preamble that reads
 * like the statement (company, period, billing time zone, status, gross,
 * share, each adjustment as a number with its reason in the next column,
 * so the amounts can be summed; payable), then one row per ad position with
 * a totals row. Reasons in the user's language (adjustmentReason.ts). The
 * preamble's amounts are money cells in the rows' number format, its share a
 * rate (preambleKinds), so they read and sum like the rows.
 */
import type { ColumnKind, ReportColumn, ReportSheet } from '@/lib/spreadsheet/layout';
import type { MonthBillDetail, MonthBillPositionLine } from '@/contract/typings';
import type { Cell } from '@/utils/sheet';
import { adjustmentReason } from './adjustmentReason';

type Translate = (id: string, values?: Record<string, string | number>) => string;

export function buildStatementSheet(
  d: MonthBillDetail,
  t: Translate,
  generatedAt: string,
  locale?: string,
): ReportSheet<MonthBillPositionLine> {
  const b = d.bill;
  // Each line with the kind of its number cells: the amounts are money cells in the rows' format, the share a rate.
  const lines: [[string, ...Cell[]], ColumnKind | null][] = [
    [[t('statements.print.company'), d.company], null],
    [[t('statements.print.period'), `${d.startDate} – ${d.endDate}`], null],
    [[t('statements.print.timeZone'), d.billingTimeZone], null],
    [[t('statements.col.status'), t(`statements.status.${b.status}`)], null],
    [[t('statements.print.currency'), b.currency], null],
    [[t('statements.col.gross'), b.grossRevenue], 'money'],
    [[t('statements.col.share'), b.mediaShareRate], 'rate'],
    [[t('statements.col.media'), b.mediaRevenue], 'money'],
    ...d.adjustmentItems.map<[[string, Cell, Cell], ColumnKind]>((a) => [
      [t(`statements.adj.${a.kind}`), a.amount, adjustmentReason(a, t, locale)],
      'money',
    ]),
    [[t('statements.col.payable'), b.payable], 'money'],
    [[t('statements.print.generatedAt'), generatedAt], null],
  ];
  const preamble = lines.map(([line]) => line);
  const preambleKinds = lines.map(([, kind]) => kind);
  const columns: ReportColumn<MonthBillPositionLine>[] = [
    { key: 'appId', kind: 'id', title: t('statements.col.appId') },
    { key: 'appName', kind: 'text', title: t('statements.col.app') },
    { key: 'adPositionId', kind: 'id', title: t('statements.col.positionId') },
    { key: 'adPositionName', kind: 'text', title: t('statements.col.position') },
    { key: 'impressions', kind: 'integer', title: t('statements.col.impressions') },
    { key: 'grossRevenue', kind: 'money', title: t('statements.col.gross') },
    { key: 'mediaRevenue', kind: 'money', title: t('statements.col.media') },
  ];
  const sum = (f: (l: MonthBillPositionLine) => number) =>
    Number(d.byAdPosition.reduce((s, l) => s + f(l), 0).toFixed(2));
  return {
    fileName: `statement_${b.month}`,
    sheetName: b.month,
    title: t('statements.print.title', { month: b.month }),
    preamble,
    preambleKinds,
    columns,
    rows: d.byAdPosition,
    totals: [
      t('statements.print.total'),
      null,
      null,
      null,
      sum((l) => l.impressions),
      sum((l) => l.grossRevenue),
      sum((l) => l.mediaRevenue),
    ],
    currency: b.currency,
  };
}
