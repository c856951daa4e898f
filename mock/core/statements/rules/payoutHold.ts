/**
 * Issue 28: a new bank account holds the publisher's payouts for PAYOUT_HOLD_DAYS (time for the owner, told by mail,
 * to answer "This was not me"); that answer freezes them until support releases them. The payment run skips a
 * publisher while either holds.
 */
import type { PayoutHold } from '../../../../src/contract/typings';
import { PAYOUT_HOLD_DAYS } from '../../../../src/contract/values';
import { iso, DAY_MS } from '../../lib/dates';
import type { PaymentProfileRecord } from '../../state';

export const PAYOUT_HOLD_MS = PAYOUT_HOLD_DAYS * DAY_MS;

/** Whether a payment run at `at` must skip this publisher. */
export function payoutsHeldAt(p: PaymentProfileRecord, at: number): boolean {
  if (p.frozenAt !== undefined) return true;
  return p.accountChangedAt !== undefined && at < p.accountChangedAt + PAYOUT_HOLD_MS;
}

/** What the console shows: the hold, the freeze, or null once the hold is over. */
export function payoutHoldOf(p: PaymentProfileRecord, now: number): PayoutHold | null {
  if (!payoutsHeldAt(p, now)) return null;
  const changedAt = p.accountChangedAt ?? (p.frozenAt as number);
  return {
    state: p.frozenAt !== undefined ? 'frozen' : 'held',
    changedAt: iso(changedAt),
    heldUntil: iso(changedAt + PAYOUT_HOLD_MS),
    days: PAYOUT_HOLD_DAYS,
  };
}
