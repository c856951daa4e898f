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
    [[t('payments.print.company'), d.company], null],
    [[t('payments.print.period'), `${d.startDate} – ${d.endDate}`], null],
    [[t('payments.print.timeZone'), d.billingTimeZone], null],
    [[t('payments.col.status'), t(`payments.status.${b.status}`)], null],
    [[t('payments.print.currency'), b.currency], null],
    [[t('payments.col.gross'), b.grossRevenue], 'money'],
    [[t('payments.col.share'), b.mediaShareRate], 'rate'],
    [[t('payments.col.media'), b.mediaRevenue], 'money'],
    ...d.adjustmentItems.map<[[string, Cell, Cell], ColumnKind]>((a) => [
      [t(`payments.adj.${a.kind}`), a.amount, adjustmentReason(a, t, locale)],
      'money',
    ]),
    [[t('payments.col.payable'), b.payable], 'money'],
    [[t('payments.print.generatedAt'), generatedAt], null],
  ];
  const preamble = lines.map(([line]) => line);
  const preambleKinds = lines.map(([, kind]) => kind);
  const columns: ReportColumn<MonthBillPositionLine>[] = [
    { key: 'appId', kind: 'id', title: t('payments.col.appId') },
    { key: 'appName', kind: 'text', title: t('payments.col.app') },
    { key: 'adPositionId', kind: 'id', title: t('payments.col.positionId') },
    { key: 'adPositionName', kind: 'text', title: t('payments.col.position') },
    { key: 'impressions', kind: 'integer', title: t('payments.col.impressions') },
    { key: 'grossRevenue', kind: 'money', title: t('payments.col.gross') },
    { key: 'mediaRevenue', kind: 'money', title: t('payments.col.media') },
  ];
  const sum = (f: (l: MonthBillPositionLine) => number) =>
    Number(d.byAdPosition.reduce((s, l) => s + f(l), 0).toFixed(2));
  return {
    fileName: `statement_${b.month}`,
    sheetName: b.month,
    title: t('payments.print.title', { month: b.month }),
    preamble,
    preambleKinds,
    columns,
    rows: d.byAdPosition,
    totals: [
      t('payments.print.total'),
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
