/**
 * Emailed 6-digit codes (the mock's mailbox), one set of rules for every call that sends or checks one (email-code
 * sign-in, forgot password, the payment profile's confirmation): valid 10 minutes, once, 5 wrong tries, 60 s
 * before the next one to the same address and purpose. Which codes a call speaks of is its `matches` rule (a
 * sign-in code never resets a password).
 */
import type { EmailSendResult } from '../../../src/services/typings';
import type { Ctx } from '../context';
import type { MailRecord } from '../state';
import { bizError, type Reply } from './envelope';
import type { MessageKey } from './i18n';
import { randomDigits } from './random';

export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_RESEND_MS = 60 * 1000;
export const EMAIL_MAX_ATTEMPTS = 5;
/** Messages kept in the mailbox; the oldest go first. */
const MAILBOX_MAX = 100;

type Matches = (m: MailRecord) => boolean;

/** The newest message to `email` that `matches`. */
function latest(ctx: Ctx, email: string, matches: Matches): MailRecord | undefined {
  return [...ctx.db.state.mailbox].reverse().find((m) => m.email === email && matches(m));
}

/**
 * Mails a new code to `email` (lower-cased by the caller) with `fields` (its purpose or kind), or 4029 within 60 s
 * of the last one that `matches`. The answer says where it went and when another may be asked for; the code
 * itself only in devMsg (the mock's console).
 */
export function sendEmailCode(
  ctx: Ctx,
  email: string,
  fields: Pick<MailRecord, 'purpose' | 'kind'>,
  matches: Matches,
  msg: MessageKey,
): Reply {
  const now = ctx.now();
  const last = latest(ctx, email, matches);
  if (last && now - last.sentAt < EMAIL_RESEND_MS) {
    throw bizError(4029, 'emailCodeTooSoon', { seconds: Math.ceil((EMAIL_RESEND_MS - (now - last.sentAt)) / 1000) });
  }
  const code = randomDigits(6);
  const box = ctx.db.state.mailbox;
  box.push({ email, ...fields, code, sentAt: now, expiresAt: now + EMAIL_CODE_TTL_MS, attempts: 0, used: false });
  if (box.length > MAILBOX_MAX) box.splice(0, box.length - MAILBOX_MAX);
  const result: EmailSendResult = {
    email,
    resendAfter: EMAIL_RESEND_MS / 1000,
    expiresIn: EMAIL_CODE_TTL_MS / 1000,
  };
  return { result, msg, msgParams: { email }, devMsg: `mock mailbox: code ${code}`, changed: true };
}

/**
 * The code's message when `code` is right, not used, not expired and not out of tries; else 4010 (a wrong code
 * counts a try and calls `onWrong` first). The caller marks it used once the action it guards has succeeded.
 */
export function checkEmailCode(
  ctx: Ctx,
  email: string,
  code: string,
  matches: Matches,
  onWrong?: (rec: MailRecord) => void,
): MailRecord {
  const rec = latest(ctx, email, matches);
  if (!rec || rec.used || rec.expiresAt <= ctx.now() || rec.attempts >= EMAIL_MAX_ATTEMPTS)
    throw bizError(4010, 'emailCodeWrong');
  if (rec.code !== code) {
    rec.attempts++;
    onWrong?.(rec);
    throw bizError(4010, 'emailCodeWrong', undefined, `attempt ${rec.attempts} of ${EMAIL_MAX_ATTEMPTS}`);
  }
  return rec;
}
