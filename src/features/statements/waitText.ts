import type { MonthWait } from '@/contract/typings';
import type { Translate } from '@/hooks/useT';
import { formatDay } from '@/utils/format';

/**
 * Issue 52: what an unpaid month waits for, with the day it is paid once that is done (the server's rule:
 * mock/core/statements/rules/waiting.ts), in one short sentence ("Paid on 12/20/2026 once invoiced"), so the
 * statements list keeps one-line cells and the next-payment card says the same words. A reason without a day (a
 * dispute, frozen payouts, a balance below the threshold) has its own sentence.
 */
export function waitText(wait: MonthWait, t: Translate): string {
  if (wait.payDate) return t(`payments.wait.${wait.reason}`, { date: formatDay(wait.payDate) });
  const dated = wait.reason === 'confirmation' || wait.reason === 'invoice' || wait.reason === 'hold';
  return t(dated ? `payments.wait.${wait.reason}.noDate` : `payments.wait.${wait.reason}`);
}
