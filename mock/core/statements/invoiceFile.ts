/**
 * Extension (issue 33): the uploaded invoice can be downloaded, as uploaded (bytes and name), and replaced while
 * it is not paid. Both act on the caller's own publisher's month (there is no invoice id to guess: another
 * account's invoice cannot be named). Download needs the statements view and, since an invoice covers every app
 * of the account, a data scope of every app or MonthBillManage (who uploads it); replace needs MonthBillManage.
 */
import type { RouteDef } from '../context';
import { httpError } from '../lib/envelope';
import { fromBase64 } from '../lib/base64';
import { billingOf } from './rules/billing';
import { detailOf, invoiceUploadOf, mayDownloadInvoice, recordOf, wantedMonth } from './rules/months';

/** A seeded invoice was never uploaded: a one-page sample PDF naming it stands in for the file. */
function samplePdf(number: string): Uint8Array {
  const text = `Sample invoice ${number.replace(/[()\\]/g, '')}`;
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const pdf = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >> endobj',
    `4 0 obj << /Length ${stream.length} >> stream\n${stream}\nendstream endobj`,
    '5 0 obj << /Type /Font /Subtype /Type1 /BaseFont /Helvetica >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return new TextEncoder().encode(pdf);
}

/** The file name in a header: the name as uploaded, in RFC 5987 form, plus a plain fallback. */
function disposition(name: string): string {
  const plain = name.replace(/[^\w.-]/g, '_');
  return `attachment; filename="${plain}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export const invoiceFileRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/monthBill/invoice/file',
    auth: 'token',
    handler: (ctx) => {
      const { pub, cur } = billingOf(ctx);
      if (!mayDownloadInvoice(ctx.me)) throw httpError(403, 'invoiceWholeAccount');
      // The answer is a file, so every failure is an HTTP status (an envelope would be saved as the PDF).
      let month: string;
      try {
        month = wantedMonth(ctx, ctx.body, cur);
      } catch {
        throw httpError(404, 'notFound', undefined, 'no such month');
      }
      const rec = recordOf(ctx, pub.id, month);
      if (!rec?.invoice) throw httpError(404, 'notFound', undefined, 'this month has no invoice');
      const bytes = rec.invoice.data ? fromBase64(rec.invoice.data) : samplePdf(rec.invoice.number);
      return {
        raw: {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': disposition(rec.invoice.fileName),
            'cache-control': 'no-store',
            'x-content-type-options': 'nosniff',
          },
          bytes,
        },
      };
    },
  },
  {
    method: 'POST',
    path: '/media/monthBill/invoice/replace',
    auth: 'token',
    handler: (ctx) => {
      // Once paid, the invoice is part of the payment's record: it stays as it was.
      const { month, invoice, rec } = invoiceUploadOf(ctx, 'invoiced', 'invoiceNotReplaceable');
      rec.invoice = invoice;
      return { result: detailOf(ctx, month).bill, msg: 'invoiceReplaced', changed: true };
    },
  },
];
