/**
 * Emailed 6-digit codes (the mock's mailbox), one set of rules for every call that sends or checks one: valid 10
 * minutes, once, 5 wrong tries. Issue 28: a code is good for ONE purpose and ONE account. Every code carries its
 * purpose (EmailCodePurpose, the contract's value set) and the account it was sent for; a check finds only a code of
 * its own purpose, address (and challenge) and account, so a code of another kind answers exactly as a wrong code
 * does (4010, no hint that it was valid elsewhere). Each purpose has its own resend wait, and its mail names the
 * action and the account ("to change the bank account of Demo Media").
 */
import type { EmailCodePurpose, EmailSendResult } from '../../../src/contract/typings';
import type { Ctx } from '../context';
import type { MailRecord } from '../state';
import { bizError, type Reply } from './envelope';
import { t, type MessageKey } from './i18n';
import { MAILBOX_MAX, mailLocale } from './mail';
import { randomDigits } from './random';

export const EMAIL_CODE_TTL_MS = 10 * 60 * 1000;
export const EMAIL_RESEND_MS = 60 * 1000;
export const EMAIL_MAX_ATTEMPTS = 5;

interface PurposeRule {
  /** Wait before another code of this purpose to the same address. */
  resendMs: number;
  subject: MessageKey;
  text: MessageKey;
}

/**
 * One entry per purpose (the Record makes a new contract value fail to compile until it has its rule). A two-step
 * code waits for nothing: each challenge has its own code, and a right password stands before it.
 */
const RULES: Record<EmailCodePurpose, PurposeRule> = {
  signIn: { resendMs: EMAIL_RESEND_MS, subject: 'code.signIn.subject', text: 'code.signIn.text' },
  reset: { resendMs: EMAIL_RESEND_MS, subject: 'code.reset.subject', text: 'code.reset.text' },
  twoStep: { resendMs: 0, subject: 'code.twoStep.subject', text: 'code.twoStep.text' },
  bankChange: { resendMs: EMAIL_RESEND_MS, subject: 'code.bankChange.subject', text: 'code.bankChange.text' },
};

/** Who a code is for and what it does. `accountId` undefined: no account uses the address (sign-in, reset). */
export interface CodeFor {
  purpose: EmailCodePurpose;
  email: string;
  accountId: number | undefined;
  /** A two-step code answers one sign-in challenge. */
  challenge?: string;
}

/** The newest code of this purpose to this address (and challenge); notices carry no code. */
function latest(ctx: Ctx, to: Omit<CodeFor, 'accountId'>): MailRecord | undefined {
  return [...ctx.db.state.mailbox]
    .reverse()
    .find(
      (m) =>
        m.kind !== 'notice' &&
        m.purpose === to.purpose &&
        m.email === to.email &&
        (to.challenge === undefined || m.challenge === to.challenge),
    );
}

/**
 * Mails a new code for `to` (email lower-cased by the caller), its text naming the action and `name` (the account
 * or publisher it acts on; `by` who asked), or 4029 within the purpose's wait. Answers where it went; the code
 * itself only in devMsg (the mock's console) and the mailbox.
 */
export function mailCode(ctx: Ctx, to: CodeFor, names: { account: string; by?: string }): EmailSendResult {
  const rule = RULES[to.purpose];
  const now = ctx.now();
  const last = latest(ctx, { purpose: to.purpose, email: to.email });
  if (rule.resendMs > 0 && last && now - last.sentAt < rule.resendMs) {
    throw bizError(4029, 'emailCodeTooSoon', { seconds: Math.ceil((rule.resendMs - (now - last.sentAt)) / 1000) });
  }
  const code = randomDigits(6);
  const params = { code, account: names.account, by: names.by ?? names.account };
  // Its reader's locale: who asked (at the browser now), except a bank-change code, which the main account reads.
  const reader = to.purpose === 'bankChange' && to.accountId !== undefined ? ctx.db.account(to.accountId) : null;
  const lang = mailLocale(ctx, reader);
  const box = ctx.db.state.mailbox;
  box.push({
    email: to.email,
    kind: 'code',
    purpose: to.purpose,
    ...(to.accountId !== undefined ? { accountId: to.accountId } : {}),
    ...(to.challenge !== undefined ? { challenge: to.challenge } : {}),
    subject: t(lang, rule.subject, params),
    text: t(lang, rule.text, params),
    code,
    sentAt: now,
    expiresAt: now + EMAIL_CODE_TTL_MS,
    attempts: 0,
    used: false,
  });
  if (box.length > MAILBOX_MAX) box.splice(0, box.length - MAILBOX_MAX);
  return { email: to.email, resendAfter: rule.resendMs / 1000, expiresIn: EMAIL_CODE_TTL_MS / 1000 };
}

/** mailCode as a route's answer (`msg` says where it went). */
export function sendEmailCode(ctx: Ctx, to: CodeFor, names: { account: string; by?: string }, msg: MessageKey): Reply {
  const result = mailCode(ctx, to, names);
  const code = ctx.db.state.mailbox.at(-1)?.code;
  return { result, msg, msgParams: { email: to.email }, devMsg: `mock mailbox: code ${code}`, changed: true };
}

/**
 * The code's message when `code` is the newest code of `to`'s purpose (and challenge) to its address, sent for its
 * account, not used, not expired and not out of tries; else 4010 (a wrong code counts a try and calls `onWrong`
 * first). A code of another purpose or account is never found: the same 4010 as a wrong one. The caller marks it
 * used once the action it guards has succeeded.
 */
export function checkEmailCode(ctx: Ctx, to: CodeFor, code: string, onWrong?: (rec: MailRecord) => void): MailRecord {
  const rec = latest(ctx, to);
  if (!rec || rec.used || rec.expiresAt <= ctx.now() || rec.attempts >= EMAIL_MAX_ATTEMPTS)
    throw bizError(4010, 'emailCodeWrong');
  if (rec.code !== code) {
    rec.attempts++;
    onWrong?.(rec);
    throw bizError(4010, 'emailCodeWrong', undefined, `attempt ${rec.attempts} of ${EMAIL_MAX_ATTEMPTS}`);
  }
  // Sent for another account (the address changed hands since): refused like a wrong code, without spending a try.
  if (rec.accountId !== to.accountId) throw bizError(4010, 'emailCodeWrong');
  return rec;
}
