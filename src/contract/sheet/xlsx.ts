/**
 * The .xlsx of a laid-out sheet, written the same way for the console's
 * export (main-thread fallback; its worker, src/lib/spreadsheet/sheet.worker.js,
 * does the same and a unit test holds the two to the same cells) and for the
 * mock's scheduled files: number formats and Excel dates below the header,
 * column widths, the autofilter, then the frozen header (pane.ts). The xlsx
 * library is handed in, so this module imports none of it: the console loads
 * it lazily, the mock at start.
 */
import { excelDay, safeSheetName, type Cell, type XlsxLayout } from './cells';
import { freezeRows } from './pane';

type Xlsx = typeof import('xlsx');

/** The workbook bytes without the frozen header (the console's fallback freezes after, as the worker does). */
export function writeXlsxUnfrozen(
  XLSX: Xlsx,
  matrix: Cell[][],
  sheetName = 'Sheet1',
  layout?: XlsxLayout,
): ArrayBuffer {
  const ws = XLSX.utils.aoa_to_sheet(matrix);
  if (layout) {
    for (let r = layout.headerRow + 1; r < matrix.length; r += 1) {
      layout.numberFormats.forEach((z, c) => {
        const cell = ws[XLSX.utils.encode_cell({ r, c })] as { t: string; v: unknown; z?: string } | undefined;
        if (!cell || !z) return;
        const day = layout.dateColumns[c] ? excelDay(cell.v as Cell) : null;
        if (day !== null) Object.assign(cell, { t: 'n', v: day, z });
        else if (cell.t === 'n') cell.z = z;
      });
    }
    for (const { r, c, z } of layout.cellFormats ?? []) {
      const cell = ws[XLSX.utils.encode_cell({ r, c })] as { t: string; z?: string } | undefined;
      if (cell?.t === 'n') cell.z = z;
    }
    ws['!cols'] = layout.widths.map((wch) => ({ wch }));
    ws['!autofilter'] = { ref: layout.autofilter };
  }
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, ws, safeSheetName(sheetName));
  const out = XLSX.write(wb, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer | Uint8Array;
  return out instanceof ArrayBuffer ? out : new Uint8Array(out).buffer;
}

/** The finished .xlsx: formats, widths, autofilter and the preamble and header frozen. */
export function writeXlsx(XLSX: Xlsx, matrix: Cell[][], sheetName: string, layout: XlsxLayout): ArrayBuffer {
  return freezeRows(XLSX, writeXlsxUnfrozen(XLSX, matrix, sheetName, layout), layout.headerRow + 1);
}
