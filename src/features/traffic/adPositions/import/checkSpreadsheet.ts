/**
 * What the console checks before sending a spreadsheet to
 * /admin/tool/processExcel: the extension, that the file is not empty and
 * that it fits the server's 10 MB limit. The content is never read here; the
 * server parses it.
 */
import { LIMITS } from '@/contract/limits';

export const MAX_IMPORT_BYTES = LIMITS.importFileBytes;
export const IMPORT_EXTENSIONS = ['.xlsx', '.xls', '.csv'] as const;
/** For the file picker's `accept`. */
export const IMPORT_ACCEPT = IMPORT_EXTENSIONS.join(',');

export type SpreadsheetProblem = 'missing' | 'type' | 'empty' | 'tooLarge';

export interface PickedFile {
  name: string;
  size: number;
}

export function extensionOf(name: string): string {
  const m = /(\.[^./\\]+)$/.exec(name.trim());
  return m ? m[1].toLowerCase() : '';
}

/** The first problem with the file, or null when it may be sent. */
export function checkSpreadsheet(file: PickedFile | null | undefined): SpreadsheetProblem | null {
  if (!file) return 'missing';
  if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name))) return 'type';
  if (file.size <= 0) return 'empty';
  if (file.size > MAX_IMPORT_BYTES) return 'tooLarge';
  return null;
}

/** Only the first chosen file is ever sent (SPEC.md section 5). */
export function firstFile<T>(files: ArrayLike<T> | null | undefined): T | null {
  return files && files.length > 0 ? files[0] : null;
}
