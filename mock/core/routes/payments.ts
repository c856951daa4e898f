/**
 * Payment history and the payment profile (extension). Every call needs
 * MonthBillManage: payments are the whole publisher's money, outside any app
 * data scope. The bank account number never leaves the server unmasked; a
 * new one needs an email code sent to the signed-in account's own address,
 * and the change is then notified to that address (the mock's mailbox).
 */
import type { PaymentProfile, PaymentSummary } from '../../../src/services/typings';
import { PAYMENT_METHODS } from '../../../src/services/values';
import { monthIdxOf, monthOfMs, nextRunMs, runMs } from '../billing/calendar';
import { payableCentsOf, profileOf } from '../billing/lifecycle';
import type { Ctx, RouteDef } from '../context';
import { dayNumber, dayToDate, iso } from '../lib/dates';
import { t } from '../lib/i18n';
import { checkEmailCode, sendEmailCode } from '../lib/emailCodes';
import { Validator } from '../lib/validate';
import type { MailRecord, PaymentProfileRecord } from '../state';
import { billingOf } from './statements';

/** The confirmation code: the newest message to the account's address that is not a notice (as it always was). */
const isCode = (m: MailRecord) => m.kind !== 'notice';

const money = (cents: number) => Math.round(cents) / 100;
const ACCOUNT_RE = /^[A-Za-z0-9]{8,34}$/;
const SWIFT_RE = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export function maskAccount(n: string): string {
  return `**** ${n.slice(-4)}`;
}

function profileView(ctx: Ctx, p: PaymentProfileRecord, currency: PaymentProfile['currency']): PaymentProfile {
  return {
    payeeName: p.payeeName,
    method: p.method,
    bankName: p.bankName,
    accountMasked: maskAccount(p.accountNumber),
    swiftCode: p.swiftCode,
    taxId: p.taxId,
    threshold: p.threshold,
    currency,
    email: ctx.me.email,
    updatedAt: p.updatedAt === null ? null : iso(p.updatedAt),
  };
}

function summaryOf(ctx: Ctx): { result: PaymentSummary; changed: boolean } {
  const { b, pub, changed } = billingOf(ctx);
  const profile = profileOf(ctx.db, pub.id);
  const payments = ctx.db.state.payments
    .filter((p) => p.publisherId === pub.id)
    .sort((x, y) => y.paidAt - x.paidAt)
    .map((p) => ({
      id: p.id,
      reference: p.reference,
      paidAt: iso(p.paidAt),
      amount: money(p.amountCents),
      currency: pub.currency,
      method: p.method,
      months: p.months,
      carriedIn: money(p.carriedInCents),
    }));
  const now = ctx.now();
  const nextRun = nextRunMs(now);
  const waiting = ctx.db.state.statements
    .filter((r) => r.publisherId === pub.id && r.status === 'invoiced')
    .sort((x, y) => monthIdxOf(x.month) - monthIdxOf(y.month));
  const thisMonthRun = runMs(monthOfMs(now));
  const lastRun = thisMonthRun <= now ? thisMonthRun : runMs(monthOfMs(now) - 1);
  // Carried: invoiced months that already waited through a payment run (their total was below the threshold).
  const carried = waiting.filter((r) => r.invoice && r.invoice.at <= lastRun);
  const cents = (rs: typeof waiting) => rs.reduce((s, r) => s + payableCentsOf(b, pub.id, r), 0);
  const dueCents = cents(waiting);
  return {
    result: {
      currency: pub.currency,
      threshold: profile.threshold,
      payments,
      carried: { amount: money(cents(carried)), months: carried.map((r) => r.month) },
      nextPayment: {
        date: dayToDate(dayNumber(nextRun)),
        amount: money(dueCents),
        months: waiting.map((r) => r.month),
        belowThreshold: dueCents < profile.threshold * 100,
      },
    },
    changed,
  };
}

export const paymentRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/payment/list',
    auth: 'token',
    codes: ['MonthBillManage'],
    handler: (ctx) => summaryOf(ctx),
  },
  {
    method: 'POST',
    path: '/media/payment/profile/get',
    auth: 'token',
    codes: ['MonthBillManage'],
    handler: (ctx) => {
      const { pub, changed } = billingOf(ctx);
      return { result: profileView(ctx, profileOf(ctx.db, pub.id), pub.currency), changed };
    },
  },
  {
    method: 'POST',
    path: '/media/payment/profile/code',
    auth: 'token',
    codes: ['MonthBillManage'],
    handler: (ctx) => {
      return sendEmailCode(ctx, ctx.me.email.toLowerCase(), { kind: 'code' }, isCode, 'emailSent');
    },
  },
  {
    method: 'POST',
    path: '/media/payment/profile/update',
    auth: 'token',
    codes: ['MonthBillManage'],
    handler: (ctx) => {
      const { pub } = billingOf(ctx);
      const v = new Validator(ctx.body);
      const payeeName = v.str('payeeName', { required: true, max: 100 });
      const method = v.oneOf('method', PAYMENT_METHODS, true);
      const bankName = v.str('bankName', { required: true, max: 100 });
      const swiftCode = v.str('swiftCode', { required: true, pattern: SWIFT_RE, patternKey: 'invalidSwift' });
      const taxId = v.str('taxId', { required: true, max: 30 });
      const threshold = v.num('threshold', { required: true, min: 100, max: 10000, twoDecimals: true });
      const rawAccount = v.str('accountNumber', { max: 40 });
      const account = rawAccount?.replace(/\s+/g, '');
      if (account !== undefined && !ACCOUNT_RE.test(account)) v.fail('accountNumber', 'invalidAccountNumber');
      const code = v.str('code', { pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' });
      if (account !== undefined && code === undefined) v.fail('code', 'required');
      v.done();
      const profile = profileOf(ctx.db, pub.id);
      const now = ctx.now();
      if (account !== undefined) {
        const key = ctx.me.email.toLowerCase();
        const rec = checkEmailCode(ctx, key, code as string, isCode);
        rec.used = true;
        profile.accountNumber = account;
        ctx.db.state.mailbox.push({
          email: key,
          kind: 'notice',
          code: '',
          subject: t(ctx.lang, 'notice.bankChanged.subject'),
          text: t(ctx.lang, 'notice.bankChanged.text', {
            account: maskAccount(account),
            by: ctx.me.account_name,
            at: iso(now),
          }),
          sentAt: now,
          expiresAt: now,
          attempts: 0,
          used: true,
        });
      }
      Object.assign(profile, {
        payeeName: payeeName as string,
        method: method as PaymentProfileRecord['method'],
        bankName: bankName as string,
        swiftCode: (swiftCode as string).toUpperCase(),
        taxId: taxId as string,
        threshold: threshold as number,
        updatedAt: now,
      });
      return { result: profileView(ctx, profile, pub.currency), msg: 'paymentProfileSaved', changed: true };
    },
  },
];
