/** One health issue as the answer carries it, and the order of the list (docs/health.md, "Ranking"). */
import type { Currency, HealthIssue } from '../../../src/contract/typings';

/** Cents to the answer's money: two decimals. */
export const money = (cents: number) => Math.round(cents) / 100;

/** An issue with every fact the kind does not have set to null (the contract requires each field). */
export function issueOf(
  currency: Currency,
  fields: Pick<HealthIssue, 'id' | 'kind' | 'severity' | 'amount'> & Partial<HealthIssue>,
): HealthIssue {
  return {
    app: null,
    adPosition: null,
    unitId: null,
    month: null,
    requests: null,
    appAdsStatus: null,
    blocker: null,
    reviewReason: null,
    hold: null,
    deadline: null,
    missing: [],
    currency,
    ...fields,
  };
}

const SEVERITY_ORDER: Record<HealthIssue['severity'], number> = { blocking: 0, warning: 1 };

/** What the issue is about, for the last tie-break: the app's or position's name, the month. */
function subjectName(i: HealthIssue): string {
  return i.adPosition?.name ?? i.app?.name ?? i.month ?? '';
}

/**
 * Blocking before warning; then the money at stake (the account's one currency), most first; then the ad
 * requests affected; then by name and id, so an unchanged account always lists in the same order.
 */
export function rank(issues: HealthIssue[]): HealthIssue[] {
  return [...issues].sort(
    (a, b) =>
      SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
      b.amount - a.amount ||
      (b.requests ?? -1) - (a.requests ?? -1) ||
      subjectName(a).localeCompare(subjectName(b)) ||
      a.id.localeCompare(b.id),
  );
}
