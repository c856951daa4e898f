/**
 * Frozen panes for an .xlsx file. The community edition of xlsx (0.18.5)
 * writes `<sheetView workbookViewId="0"/>` and nothing for `!freeze`, so
 * the written zip is opened with its own CFB reader, the first sheet's
 * sheetView gets a frozen pane below the header, and the zip is written
 * again. Kept here alone so the workaround has one home and one test; if a
 * later xlsx writes panes itself, this module goes.
 */
type Xlsx = typeof import('xlsx');

const SHEET_PATH = /(^|\/)xl\/worksheets\/sheet1\.xml$/;

/** The sheet XML with the rows above `rows` (1-based count) frozen. */
export function freezeRowsXml(xml: string, rows: number): string {
  if (rows <= 0) return xml;
  const pane =
    `<pane ySplit="${rows}" topLeftCell="A${rows + 1}" activePane="bottomLeft" state="frozen"/>` +
    `<selection pane="bottomLeft" activeCell="A${rows + 1}" sqref="A${rows + 1}"/>`;
  // Either form the writer may use: self-closing, or with content (which a pane must precede).
  if (/<sheetView\b[^>]*\/>/.test(xml))
    return xml.replace(/<sheetView\b([^>]*)\/>/, `<sheetView$1>${pane}</sheetView>`);
  return xml.replace(/<sheetView\b([^>]*)>/, `<sheetView$1>${pane}`);
}

/** The .xlsx bytes with the first `rows` rows of the first sheet frozen. */
export function freezeRows(XLSX: Xlsx, bytes: ArrayBuffer, rows: number): ArrayBuffer {
  const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' });
  const index = zip.FullPaths.findIndex((p: string) => SHEET_PATH.test(p));
  const entry = index >= 0 ? zip.FileIndex[index] : undefined;
  if (!entry?.content) return bytes;
  const xml = new TextDecoder().decode(entry.content as Uint8Array);
  const frozen = freezeRowsXml(xml, rows);
  if (frozen === xml) return bytes;
  entry.content = new TextEncoder().encode(frozen) as unknown as typeof entry.content;
  entry.size = (entry.content as Uint8Array).length;
  const out = XLSX.CFB.write(zip, { fileType: 'zip', type: 'array', compression: true }) as unknown;
  return out instanceof ArrayBuffer ? out : (new Uint8Array(out as ArrayLike<number>).buffer as ArrayBuffer);
}
