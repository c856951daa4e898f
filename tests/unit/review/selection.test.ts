/** @jest-environment node */
import {
  canSelect,
  decisionApplies,
  decisionAppliesToFilter,
  notSelectableReason,
} from '@/features/review/creatives/logic/selection';
import { MATERIAL_STATUSES } from '@/contract/values';

describe('what a decision applies to', () => {
  it('approve: not to an approved or blocked creative; reject: not to a rejected or blocked one', () => {
    const table = MATERIAL_STATUSES.map((status) => [
      status,
      decisionApplies({ status }, 'approve'),
      decisionApplies({ status }, 'reject'),
    ]);
    expect(table).toEqual(
      MATERIAL_STATUSES.map((status) => [
        status,
        status !== 'approved' && status !== 'blocked',
        status !== 'rejected' && status !== 'blocked',
      ]),
    );
    // A decision can be changed: an approved creative can be rejected, a rejected one approved.
    expect(decisionApplies({ status: 'approved' }, 'reject')).toBe(true);
    expect(decisionApplies({ status: 'rejected' }, 'approve')).toBe(true);
  });

  it('"all matching" under a status filter: none when the filter holds only creatives that have the decision', () => {
    expect(decisionAppliesToFilter('approved', 'approve')).toBe(false);
    expect(decisionAppliesToFilter('approved', 'reject')).toBe(true);
    expect(decisionAppliesToFilter('rejected', 'reject')).toBe(false);
    expect(decisionAppliesToFilter('pending', 'approve')).toBe(true);
    expect(decisionAppliesToFilter('blocked', 'approve')).toBe(false);
    expect(decisionAppliesToFilter('all', 'approve')).toBe(true);
  });

  it('a blocked creative cannot be selected at all, and says which rule holds it', () => {
    expect(canSelect({ status: 'blocked' })).toBe(false);
    expect(
      notSelectableReason({ status: 'blocked', blockedBy: { ruleId: 7, kind: 'advertiser', value: 'X' } }),
    ).toEqual({ id: 'review.select.blockedRule', values: { id: 7 } });
    expect(notSelectableReason({ status: 'approved', blockedBy: null })).toBeNull();
  });
});
