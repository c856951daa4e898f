/**
 * The billing calendar, in the provider's billing time zone (the reporting
 * zone, Asia/Shanghai, a fixed UTC+8): months as indexes (year × 12 + month
 * − 1), the statement deadlines and the monthly payment run.
 */
import { DAY_MS, dayNumber, dayStartMs, dayToDate, REPORT_TIME_ZONE } from '../../lib/dates';

export const BILLING_TIME_ZONE = REPORT_TIME_ZONE;
/** Statements kept: the current month and the 23 before it. */
export const STATEMENT_MONTHS = 24;
/** The payment run pays on this day of every month. */
export const PAYMENT_RUN_DAY = 20;
/**
 * Payment terms, net 60: a month is payable at the first payment run at least this many days after it ends (the
 * 20th of the third month after it), once confirmed and invoiced; invoiced later, at the first run after the
 * invoice. The one rule the payment run, the next payment and the seed read.
 */
export const PAYMENT_TERMS_DAYS = 60;
/** The media's share (the contract's constant; lib/earnings.ts applies it). */
export { MEDIA_SHARE_RATE } from '../../lib/earnings';
/** Invoices and dispute attachments. */
export const MAX_STATEMENT_FILE_BYTES = 5 * 1024 * 1024;

export function monthIdxOf(month: string): number {
  const [y, m] = month.split('-').map(Number);
  return y * 12 + m - 1;
}

export function monthStr(idx: number): string {
  return `${Math.floor(idx / 12)}-${String((idx % 12) + 1).padStart(2, '0')}`;
}

/** The billing month a moment falls in. */
export function monthOfMs(ms: number): number {
  return monthIdxOf(dayToDate(dayNumber(ms)).slice(0, 7));
}

export function monthFirstDay(idx: number): number {
  return Date.UTC(Math.floor(idx / 12), idx % 12, 1) / DAY_MS;
}

export function monthLastDay(idx: number): number {
  return monthFirstDay(idx + 1) - 1;
}

/** 00:00 of the month's 1st in the billing zone. */
export function monthStartMs(idx: number): number {
  return dayStartMs(monthFirstDay(idx));
}

/** The payment run of a month: its 20th, 00:00 billing time. */
export function runMs(idx: number): number {
  return dayStartMs(monthFirstDay(idx) + PAYMENT_RUN_DAY - 1);
}

/** The first payment run after `ms`. */
export function nextRunMs(ms: number): number {
  const idx = monthOfMs(ms);
  return runMs(idx) > ms ? runMs(idx) : runMs(idx + 1);
}

/** The payment run a month is due at under the terms (net 60 after the month's end). */
export function dueRunMs(idx: number): number {
  return nextRunMs(monthStartMs(idx + 1) + PAYMENT_TERMS_DAYS * DAY_MS - 1);
}

/**
 * The run that pays a month whose last step (its invoice) is done at `readyAt`: its due run under the terms, or the
 * first run after `readyAt` when that comes later. The payment run's own rule (lifecycle.ts) and the pay dates the
 * statements promise (waiting.ts) both read it.
 */
export function payRunOf(idx: number, readyAt: number): number {
  const due = dueRunMs(idx);
  return readyAt <= due ? due : nextRunMs(readyAt);
}

/** Runs in (from, to]. */
export function runsBetween(from: number, to: number): number[] {
  const out: number[] = [];
  for (let r = nextRunMs(from); r <= to; r = nextRunMs(r)) out.push(r);
  return out;
}
