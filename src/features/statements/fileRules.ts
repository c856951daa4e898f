/**
 * The console's own check of an invoice or dispute attachment before it is
 * sent (the server checks the same, content included): type by name and
 * MIME type, size at most STATEMENT_FILE_BYTES. Returns the locale key of
 * the problem, or null.
 */
import { STATEMENT_FILE_BYTES } from '@/contract/values';

export type FileProblem =
  'statements.file.type.pdf' | 'statements.file.type.attachment' | 'statements.file.size' | 'statements.file.empty';

const PDF = { ext: ['pdf'], mime: ['application/pdf'] };
const ATTACHMENT = { ext: ['pdf', 'png', 'jpg', 'jpeg'], mime: ['application/pdf', 'image/png', 'image/jpeg'] };

export function fileProblem(
  file: Pick<File, 'name' | 'size' | 'type'>,
  kind: 'invoice' | 'attachment',
): FileProblem | null {
  const rule = kind === 'invoice' ? PDF : ATTACHMENT;
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // Browsers leave `type` empty for some files; the extension decides then (and the server reads the content).
  if (!rule.ext.includes(ext) || (file.type !== '' && !rule.mime.includes(file.type)))
    return kind === 'invoice' ? 'statements.file.type.pdf' : 'statements.file.type.attachment';
  if (file.size === 0) return 'statements.file.empty';
  if (file.size > STATEMENT_FILE_BYTES) return 'statements.file.size';
  return null;
}

export const INVOICE_ACCEPT = '.pdf,application/pdf';
export const ATTACHMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
export const FILE_LIMIT_MB = STATEMENT_FILE_BYTES / (1024 * 1024);
