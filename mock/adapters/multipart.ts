/**
 * Minimal multipart/form-data parser (RFC 7578) for the Node adapter: enough
 * for browser uploads (fields and files, no nested multiparts). Works on
 * Uint8Array so it has no Buffer dependency.
 */
import type { UploadedFile } from '../core/types';

export interface ParsedForm {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export function boundaryOf(contentType: string): string | null {
  const m = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return m ? (m[1] ?? m[2]).trim() : null;
}

function indexOf(hay: Uint8Array, needle: Uint8Array, from: number): number {
  const first = needle[0];
  outer: for (let i = from; i <= hay.length - needle.length; i++) {
    if (hay[i] !== first) continue;
    for (let j = 1; j < needle.length; j++) if (hay[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}

const enc = new TextEncoder();
const dec = new TextDecoder();

/** Returns null when the body is not well-formed multipart. */
export function parseMultipart(body: Uint8Array, boundary: string): ParsedForm | null {
  const delimiter = enc.encode(`--${boundary}`);
  const headerEnd = enc.encode('\r\n\r\n');
  const out: ParsedForm = { fields: {}, files: [] };
  let pos = indexOf(body, delimiter, 0);
  if (pos < 0) return null;
  for (;;) {
    pos += delimiter.length;
    // "--" after a delimiter closes the body.
    if (body[pos] === 0x2d && body[pos + 1] === 0x2d) return out;
    if (body[pos] === 0x0d && body[pos + 1] === 0x0a) pos += 2;
    const hEnd = indexOf(body, headerEnd, pos);
    if (hEnd < 0) return null;
    const headers = dec.decode(body.subarray(pos, hEnd));
    const dataStart = hEnd + 4;
    const next = indexOf(body, enc.encode(`\r\n--${boundary}`), dataStart);
    if (next < 0) return null;
    const data = body.slice(dataStart, next);
    const disp = /content-disposition:\s*form-data;([^\r\n]*)/i.exec(headers);
    if (disp) {
      const name = /\bname="([^"]*)"/i.exec(disp[1])?.[1] ?? '';
      const filename = /\bfilename="([^"]*)"/i.exec(disp[1])?.[1];
      const type = /content-type:\s*([^\r\n]+)/i.exec(headers)?.[1].trim() ?? 'application/octet-stream';
      if (filename !== undefined) out.files.push({ field: name, name: filename, type, data });
      else out.fields[name] = dec.decode(data);
    }
    pos = next + 2;
  }
}
