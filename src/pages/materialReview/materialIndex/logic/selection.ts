/**
 * What can be selected for a bulk decision. A blocked creative takes no
 * decision until its rule is paused or deleted (the server refuses it with
 * the rule), so its checkbox is disabled and says why.
 */
import type { Material } from '@/services/typings';

export function canSelect(m: Pick<Material, 'status'>): boolean {
  return m.status !== 'blocked';
}

/** Why a creative cannot be selected (a locale key and its values), or null when it can. */
export function notSelectableReason(
  m: Pick<Material, 'status' | 'blockedBy'>,
): { id: string; values?: Record<string, number> } | null {
  if (canSelect(m)) return null;
  const ruleId = m.blockedBy?.ruleId;
  return ruleId
    ? { id: 'material.select.blockedRule', values: { id: ruleId } }
    : { id: 'material.select.blockedDefault' };
}
