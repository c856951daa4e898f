/**
 * Payment history and the payment profile (extension). Every call needs
 * MonthBillManage: payments are the whole publisher's money, outside any app
 * data scope. The bank account number never leaves the server unmasked.
 * Issue 28: payout details belong to the owner. Only the main account changes
 * them (a sub-account, whatever its codes, only the threshold); a new bank
 * account, payee, method, bank, SWIFT or tax ID (issue 52) needs a bank-change code mailed to the main account's
 * address, every
 * change is notified there, and a new account holds payouts for a few days
 * (statements/rules/payoutHold.ts) during which the owner's "This was not me" freezes them and ends
 * every session of the publisher; a sub-account's only reports the change to the owner (issue 52, report.ts).
 */
import type { PaymentProfile, PaymentSummary } from '../../../src/contract/typings';
import { PAYMENT_METHODS } from '../../../src/contract/values';
import { LIMITS } from '../../../src/contract/limits';
import { monthOfMs, nextRunMs, runMs } from '../statements/rules/calendar';
import { dueMonths, payableCentsOf, profileOf } from '../statements/rules/lifecycle';
import { type Ctx, type RouteDef, post } from '../context';
import { dayNumber, dayToDate, iso } from '../lib/dates';
import { clientOf } from '../lib/device';
import { bizError, httpError } from '../lib/envelope';
import { checkEmailCode, sendEmailCode } from '../lib/emailCodes';
import { mailLocale, mailTime, sendNotice } from '../lib/mail';
import { t } from '../lib/i18n';
import { Validator } from '../lib/validate';
import type { AccountRecord, PaymentProfileRecord } from '../state';
import { PAYOUT_HOLD_MS, payoutHoldOf } from '../statements/rules/payoutHold';
import { billingOf } from '../statements/rules/billing';
import { unpaidRecords, waitOf } from '../statements/rules/waiting';
import { reportChange } from './report';

/** The fields that say where the money goes: only the main account changes them. */
const PAYOUT_FIELDS = ['payeeName', 'method', 'bankName', 'swiftCode', 'taxId'] as const;

/** Payout details belong to the owner: a sub-account is refused whatever its codes (HTTP 403, as a missing right). */
function ownerOnly(ctx: Ctx): void {
  if (ctx.me.parentId !== null) throw httpError(403, 'payoutOwnerOnly', undefined, 'payout details: main account only');
}

/** Where the caller is, as the notice says it: the place the sign-in history shows, and the IP. */
function whereOf(ctx: Ctx): string {
  const c = clientOf(ctx.req);
  return c.place ? `${c.place} (${c.ip})` : c.ip;
}

function maskEmail(email: string): string {
  const [name, domain] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
}

const money = (cents: number) => Math.round(cents) / 100;
const ACCOUNT_RE = /^[A-Za-z0-9]{8,34}$/;
const SWIFT_RE = /^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$/;

export function maskAccount(n: string): string {
  return `**** ${n.slice(-4)}`;
}

function profileView(
  ctx: Ctx,
  pub: AccountRecord,
  p: PaymentProfileRecord,
  currency: PaymentProfile['currency'],
): PaymentProfile {
  const main = ctx.me.parentId === null;
  return {
    payeeName: p.payeeName,
    method: p.method,
    bankName: p.bankName,
    accountMasked: maskAccount(p.accountNumber),
    swiftCode: p.swiftCode,
    taxId: p.taxId,
    threshold: p.threshold,
    currency,
    // Codes and notices go to the main account's address; a sub-account sees it masked.
    email: main ? pub.email : maskEmail(pub.email),
    updatedAt: p.updatedAt === null ? null : iso(p.updatedAt),
    payoutEditable: main,
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
  // What the next run pays, by the rule the run itself applies (statements/rules/lifecycle.ts).
  const waiting = dueMonths(ctx.db, pub.id, now, nextRun);
  const thisMonthRun = runMs(monthOfMs(now));
  const lastRun = thisMonthRun <= now ? thisMonthRun : runMs(monthOfMs(now) - 1);
  // Carried: months that were due at a payment run already and waited (their total was below the threshold).
  const carried = waiting.filter((r) => dueMonths(ctx.db, pub.id, lastRun).includes(r));
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
      payoutHold: payoutHoldOf(profile, now),
      // Issue 52: what each unpaid month waits for, by the statements' own rule (statements/rules/waiting.ts).
      unpaid: unpaidRecords(b, pub.id).map((r) => {
        const wait = waitOf(b, pub.id, r) as NonNullable<ReturnType<typeof waitOf>>;
        return { month: r.month, amount: money(payableCentsOf(b, pub.id, r)), ...wait };
      }),
    },
    changed,
  };
}

export const paymentRoutes: RouteDef[] = [
  {
    method: 'POST',
    path: '/media/payment/list',
    auth: 'token',
    handler: (ctx) => summaryOf(ctx),
  },
  post('/media/payment/profile/get', {}, (ctx) => {
    const { pub, changed } = billingOf(ctx);
    return { result: profileView(ctx, pub, profileOf(ctx.db, pub.id), pub.currency), changed };
  }),
  post('/media/payment/profile/code', {}, (ctx) => {
    ownerOnly(ctx);
    const { pub } = billingOf(ctx);
    // A bank-change code of this publisher, to the main account's address whoever asks (issue 28).
    const to = { purpose: 'bankChange', email: pub.email.toLowerCase(), accountId: pub.id } as const;
    return sendEmailCode(ctx, to, { account: pub.company || pub.account_name, by: ctx.me.account_name }, 'emailSent');
  }),
  post('/media/payment/profile/update', {}, (ctx) => {
    const { pub } = billingOf(ctx);
    const v = new Validator(ctx.body);
    const payeeName = v.str('payeeName', { required: true, max: 100, visible: true });
    const method = v.oneOf('method', PAYMENT_METHODS, true);
    const bankName = v.str('bankName', { required: true, max: 100 });
    const swiftCode = v.str('swiftCode', { required: true, pattern: SWIFT_RE, patternKey: 'invalidSwift' });
    const taxId = v.str('taxId', { required: true, max: 30 });
    const threshold = v.num('threshold', {
      required: true,
      min: LIMITS.thresholdMin,
      max: LIMITS.thresholdMax,
      twoDecimals: true,
    });
    const rawAccount = v.str('accountNumber', { max: 40 });
    const account = rawAccount?.replace(/\s+/g, '');
    if (account !== undefined && !ACCOUNT_RE.test(account)) v.fail('accountNumber', 'invalidAccountNumber');
    const code = v.str('code', { pattern: /^\d{6}$/, patternKey: 'emailCodeWrong' });
    const profile = profileOf(ctx.db, pub.id);
    const now = ctx.now();
    const next = {
      payeeName: payeeName as string,
      method: method as PaymentProfileRecord['method'],
      bankName: bankName as string,
      swiftCode: swiftCode?.toUpperCase() as string,
      taxId: taxId as string,
    };
    // Fields that failed validation already have their message: they count as unchanged here.
    const changedFields = PAYOUT_FIELDS.filter((f) => next[f] !== undefined && next[f] !== profile[f]);
    // Where the money goes (issue 52): a new bank account, and a new payee, method, bank, SWIFT or tax ID too, needs
    // the bank-change code; the threshold alone needs none.
    const payoutChange = account !== undefined || changedFields.length > 0;
    if (payoutChange && code === undefined) v.fail('code', 'required');
    // A sub-account may send the payout fields as they are (the form sends them all) and change the threshold.
    if (payoutChange) ownerOnly(ctx);
    v.done();
    const mainEmail = pub.email.toLowerCase();
    // The main account reads these notices: in its locale.
    const lang = mailLocale(ctx, pub);
    const who = { by: ctx.me.account_name, at: mailTime(lang, now, pub.timeZone), where: whereOf(ctx) };
    if (payoutChange) {
      const to = { purpose: 'bankChange', email: mainEmail, accountId: pub.id } as const;
      const rec = checkEmailCode(ctx, to, code as string);
      rec.used = true;
    }
    if (account !== undefined) {
      const old = maskAccount(profile.accountNumber);
      // The runs go back to it if a sub-account reports this change (issue 52); a new change ends an older report.
      profile.previousAccountNumber = profile.accountNumber;
      delete profile.report;
      profile.accountNumber = account;
      profile.accountChangedAt = now;
      sendNotice(ctx, lang, mainEmail, 'notice.bankChanged.subject', 'notice.bankChanged.text', {
        ...who,
        account: maskAccount(account),
        old,
        until: mailTime(lang, now + PAYOUT_HOLD_MS, pub.timeZone),
      });
    }
    if (changedFields.length > 0)
      sendNotice(ctx, lang, mainEmail, 'notice.payoutChanged.subject', 'notice.payoutChanged.text', {
        ...who,
        company: pub.company || pub.account_name,
        fields: changedFields.map((f) => t(lang, `payoutField.${f}`)).join(', '),
      });
    Object.assign(profile, next, { threshold: threshold as number, updatedAt: now });
    return { result: profileView(ctx, pub, profile, pub.currency), msg: 'paymentProfileSaved', changed: true };
  }),
  // "This was not me". The owner's: freeze the payouts, tell the owner, and sign out every session of the publisher.
  // A sub-account's (issue 52): only a report to the owner, who decides; nothing frozen, nobody signed out.
  post('/media/payment/profile/notMe', {}, (ctx) => {
    const { pub } = billingOf(ctx);
    const profile = profileOf(ctx.db, pub.id);
    const now = ctx.now();
    const lang = mailLocale(ctx, pub);
    if (ctx.me.parentId !== null) return reportChange(ctx, pub, profile, lang);
    profile.frozenAt ??= now;
    delete profile.report;
    sendNotice(ctx, lang, pub.email, 'notice.payoutFrozen.subject', 'notice.payoutFrozen.text', {
      by: ctx.me.account_name,
      company: pub.company || pub.account_name,
      at: mailTime(lang, now, pub.timeZone),
    });
    const team = new Set(ctx.db.state.accounts.filter((a) => ctx.db.publisherIdOf(a) === pub.id).map((a) => a.id));
    ctx.s.auth.endSessionsOf(team);
    // A trusted browser would skip two-step sign-in: whoever changed the details must pass it again.
    ctx.db.state.trusted = ctx.db.state.trusted.filter((r) => !team.has(r.accountId));
    return { result: null, msg: 'payoutFrozen', changed: true };
  }),
  // Issue 52: the owner keeps a change a sub-account reported; the change takes effect and its hold runs its course.
  post('/media/payment/profile/keepChange', {}, (ctx) => {
    ownerOnly(ctx);
    const { pub } = billingOf(ctx);
    const profile = profileOf(ctx.db, pub.id);
    if (profile.report === undefined || profile.frozenAt !== undefined)
      throw bizError(4009, 'nothingToReport', undefined, 'no reported change to keep');
    delete profile.report;
    return { result: null, msg: 'payoutChangeKept', changed: true };
  }),
];
