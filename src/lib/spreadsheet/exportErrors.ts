/**
 * How an export ends early, apart from the code that throws it: useExport tells them apart on every page, and the
 * file writer and the row reader need not be in a page's first load for it.
 */

/** The user cancelled while the rows were read or the file written. */
export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}

/** More rows than one export may hold; useExport says so with the shared message. */
export class TooManyRows extends Error {
  constructor(readonly rows: number) {
    super(`${rows} rows`);
    this.name = 'TooManyRows';
  }
}
