/**
 * A delivered report as a file, written by the console's own writer
 * (src/contract/sheet): the matrix kept with the run (escaped cells: a text
 * cell that a spreadsheet would run as a formula, = + - @, tab or CR, got a
 * leading apostrophe, for app and ad position names are publisher input),
 * the .csv as the page's .csv, the .xlsx with the page's number formats,
 * widths, autofilter and frozen header.
 */
import { toCsv } from '../../../../src/contract/sheet/cells';
import { writeXlsx } from '../../../../src/contract/sheet/xlsx';
import type { ReportFileRecord } from '../../state';
import type { MockResponse } from '../../types';
import { xlsx } from '../../lib/xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A file kept by an older mock (before the one writer) has no matrix: it is treated as expired. */
export function isCurrentFile(file: ReportFileRecord): boolean {
  return Array.isArray(file.matrix) && !!file.layout;
}

export function reportFileResponse(file: ReportFileRecord): MockResponse {
  const headers = { 'content-disposition': `attachment; filename="${file.fileName.replace(/[^\w.-]/g, '_')}"` };
  if (file.format === 'csv') {
    return {
      status: 200,
      headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' },
      text: toCsv(file.matrix),
    };
  }
  const bytes = new Uint8Array(writeXlsx(xlsx(), file.matrix, file.sheetName, file.layout));
  return { status: 200, headers: { ...headers, 'content-type': XLSX_TYPE }, bytes };
}
