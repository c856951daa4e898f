/* eslint-env worker */
/**
 * Frozen panes for an .xlsx file. The community edition of xlsx (0.18.5)
 * writes `<sheetView workbookViewId="0"/>` and nothing for `!freeze`, so
 * the written zip is opened with xlsx's own zip reader (XLSX.CFB), the
 * first sheet's sheetView gets a frozen pane below the header, and the zip
 * is written again. Written uncompressed first, the file is deflated once.
 *
 * Plain, import-free JavaScript in one place for both callers: the export
 * worker loads it with importScripts (an asset, like sheet.worker.js: the
 * round trip of a year of rows takes some 400 ms, off the main thread),
 * and pane.ts imports it for the main-thread fallback and the tests. It
 * defines self.SheetPane. If a later xlsx writes panes itself, it goes.
 */
(function (root) {
  const SHEET_PATH = /(^|\/)xl\/worksheets\/sheet1\.xml$/;

  /** The sheet XML with the rows above `rows` (1-based count) frozen. */
  function freezeRowsXml(xml, rows) {
    if (!(rows > 0)) return xml;
    const cell = 'A' + (rows + 1);
    const pane =
      '<pane ySplit="' +
      rows +
      '" topLeftCell="' +
      cell +
      '" activePane="bottomLeft" state="frozen"/>' +
      '<selection pane="bottomLeft" activeCell="' +
      cell +
      '" sqref="' +
      cell +
      '"/>';
    // Either form the writer may use: self-closing, or with content (which a pane must precede).
    if (/<sheetView\b[^>]*\/>/.test(xml))
      return xml.replace(/<sheetView\b([^>]*)\/>/, '<sheetView$1>' + pane + '</sheetView>');
    return xml.replace(/<sheetView\b([^>]*)>/, '<sheetView$1>' + pane);
  }

  /** The .xlsx bytes (an ArrayBuffer) with the first `rows` rows of the first sheet frozen, deflated. */
  function freezeRows(XLSX, bytes, rows) {
    const zip = XLSX.CFB.read(new Uint8Array(bytes), { type: 'array' });
    const index = zip.FullPaths.findIndex(function (p) {
      return SHEET_PATH.test(p);
    });
    const entry = index >= 0 ? zip.FileIndex[index] : undefined;
    if (entry && entry.content) {
      const xml = new TextDecoder().decode(entry.content);
      const frozen = freezeRowsXml(xml, rows);
      if (frozen !== xml) {
        entry.content = new TextEncoder().encode(frozen);
        entry.size = entry.content.length;
      }
    }
    const out = XLSX.CFB.write(zip, { fileType: 'zip', type: 'array', compression: true });
    return out instanceof ArrayBuffer ? out : new Uint8Array(out).buffer;
  }

  root.SheetPane = { freezeRowsXml: freezeRowsXml, freezeRows: freezeRows };
})(typeof self !== 'undefined' ? self : globalThis);
