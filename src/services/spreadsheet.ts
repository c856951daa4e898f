import { request, type CallOptions, type Envelope } from '@/request';
import type { ImportResult } from './typings';

/** Where the import template is served; a plain link, no token needed (docs/api.md). */
export const IMPORT_TEMPLATE_PATH = '/admin/tool/template.csv';

export function importTemplateUrl(): string {
  return `${typeof API_HOST === 'string' ? API_HOST : ''}${IMPORT_TEMPLATE_PATH}`;
}

/**
 * Sends one spreadsheet of ad positions to the server, which parses and
 * validates it (the console never reads the file). `post` of the request
 * layer only sends JSON, so this goes through the shared instance directly:
 * umi-request passes a FormData body through untouched and the browser sets
 * the multipart boundary. Token, language and error handling stay the
 * instance's own.
 */
export async function processExcel(file: File, isAttr: 0 | 1 = 1, options: CallOptions = {}): Promise<ImportResult> {
  const form = new FormData();
  form.append('file', file, file.name);
  form.append('isAttr', String(isAttr));
  const env = (await request.post('/admin/tool/processExcel', { ...options, data: form })) as Envelope<ImportResult>;
  return env.result as ImportResult;
}
