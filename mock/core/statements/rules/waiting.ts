/**
 * Issue 52: what an unpaid month waits for, and the day it is paid once that is done. One rule for the statements
 * list, the next-payment card and the account health checks, read from the payment run's own rules (the run a month
 * is due at, the payout hold, the threshold), so a promised date is the date the run keeps.
 */
import type { MonthWait, MonthWaitReason } from '../../../../src/contract/typings';
import { dayNumber, dayToDate } from '../../lib/dates';
import type { StatementRecord } from '../../state';
import { monthIdxOf, nextRunMs, payRunOf } from './calendar';
import { dueMonths, payableCentsOf, profileOf, type Billing } from './lifecycle';
import { payoutsHeldAt } from './payoutHold';

/** The publisher's own step a month waits for, before any payout rule: confirming it, or its invoice. */
const OWN_STEP: Partial<Record<StatementRecord['status'], MonthWaitReason>> = {
  pending: 'confirmation',
  confirmed: 'invoice',
  disputed: 'dispute',
};

/** The wait of a month's record; null for the open month (no record yet) and a paid one. */
export function waitOf(b: Billing, publisherId: number, rec: StatementRecord | undefined): MonthWait | null {
  if (!rec || rec.status === 'paid') return null;
  const own = OWN_STEP[rec.status];
  // A disputed month has no amount to pay until the provider re-issues it.
  if (rec.status === 'disputed') return { reason: 'dispute', payDate: null };
  const profile = profileOf(b.db, publisherId);
  if (profile.frozenAt !== undefined) return { reason: own ?? 'frozen', payDate: null };
  // Its step done now: the run the terms make due, or the next one when that has passed.
  let run = payRunOf(monthIdxOf(rec.month), b.now);
  let held = false;
  for (; payoutsHeldAt(profile, run); run = nextRunMs(run)) held = true;
  // The run pays only when the months due then reach the threshold together (else they are carried).
  const others = dueMonths(b.db, publisherId, b.now, run).filter((r) => r !== rec);
  const cents = [...others, rec].reduce((s, r) => s + payableCentsOf(b, publisherId, r), 0);
  const below = cents < profile.threshold * 100;
  const reason = own ?? (held ? 'hold' : below ? 'threshold' : 'paymentRun');
  return { reason, payDate: below ? null : dayToDate(dayNumber(run)) };
}

/** Every month of the publisher not paid yet, oldest first. */
export function unpaidRecords(b: Billing, publisherId: number): StatementRecord[] {
  return b.db.state.statements
    .filter((r) => r.publisherId === publisherId && r.status !== 'paid')
    .sort((x, y) => x.month.localeCompare(y.month));
}
