/**
 * Issue 28: a new bank account holds the publisher's payouts for PAYOUT_HOLD_DAYS (time for the owner, told by mail,
 * to answer "This was not me"); the owner's answer freezes them until support releases them. The payment run skips a
 * publisher while either holds.
 * Issue 52: a sub-account's "This was not me" only reports the change to the owner: that one change is held (it does
 * not take effect: the runs pay the bank account from before it, without the hold's wait) until the owner keeps it
 * (the hold then runs its course) or answers "This was not me" (the freeze).
 */
import type { PayoutHold } from '../../../../src/contract/typings';
import { PAYOUT_HOLD_DAYS } from '../../../../src/contract/values';
import { iso, DAY_MS } from '../../lib/dates';
import type { PaymentProfileRecord } from '../../state';

export const PAYOUT_HOLD_MS = PAYOUT_HOLD_DAYS * DAY_MS;

/** Whether a payment run at `at` must skip this publisher. */
export function payoutsHeldAt(p: PaymentProfileRecord, at: number): boolean {
  if (p.frozenAt !== undefined) return true;
  // A reported change is not in effect: the money goes on to the account from before it, nothing to wait for.
  if (p.report !== undefined) return false;
  return p.accountChangedAt !== undefined && at < p.accountChangedAt + PAYOUT_HOLD_MS;
}

/** The account the runs pay: the one from before a reported change, else the current one. */
export function payingAccountOf(p: PaymentProfileRecord): string {
  return p.report !== undefined && p.previousAccountNumber !== undefined ? p.previousAccountNumber : p.accountNumber;
}

/** What the console shows: the freeze, a sub-account's report, the hold, or null once the hold is over. */
export function payoutHoldOf(p: PaymentProfileRecord, now: number): PayoutHold | null {
  const reported = p.frozenAt === undefined && p.report !== undefined;
  if (!reported && !payoutsHeldAt(p, now)) return null;
  const changedAt = p.accountChangedAt ?? (p.frozenAt as number);
  const base = {
    state: p.frozenAt !== undefined ? 'frozen' : reported ? 'reported' : 'held',
    changedAt: iso(changedAt),
    heldUntil: iso(changedAt + PAYOUT_HOLD_MS),
    days: PAYOUT_HOLD_DAYS,
  } as const;
  if (!reported || !p.report) return base;
  return {
    ...base,
    report: { by: p.report.by, at: iso(p.report.at), paying: `**** ${payingAccountOf(p).slice(-4)}` },
  };
}
