import { request, type CallOptions, type Envelope } from '@/request';
import { resultOf } from './result';
import type { ImportResult } from '@/contract/typings';

/** Where the import template is served; a plain link, no token needed (docs/api.md). */
export const IMPORT_TEMPLATE_PATH = '/admin/tool/template.csv';
const PROCESS_PATH = '/admin/tool/processExcel';

export function importTemplateUrl(): string {
  return `${typeof API_HOST === 'string' ? API_HOST : ''}${IMPORT_TEMPLATE_PATH}`;
}

/**
 * Sends one spreadsheet of ad positions to the server, which parses and
 * validates it (the console never reads the file). `post` of the request
 * layer only sends JSON, so this goes through the shared instance directly:
 * umi-request passes a FormData body through untouched and the browser sets
 * the multipart boundary. Token, language and error handling stay the
 * instance's own; the result is checked like every other (resultOf).
 */
export async function processExcel(
  file: File,
  isAttr: 0 | 1 = 1,
  options: CallOptions = {},
  checkOnly = false,
): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('isAttr', String(isAttr));
  // Extension: validate every row, create nothing.
  if (checkOnly) form.append('checkOnly', '1');
  // The dialog's result view says what was imported: no toast as well (success is said once).
  const env: Envelope<ImportResult> = await request.post(PROCESS_PATH, { noSuccessMsg: true, ...options, data: form });
  return resultOf(env, PROCESS_PATH);
}
