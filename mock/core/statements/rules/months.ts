/**
 * A publisher's statement months as the routes read and change them: the record of a month, its bill and
 * detail (lines, reconciliation), the month a call names, and the files a call uploads (dispute attachment,
 * invoice). The routes (../routes.ts, ../invoiceFile.ts) share these and import no route file.
 */
import type { MonthBill, MonthBillDetail } from '../../../../src/contract/typings';
import { LIMITS } from '../../../../src/contract/limits';
import type { Ctx } from '../../context';
import { bizError, notFound, validationError } from '../../lib/envelope';
import { iso } from '../../lib/dates';
import { t, type MessageKey } from '../../lib/i18n';
import { Validator } from '../../lib/validate';
import { toBase64 } from '../../lib/base64';
import type { AccountRecord, StatementRecord } from '../../state';
import { effectiveCodes } from '../../lib/permissions';
import type { UploadedFile } from '../../types';
import { billingOf } from './billing';
import { monthFigures, type MonthFigures } from './figures';
import { waitOf } from './waiting';
import {
  BILLING_TIME_ZONE,
  MAX_STATEMENT_FILE_BYTES,
  MEDIA_SHARE_RATE,
  STATEMENT_MONTHS,
  monthIdxOf,
  monthStr,
} from './calendar';

const MONTH_RE = /^\d{4}-\d{2}$/;
const money = (cents: number) => Math.round(cents) / 100;

/**
 * An invoice covers every app of the account: the main account, a sub-account that sees every app, or one that
 * manages statements (who uploads it) may download it. The month's detail says so (`invoice.downloadable`).
 */
export function mayDownloadInvoice(me: AccountRecord): boolean {
  const wholeAccount = me.parentId === null || me.allApps === true || me.access === 'admin';
  return wholeAccount || effectiveCodes(me.menuCodes).includes('MonthBillManage');
}

export function recordOf(ctx: Ctx, publisherId: number, month: string): StatementRecord | undefined {
  return ctx.db.state.statements.find((r) => r.publisherId === publisherId && r.month === month);
}

export function billOf(
  f: MonthFigures,
  rec: StatementRecord | undefined,
  paidAt: number | null,
  currency: MonthBill['currency'],
  wait: MonthBill['wait'] = null,
): MonthBill {
  return {
    month: f.month,
    currency,
    impressions: f.impressions,
    grossRevenue: money(f.grossCents),
    mediaShareRate: MEDIA_SHARE_RATE,
    mediaRevenue: money(f.mediaCents),
    platformRevenue: money(f.platformCents),
    adjustments: money(f.adjustments.reduce((s, a) => s + a.cents, 0)),
    payable: money(f.payableCents),
    status: rec ? rec.status : 'open',
    confirmedAt: rec?.confirmedAt ? iso(rec.confirmedAt) : null,
    paidAt: paidAt === null ? null : iso(paidAt),
    issuedAt: rec ? iso(rec.issuedAt) : null,
    deadline: rec ? iso(rec.deadline) : null,
    autoConfirmed: rec?.autoConfirmed ?? false,
    revised: rec?.revised ?? false,
    disputedAt: rec?.dispute ? iso(rec.dispute.at) : null,
    invoicedAt: rec?.invoice ? iso(rec.invoice.at) : null,
    wait,
  };
}

function paidAtOf(ctx: Ctx, rec: StatementRecord | undefined): number | null {
  if (!rec?.paymentId) return null;
  return ctx.db.state.payments.find((p) => p.id === rec.paymentId)?.paidAt ?? null;
}

/** The last `count` months, newest first, in the caller's scope. */
export function statementList(ctx: Ctx, count = STATEMENT_MONTHS): { bills: MonthBill[]; changed: boolean } {
  const { b, pub, cur, changed } = billingOf(ctx);
  const ids = ctx.db.scope(ctx.me).ids;
  const bills: MonthBill[] = [];
  for (let age = 0; age < count; age++) {
    const idx = cur - age;
    const f = monthFigures(b.tr, ids, pub.id, idx, cur, recordOf(ctx, pub.id, monthStr(idx))?.extraAdjustments);
    const rec = recordOf(ctx, pub.id, f.month);
    bills.push(billOf(f, rec, paidAtOf(ctx, rec), pub.currency, waitOf(b, pub.id, rec)));
  }
  return { bills, changed };
}

/** A month of the last 24, else 4004 (and 4001 for a malformed month). */
export function wantedMonth(ctx: Ctx, fields: Record<string, unknown>, cur: number): string {
  const v = new Validator(fields);
  const month = v.str('month', { required: true, pattern: MONTH_RE, patternKey: 'invalidMonth' });
  v.done();
  const age = cur - monthIdxOf(month as string);
  if (age < 0 || age >= STATEMENT_MONTHS) throw notFound(`month ${month} is not among the last ${STATEMENT_MONTHS}`);
  return month as string;
}

export function detailOf(ctx: Ctx, month: string): MonthBillDetail {
  const { b, pub, cur } = billingOf(ctx);
  const rec = recordOf(ctx, pub.id, month);
  const scope = ctx.db.scope(ctx.me);
  const f = monthFigures(b.tr, scope.ids, pub.id, monthIdxOf(month), cur, rec?.extraAdjustments);
  const appName = (id: number) => ctx.db.app(id)?.name ?? `#${id}`;
  const apps = new Map<number, { impressions: number; cents: number; mediaCents: number }>();
  for (const p of f.positions) {
    const a = apps.get(p.appId) ?? { impressions: 0, cents: 0, mediaCents: 0 };
    a.impressions += p.impressions;
    a.cents += p.grossCents;
    a.mediaCents += p.mediaCents;
    apps.set(p.appId, a);
  }
  const payment = rec?.paymentId ? ctx.db.state.payments.find((p) => p.id === rec.paymentId) : undefined;
  const adjustments = f.adjustments.reduce((s, a) => s + a.cents, 0);
  return {
    bill: billOf(f, rec, payment?.paidAt ?? null, pub.currency, waitOf(b, pub.id, rec)),
    company: pub.company,
    billingTimeZone: BILLING_TIME_ZONE,
    startDate: f.startDate,
    endDate: f.endDate,
    adjustmentItems: f.adjustments.map((a) => ({
      kind: a.kind,
      amount: money(a.cents),
      reason: t(ctx.lang, a.reasonKey, a.params),
      reasonParams: a.params,
    })),
    byApp: [...apps.entries()]
      .sort((x, y) => y[1].cents - x[1].cents)
      .map(([appId, a]) => ({
        appId,
        appName: appName(appId),
        impressions: a.impressions,
        grossRevenue: money(a.cents),
        mediaRevenue: money(a.mediaCents),
      })),
    byAdPosition: [...f.positions]
      .sort((x, y) => y.grossCents - x.grossCents)
      .map((p) => ({
        adPositionId: p.adPositionId,
        adPositionName: ctx.db.adPosition(p.adPositionId)?.name ?? `#${p.adPositionId}`,
        appId: p.appId,
        appName: appName(p.appId),
        adType: ctx.db.adPosition(p.adPositionId)?.adType ?? 'banner',
        impressions: p.impressions,
        grossRevenue: money(p.grossCents),
        mediaRevenue: money(p.mediaCents),
      })),
    reconciliation:
      f.settlementCents === null || f.settlementEarningsCents === null
        ? null
        : {
            settlementTotal: money(f.settlementCents),
            estimatedDays: f.estimatedDays,
            platformShare: money(f.platformCents),
            adjustments: money(adjustments),
            payable: money(f.payableCents),
            difference: money(f.payableCents - f.settlementCents),
            // The walk from the report's earnings through the adjustments: what is left is unexplained.
            settlementEarnings: money(f.settlementEarningsCents),
            unexplained: money(f.payableCents - f.settlementEarningsCents - adjustments),
          },
    dispute: rec?.dispute ? { ...rec.dispute, at: iso(rec.dispute.at) } : null,
    // Named fields only: the kept file (`data`) is served by its own call, never inside the month's JSON.
    invoice: rec?.invoice
      ? {
          number: rec.invoice.number,
          fileName: rec.invoice.fileName,
          size: rec.invoice.size,
          at: iso(rec.invoice.at),
          by: rec.invoice.by,
          downloadable: mayDownloadInvoice(ctx.me),
        }
      : null,
    payment: payment
      ? {
          id: payment.id,
          reference: payment.reference,
          paidAt: iso(payment.paidAt),
          amount: money(payment.amountCents),
          method: payment.method,
        }
      : null,
  };
}

type FileKind = 'pdf' | 'png' | 'jpeg';

/** Extension and content must agree: a renamed file is refused. */
function fileKind(file: UploadedFile): FileKind | null {
  const ext = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  const d = file.data;
  const pdf = d.length >= 5 && String.fromCharCode(...d.subarray(0, 5)) === '%PDF-';
  const png = d[0] === 0x89 && d[1] === 0x50 && d[2] === 0x4e && d[3] === 0x47;
  const jpeg = d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff;
  if (ext === 'pdf') return pdf ? 'pdf' : null;
  if (ext === 'png') return png ? 'png' : null;
  if (ext === 'jpg' || ext === 'jpeg') return jpeg ? 'jpeg' : null;
  return null;
}

export function checkFile(
  file: UploadedFile | undefined,
  kinds: readonly FileKind[],
  typeKey: MessageKey,
  required: boolean,
): UploadedFile | null {
  const fail = (key: MessageKey): never => {
    throw validationError({ file: { key } });
  };
  if (!file) return required ? fail('fileRequired') : null;
  if (file.data.length === 0) fail('fileEmpty');
  if (file.data.length > MAX_STATEMENT_FILE_BYTES) fail('fileOver5Mb');
  const kind = fileKind(file);
  if (!kind || !kinds.includes(kind)) fail(typeKey);
  return file;
}

/** The invoice number and PDF of an upload (or a replacement), kept as sent: the file's name and bytes too. */
export function readInvoiceUpload(ctx: Ctx, fields: Record<string, unknown>): NonNullable<StatementRecord['invoice']> {
  const v = new Validator(fields);
  const number = v.str('invoiceNumber', {
    required: true,
    max: LIMITS.invoiceNumberMax,
    pattern: /^[A-Za-z0-9_/-]+$/,
    patternKey: 'invalidInvoiceNumber',
  });
  v.done();
  const file = checkFile(
    ctx.req.form?.files.find((f) => f.field === 'file'),
    ['pdf'],
    'fileTypePdf',
    true,
  ) as UploadedFile;
  return {
    number: number as string,
    fileName: file.name,
    size: file.data.length,
    data: toBase64(file.data),
    at: ctx.now(),
    by: ctx.me.account_name,
  };
}

/** A pending month before its deadline, else 4009. */
export function pendingRecord(ctx: Ctx, publisherId: number, month: string): StatementRecord {
  const rec = recordOf(ctx, publisherId, month);
  if (!rec || rec.status !== 'pending' || rec.deadline <= ctx.now()) throw bizError(4009, 'statementNotPending');
  return rec;
}

/**
 * The month, the uploaded invoice and the month's record of an invoice call (the first upload and its
 * replacement read them alike); the record must be in `status`, or the call is refused with `refusal`.
 */
export function invoiceUploadOf(
  ctx: Ctx,
  status: StatementRecord['status'],
  refusal: MessageKey,
): { month: string; invoice: NonNullable<StatementRecord['invoice']>; rec: StatementRecord } {
  const { pub, cur } = billingOf(ctx);
  const fields = ctx.req.form?.fields ?? ctx.body;
  const month = wantedMonth(ctx, fields, cur);
  const invoice = readInvoiceUpload(ctx, fields);
  const rec = recordOf(ctx, pub.id, month);
  if (!rec || rec.status !== status) throw bizError(4009, refusal);
  return { month, invoice, rec };
}
