/**
 * The import template as an .xlsx written in the browser: the columns with
 * one example row per ad type (the contract's, with one of the user's apps
 * when one is known), and a second sheet that explains each column in the
 * user's language. The server's CSV template stays for machines.
 */
import { IMPORT_COLUMNS, IMPORT_EXAMPLE_APP_ID, IMPORT_EXAMPLE_ROWS } from '@/contract/importTemplate';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import { saveBlob, toWorkbook, type PlainSheet } from '@/utils/sheet';
import { MIME_TYPES } from '@/lib/spreadsheet/sheetFile';
import { columnGuide } from './columnGuide';

export const TEMPLATE_FILE_NAME = 'ad-positions-template.xlsx';

/** The template's two sheets; `appId` replaces the examples' app when given. */
export function templateSheets(text: TrafficText, appId?: number): PlainSheet[] {
  const { t } = text;
  const examples = IMPORT_EXAMPLE_ROWS.map(([, ...rest]) => [
    appId ?? IMPORT_EXAMPLE_APP_ID,
    ...rest.map((cell) => cell || null),
  ]);
  const positions = t('spreadsheet.guide.sheetPositions');
  const guide = columnGuide(text);
  return [
    {
      name: positions,
      rows: [[...IMPORT_COLUMNS], ...examples],
      widths: IMPORT_COLUMNS.map((c) => Math.max(12, c.length + 2)),
    },
    {
      name: t('spreadsheet.guide.sheetGuide'),
      rows: [
        [t('spreadsheet.guide.intro', { sheet: positions })],
        [],
        [
          t('spreadsheet.guide.column'),
          t('spreadsheet.guide.field'),
          t('spreadsheet.guide.requiredTitle'),
          t('spreadsheet.guide.allowed'),
          t('spreadsheet.guide.notes'),
        ],
        ...guide.map((g) => [g.column, g.field, g.required, g.allowed, g.note]),
      ],
      widths: [20, 28, 24, 48, 60],
    },
  ];
}

export async function downloadTemplate(text: TrafficText, appId?: number): Promise<void> {
  const bytes = await toWorkbook(templateSheets(text, appId));
  saveBlob(new Blob([bytes], { type: MIME_TYPES.xlsx }), TEMPLATE_FILE_NAME);
}
