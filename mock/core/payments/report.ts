/**
 * Issue 52: only the owner stops the money. A sub-account's "This was not me" on a bank account change reports it to
 * the main account (a notice, and the payments summary's `reported` state for the console's banner) and holds that
 * one change: the payment runs go on paying the account from before it (statements/rules/payoutHold.ts), nothing is
 * frozen and nobody is signed out. The owner decides: keep the change, or answer "This was not me" (the freeze).
 */
import type { Ctx } from '../context';
import { bizError, type Reply } from '../lib/envelope';
import type { Locale } from '../lib/locale';
import { mailTime, sendNotice } from '../lib/mail';
import type { AccountRecord, PaymentProfileRecord } from '../state';
import { payoutHoldOf } from '../statements/rules/payoutHold';

/** The activity log's action of a sub-account's "This was not me" (no call of its own: it is notMe's answer). */
export const REPORT_ACTION = '/media/payment/profile/notMe#report';

const last4 = (n: string) => `**** ${n.slice(-4)}`;

export function reportChange(ctx: Ctx, pub: AccountRecord, profile: PaymentProfileRecord, lang: Locale): Reply {
  const now = ctx.now();
  // Something to report: a bank account change still held, or one reported already (a second report changes nothing).
  const hold = payoutHoldOf(profile, now);
  if (!hold || hold.state === 'frozen' || profile.previousAccountNumber === undefined)
    throw bizError(4009, 'nothingToReport', undefined, 'no held bank account change to report');
  // The log tells a report from the owner's freeze (the console's sentence for each).
  ctx.activityAction = REPORT_ACTION;
  if (profile.report === undefined) {
    profile.report = { byId: ctx.me.id, by: ctx.me.account_name, at: now };
    sendNotice(ctx, lang, pub.email, 'notice.payoutReported.subject', 'notice.payoutReported.text', {
      by: ctx.me.account_name,
      company: pub.company || pub.account_name,
      at: mailTime(lang, now, pub.timeZone),
      account: last4(profile.accountNumber),
      old: last4(profile.previousAccountNumber),
    });
  }
  return { result: null, msg: 'payoutReported', changed: true };
}
