/**
 * The ad positions an import created, as a spreadsheet for the developers:
 * the file row each came from, its name and type, and the IDs the SDK needs.
 */
import type { ReportSheet } from '@/lib/spreadsheet/layout';
import type { TrafficText } from '@/features/traffic/useTrafficText';
import type { ImportCreated } from '@/contract/typings';

export function createdSheet(
  created: ImportCreated[],
  text: TrafficText,
  meta: { fileName: string; importedAt: string },
): ReportSheet<ImportCreated> {
  const { t } = text;
  return {
    fileName: 'created-ad-positions',
    sheetName: t('spreadsheet.created.title'),
    title: t('spreadsheet.created.sheetTitle', { name: meta.fileName }),
    preamble: [
      [t('spreadsheet.created.importedAt'), meta.importedAt],
      [t('spreadsheet.created.count'), created.length],
    ],
    columns: [
      { key: 'row', title: t('spreadsheet.result.row'), kind: 'integer' },
      { key: 'name', title: t('adPosition.field.name'), kind: 'text' },
      { key: 'adType', title: t('adPosition.field.adType'), kind: 'text', value: (r) => text.adType(r.adType) },
      { key: 'appId', title: t('adPosition.integration.appId'), kind: 'id' },
      { key: 'id', title: t('adPosition.integration.adPositionId'), kind: 'id' },
      { key: 'unitId', title: t('adPosition.integration.unitId'), kind: 'text' },
    ],
    rows: created,
  };
}

/** Tab-separated, header first: pastes into a spreadsheet or a ticket as a table. */
export function createdAsText(created: ImportCreated[], text: TrafficText): string {
  const { t } = text;
  const header = [
    t('adPosition.field.name'),
    t('adPosition.field.adType'),
    t('adPosition.integration.appId'),
    t('adPosition.integration.adPositionId'),
    t('adPosition.integration.unitId'),
  ];
  // A name is server text: a tab or line break in it would shift the columns.
  const cell = (v: string | number) => String(v).replace(/[\t\r\n]+/g, ' ');
  const lines = created.map((c) => [c.name, text.adType(c.adType), c.appId, c.id, c.unitId].map(cell).join('\t'));
  return [header.join('\t'), ...lines].join('\n');
}
