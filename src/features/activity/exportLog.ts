/**
 * The filtered log as a spreadsheet (the shared report export: src/lib/spreadsheet): every page of the
 * list call with the page's filters (readAllPages, refused above the one row limit of every export).
 * Names, targets and places are server text: the shared layout escapes formula-like cells (= + - @).
 */
import type { ReportSheet } from '@/lib/spreadsheet/layout';
import type { ActivityEntry } from '@/contract/typings';
import type { ActivityText } from './text';

export interface LogSheetContext {
  text: ActivityText;
  /** A time as the page shows it, zone named. */
  time: (iso: string) => string;
  /** The filters in words, for the preamble. */
  filters: [string, string][];
  generatedAt: string;
}

export function buildLogSheet(rows: ActivityEntry[], ctx: LogSheetContext): ReportSheet<ActivityEntry> {
  const { t } = ctx.text;
  return {
    fileName: `activity_log_${ctx.generatedAt.slice(0, 10)}`,
    sheetName: t('route.activity'),
    title: t('route.activity'),
    preamble: [...ctx.filters, [t('activity.export.generatedAt'), ctx.time(ctx.generatedAt)]],
    columns: [
      { key: 'at', kind: 'text', title: t('activity.col.when'), value: (r) => ctx.time(r.at) },
      { key: 'account_name', kind: 'text', title: t('activity.col.who') },
      { key: 'kind', kind: 'text', title: t('activity.filter.kind'), value: (r) => ctx.text.kind(r.kind) },
      { key: 'what', kind: 'text', title: t('activity.col.what'), value: (r) => ctx.text.whatText(r) },
      { key: 'ip', kind: 'text', title: t('account.sessions.col.ip') },
      { key: 'place', kind: 'text', title: t('account.sessions.col.place'), value: (r) => ctx.text.place(r) },
      { key: 'device', kind: 'text', title: t('account.sessions.col.device'), value: (r) => ctx.text.device(r) },
    ],
    rows,
  };
}
