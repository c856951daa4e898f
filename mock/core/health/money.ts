/**
 * The health checks of statements and payouts (docs/health.md), by the billing rules of the statements area
 * (mock/core/statements/rules): the months waiting for the publisher, the payout hold, the payee details.
 */
import type { Currency, HealthIssue } from '../../../src/contract/typings';
import { HEALTH_PAYEE_FIELDS } from '../../../src/contract/values';
import type { Ctx } from '../context';
import { nextRunMs } from '../statements/rules/calendar';
import { dueMonths, payableCentsOf, profileOf, type Billing } from '../statements/rules/lifecycle';
import { payoutHoldOf } from '../statements/rules/payoutHold';
import { statementList } from '../statements';
import type { AccountRecord } from '../state';
import { issueOf, money } from './issue';

/**
 * The months that wait for the publisher (MonthBillReportView): pending ones to confirm or dispute before their
 * deadline (they confirm themselves then: a warning), confirmed ones without an invoice (no payment run pays them:
 * blocking). Amounts are the payable of the caller's scope, as the Statements page shows them.
 */
export function statementIssues(ctx: Ctx, currency: Currency): { issues: HealthIssue[]; changed: boolean } {
  const { bills, changed } = statementList(ctx);
  const issues: HealthIssue[] = [];
  for (const b of bills) {
    // What the month waits for, by the statements' own rule (statements/rules/waiting.ts, issue 52).
    if (b.wait?.reason === 'confirmation')
      issues.push(
        issueOf(currency, {
          id: `statementToConfirm:${b.month}`,
          kind: 'statementToConfirm',
          severity: 'warning',
          month: b.month,
          deadline: b.deadline,
          amount: b.payable,
        }),
      );
    else if (b.wait?.reason === 'invoice')
      issues.push(
        issueOf(currency, {
          id: `invoiceMissing:${b.month}`,
          kind: 'invoiceMissing',
          severity: 'blocking',
          month: b.month,
          amount: b.payable,
        }),
      );
  }
  return { issues, changed };
}

/**
 * The payout items (MonthBillManage: payments are the whole publisher's money, never scoped): a hold or freeze,
 * and payee or tax details missing. Their money is what the next payment run would pay (the payments page's
 * next payment, by the run's own rule).
 */
export function payoutIssues(ctx: Ctx, b: Billing, pub: AccountRecord): HealthIssue[] {
  const profile = profileOf(ctx.db, pub.id);
  const nextRun = nextRunMs(b.now);
  const dueCents = dueMonths(ctx.db, pub.id, b.now, nextRun).reduce((s, r) => s + payableCentsOf(b, pub.id, r), 0);
  const amount = money(dueCents);
  const out: HealthIssue[] = [];
  const hold = payoutHoldOf(profile, b.now);
  // A reported change (issue 52) stops no money: payouts run on; the payments banner asks the owner to decide.
  if (hold && hold.state !== 'reported')
    out.push(issueOf(pub.currency, { id: 'payoutHold', kind: 'payoutHold', severity: 'blocking', hold, amount }));
  const missing = HEALTH_PAYEE_FIELDS.filter((f) => !String(profile[f] ?? '').trim());
  if (missing.length)
    out.push(
      issueOf(pub.currency, { id: 'payeeDetails', kind: 'payeeDetails', severity: 'blocking', missing, amount }),
    );
  return out;
}
