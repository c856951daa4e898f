/**
 * The rules' history as a spreadsheet (the shared report export:
 * src/lib/spreadsheet): when, who, which rule, what happened and what
 * changed. Names and values are server data: the shared layout escapes
 * formula-like cells.
 */
import type { ReportSheet } from '@/lib/spreadsheet/layout';
import type { BlockRuleHistoryRecord } from '@/contract/typings';
import type { Cell } from '@/utils/sheet';

type Translate = (id: string, values?: Record<string, string | number>) => string;

export interface HistoryText {
  t: Translate;
  /** A rule's value as the page shows it (category names, "#id" for a creative). */
  value: (row: BlockRuleHistoryRecord) => string;
  /** "field: from → to; …" in the user's language. */
  changes: (row: BlockRuleHistoryRecord) => string;
  /** A time as the page shows it. */
  time: (iso: string) => string;
}

export function buildHistorySheet(
  rows: BlockRuleHistoryRecord[],
  text: HistoryText,
  generatedAt: string,
): ReportSheet<BlockRuleHistoryRecord> {
  const { t } = text;
  const cell = (v: Cell) => v;
  return {
    fileName: `blocking_rules_history_${generatedAt.slice(0, 10)}`,
    sheetName: t('blocking.tab.history'),
    title: t('blocking.history.exportTitle'),
    preamble: [[t('blocking.history.generatedAt'), generatedAt]],
    columns: [
      { key: 'at', kind: 'text', title: t('blocking.history.at'), value: (r) => cell(text.time(r.at)) },
      { key: 'actor', kind: 'text', title: t('blocking.history.actor') },
      {
        key: 'ruleId',
        kind: 'id',
        title: t('blocking.history.rule'),
        // A change of the blocked-by-default list has no rule number: its name stands in.
        value: (r) => r.ruleId ?? t('blocking.history.defaultList'),
      },
      { key: 'kind', kind: 'text', title: t('blocking.field.kind'), value: (r) => t(`blocking.kind.${r.kind}`) },
      { key: 'value', kind: 'text', title: t('blocking.field.value'), value: (r) => text.value(r) },
      {
        key: 'action',
        kind: 'text',
        title: t('blocking.history.action'),
        value: (r) => t(`blocking.action.${r.action}`),
      },
      { key: 'changes', kind: 'text', title: t('blocking.history.changes'), value: (r) => text.changes(r) },
    ],
    rows,
  };
}
