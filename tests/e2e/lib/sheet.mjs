// Reading exported spreadsheets in browser tests: what XLSX.read does not
// show (the frozen pane lives in the sheet's XML, which xlsx 0.18.5 neither
// writes nor reads; src/lib/spreadsheet/pane.ts).
import XLSX from 'xlsx';

/** The XML of the first sheet of an .xlsx file. */
export function sheetXml(bytes) {
  const zip = XLSX.CFB.read(bytes, { type: 'buffer' });
  const index = zip.FullPaths.findIndex((p) => p.endsWith('/xl/worksheets/sheet1.xml'));
  return Buffer.from(zip.FileIndex[index].content).toString('utf8');
}
