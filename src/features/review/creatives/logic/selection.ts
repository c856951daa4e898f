/**
 * What can be selected for a bulk decision. A blocked creative takes no
 * decision until its rule is paused or deleted (the server refuses it with
 * the rule), so its checkbox is disabled and says why.
 */
import type { Material, MaterialStatus } from '@/contract/typings';
import type { Decision } from './reviewSummary';

export function canSelect(m: Pick<Material, 'status'>): boolean {
  return m.status !== 'blocked';
}

/** Why a creative cannot be selected (a locale key and its values), or null when it can. */
export function notSelectableReason(
  m: Pick<Material, 'status' | 'blockedBy'>,
): { id: string; values?: Record<string, number> } | null {
  if (canSelect(m)) return null;
  const ruleId = m.blockedBy?.ruleId;
  return ruleId ? { id: 'review.select.blockedRule', values: { id: ruleId } } : { id: 'review.select.blockedDefault' };
}

/** The status a decision gives: a creative that already has it takes no such decision. */
const RESULT: Record<Decision, MaterialStatus> = { approve: 'approved', reject: 'rejected' };

/**
 * Whether a decision applies to a creative: not to a blocked one, and not the
 * one it already has (an approved creative can still be rejected, and the
 * other way round).
 */
export function decisionApplies(m: Pick<Material, 'status'>, decision: Decision): boolean {
  return canSelect(m) && m.status !== RESULT[decision];
}

/** Whether a decision applies to any creative of a status filter ("all matching"); 'all' may hold some. */
export function decisionAppliesToFilter(status: MaterialStatus | 'all', decision: Decision): boolean {
  return status === 'all' || decisionApplies({ status }, decision);
}
