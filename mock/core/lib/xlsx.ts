/**
 * SheetJS for the mock (ad positions' spreadsheet import, report files), loaded on the first call that needs it,
 * not with the mock: its code-page tables take about 150 ms to build, and every jest file that starts a mock
 * paid them though few read or write a spreadsheet (issue 30). The mock runs as CommonJS everywhere (umi's dev
 * server, scripts/mock-bundle.mjs, jest), so a require is at hand.
 */
import type * as Xlsx from 'xlsx';

let loaded: typeof Xlsx | undefined;

export function xlsx(): typeof Xlsx {
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  loaded ??= require('xlsx') as typeof Xlsx;
  return loaded;
}
