/**
 * Typed access to sheetPane.js (frozen header rows; xlsx 0.18.5 writes no
 * panes): one plain-JS module that the console's export worker loads with
 * importScripts and that the page (src/lib/spreadsheet/pane.ts) and the
 * mock's scheduled files import here, so the workaround has one home.
 */
import './sheetPane.js';

type Xlsx = typeof import('xlsx');

interface SheetPane {
  /** The sheet XML with the rows above `rows` (1-based count) frozen. */
  freezeRowsXml(xml: string, rows: number): string;
  /** The .xlsx bytes with the first `rows` rows of the first sheet frozen (written again, deflated). */
  freezeRows(XLSX: Xlsx, bytes: ArrayBuffer, rows: number): ArrayBuffer;
}

const pane = (globalThis as unknown as { SheetPane: SheetPane }).SheetPane;

export const freezeRowsXml: SheetPane['freezeRowsXml'] = (xml, rows) => pane.freezeRowsXml(xml, rows);
export const freezeRows: SheetPane['freezeRows'] = (XLSX, bytes, rows) => pane.freezeRows(XLSX, bytes, rows);
