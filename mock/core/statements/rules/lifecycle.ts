/**
 * The statements' life cycle, applied lazily: whenever a billing call comes,
 * the publisher's calendar is brought up to now (new statements issued on
 * the 1st, deadlines passed → confirmed by themselves, payment runs on the
 * 20th). A publisher's history is seeded on its first billing call, relative
 * to that day, so a fresh mock always has months in every state.
 */
import type { Db } from '../../db';
import { createRng } from '../../lib/random';
import type { AccountRecord, PaymentProfileRecord, PaymentRecord, StatementRecord } from '../../state';
import type { TrafficStore } from '../../lib/trafficStore';
import { dayNumber, dayToDate, DAY_MS } from '../../lib/dates';
import {
  STATEMENT_MONTHS,
  dueRunMs,
  monthIdxOf,
  monthOfMs,
  monthStartMs,
  monthStr,
  payRunOf,
  runsBetween,
} from './calendar';
import { monthFigures } from './figures';
import { payoutsHeldAt } from './payoutHold';

export interface Billing {
  db: Db;
  tr: TrafficStore;
  now: number;
}

/** The main account (the publisher) whose statements these are. */
export function publisherOf(db: Db, me: AccountRecord): AccountRecord {
  return db.account(db.publisherIdOf(me)) ?? me;
}

/** What a month pays: the whole publisher's apps, whatever the caller's scope. */
export function payableCentsOf(b: Billing, publisherId: number, rec: StatementRecord): number {
  const pub = b.db.account(publisherId);
  const ids = pub ? b.db.scope(pub).ids : new Set<number>();
  return monthFigures(b.tr, ids, publisherId, monthIdxOf(rec.month), monthOfMs(b.now), rec.extraAdjustments)
    .payableCents;
}

export function profileOf(db: Db, publisherId: number): PaymentProfileRecord {
  let p = db.state.paymentProfiles.find((x) => x.publisherId === publisherId);
  if (!p) {
    const pub = db.account(publisherId);
    const rng = createRng(`profile:${publisherId}`);
    const digits = Array.from({ length: 12 }, () => Math.floor(rng.next() * 10)).join('');
    p = {
      publisherId,
      payeeName: pub?.company ?? `Publisher ${publisherId}`,
      method: 'wireTransfer',
      bankName: 'Pacific Commerce Bank',
      accountNumber: `6222${digits}`,
      swiftCode: 'PCBKCNSH',
      taxId: `91310000MA${String(publisherId).padStart(8, '0')}`,
      threshold: 100,
      updatedAt: null,
    };
    db.state.paymentProfiles.push(p);
  }
  return p;
}

function newRecord(publisherId: number, idx: number, patch: Partial<StatementRecord> = {}): StatementRecord {
  return {
    publisherId,
    month: monthStr(idx),
    status: 'pending',
    issuedAt: monthStartMs(idx + 1),
    deadline: monthStartMs(idx + 2),
    revised: false,
    extraAdjustments: [],
    confirmedAt: null,
    autoConfirmed: false,
    dispute: null,
    invoice: null,
    paymentId: null,
    ...patch,
  };
}

function invoiceOf(month: string, at: number, by: string): StatementRecord['invoice'] {
  return { number: `INV-${month.replace('-', '')}`, fileName: `invoice-${month}.pdf`, size: 48213, at, by };
}

function pay(b: Billing, publisherId: number, at: number, recs: StatementRecord[], carried: StatementRecord[]): void {
  const profile = profileOf(b.db, publisherId);
  const cents = recs.map((r) => payableCentsOf(b, publisherId, r));
  const seq = b.db.state.payments.filter((p) => p.publisherId === publisherId).length + 1;
  const payment: PaymentRecord = {
    id: `P${publisherId}-${seq}`,
    publisherId,
    reference: `MC${dayToDate(dayNumber(at)).replace(/-/g, '')}${String(publisherId).padStart(4, '0')}${seq}`,
    paidAt: at,
    amountCents: cents.reduce((s, c) => s + c, 0),
    carriedInCents: recs.reduce((s, r, i) => s + (carried.includes(r) ? cents[i] : 0), 0),
    method: profile.method,
    months: recs.map((r) => r.month),
  };
  b.db.state.payments.push(payment);
  for (const r of recs) {
    r.status = 'paid';
    r.paymentId = payment.id;
  }
}

/** The invoiced months a run at `at` would pay: due by `dueBy` under the terms, invoice received by `at`. */
export function dueMonths(db: Db, publisherId: number, at: number, dueBy = at): StatementRecord[] {
  return db.state.statements
    .filter(
      (r) =>
        r.publisherId === publisherId &&
        r.status === 'invoiced' &&
        r.invoice !== null &&
        r.invoice.at <= at &&
        dueRunMs(monthIdxOf(r.month)) <= dueBy,
    )
    .sort((x, y) => x.month.localeCompare(y.month));
}

/** When a month first waited at a run: its due run, or the first run after a late invoice. */
function firstRunOf(r: StatementRecord): number {
  const idx = monthIdxOf(r.month);
  return payRunOf(idx, r.invoice?.at ?? dueRunMs(idx));
}

/**
 * The payment run at `at`: every invoiced month due under the terms (`dueBy`: the QA switch pays what the next
 * run would), when together they reach the threshold; otherwise they are carried to the next run. Returns the
 * months paid.
 */
export function paymentRun(b: Billing, publisherId: number, at: number, dueBy = at): string[] {
  const due = dueMonths(b.db, publisherId, at, dueBy);
  if (due.length === 0) return [];
  // A new bank account's hold, or "This was not me": the months wait for a later run (issue 28).
  if (payoutsHeldAt(profileOf(b.db, publisherId), at)) return [];
  const total = due.reduce((s, r) => s + payableCentsOf(b, publisherId, r), 0);
  if (total < profileOf(b.db, publisherId).threshold * 100) return [];
  pay(
    b,
    publisherId,
    at,
    due,
    due.filter((r) => firstRunOf(r) < at),
  );
  return due.map((r) => r.month);
}

/** Confirms every pending month whose deadline is at or before `at`. Returns the months. */
export function passDeadlines(db: Db, publisherId: number, at: number): string[] {
  const out: string[] = [];
  for (const r of db.state.statements) {
    if (r.publisherId === publisherId && r.status === 'pending' && r.deadline <= at) {
      r.status = 'confirmed';
      r.confirmedAt = r.deadline;
      r.autoConfirmed = true;
      out.push(r.month);
    }
  }
  return out;
}

/**
 * The first billing call of a publisher: 24 months of history, relative to now, in the rhythm of a publisher who
 * confirms and invoices each month in its first week and is paid on the terms (net 60, one payment a month; the
 * partial first month is under the threshold and rolls over into the next payment). The last three months are
 * still open business: last month waits for its confirmation, the month before was disputed and re-issued with a
 * correction on the 1st of this month (pending again), and the one before that is confirmed and waits for its
 * invoice (its run is this month's 20th).
 */
function seedPublisher(b: Billing, pub: AccountRecord): void {
  const cur = monthOfMs(b.now);
  const by = pub.account_name;
  const add = (r: StatementRecord) => b.db.state.statements.push(r);
  profileOf(b.db, pub.id);
  for (let age = STATEMENT_MONTHS - 1; age >= 1; age--) {
    const idx = cur - age;
    const issued = monthStartMs(idx + 1);
    if (age >= 4) {
      add(
        newRecord(pub.id, idx, {
          status: 'invoiced',
          confirmedAt: issued + 3 * DAY_MS,
          invoice: invoiceOf(monthStr(idx), issued + 6 * DAY_MS, by),
        }),
      );
    } else if (age === 3) {
      add(newRecord(pub.id, idx, { status: 'confirmed', confirmedAt: issued + 2 * DAY_MS }));
    } else if (age === 2) {
      // Disputed last month; re-issued this month with a correction: pending again until this month's end.
      add(
        newRecord(pub.id, idx, {
          issuedAt: monthStartMs(cur),
          deadline: monthStartMs(cur + 1),
          revised: true,
          extraAdjustments: ['revision'],
        }),
      );
    } else {
      add(newRecord(pub.id, idx));
    }
  }
  // The payment runs of those two years, in order, under the terms.
  for (const run of runsBetween(monthStartMs(cur - STATEMENT_MONTHS + 1), b.now)) paymentRun(b, pub.id, run);
}

/** Brings the publisher's calendar up to now. Returns whether anything changed. */
export function syncBilling(b: Billing, pub: AccountRecord): boolean {
  const state = b.db.state;
  let rec = state.billing.find((x) => x.publisherId === pub.id);
  if (!rec) {
    seedPublisher(b, pub);
    state.billing.push({ publisherId: pub.id, checkedAt: b.now });
    return true;
  }
  if (rec.checkedAt >= b.now) return false;
  const cur = monthOfMs(b.now);
  for (let idx = cur - STATEMENT_MONTHS + 1; idx < cur; idx++) {
    const month = monthStr(idx);
    if (!state.statements.some((r) => r.publisherId === pub.id && r.month === month)) {
      state.statements.push(newRecord(pub.id, idx));
    }
  }
  const changed = passDeadlines(b.db, pub.id, b.now).length > 0;
  let paid = false;
  for (const run of runsBetween(rec.checkedAt, b.now)) paid = paymentRun(b, pub.id, run).length > 0 || paid;
  rec.checkedAt = b.now;
  return changed || paid;
}
