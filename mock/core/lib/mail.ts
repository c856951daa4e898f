/** Notices the mock "mails": messages without a code, read by QA at `GET /__mock/notices?email=…`. */
import type { Ctx } from '../context';
import type { AccountRecord, MockState } from '../state';
import { formatZonedTime } from '../../../src/contract/zonedTime';
import { t, type MessageKey, type MessageParams } from './i18n';
import type { Locale } from './locale';

/**
 * The language a mail is written in (issue 31): its reader's. A mail to the account making the request, or to an
 * address with no account yet (an invitee), is in the request's locale; a mail to another account (the main
 * account told of a sub-account's change) in the locale that account last signed in with, else the request's.
 */
export function mailLocale(ctx: Ctx, reader?: AccountRecord | null): Locale {
  if (!reader || reader.id === ctx.user?.id) return ctx.lang;
  return reader.locale ?? ctx.lang;
}

/**
 * An instant in a mail as the reader reads it (issue 31): in `zone` (the reading account's; for an invitee the
 * inviting account's) with the zone named, in the mail's locale: "28 Nov 2026, 09:30 (GMT+08:00 Shanghai)",
 * never a bare ISO instant. English mails keep the day-month-year order they always had (en-GB). Latin digits and
 * the Gregorian calendar in every locale, as the console writes them (src/utils/numbering.ts intlLocale): fa-IR
 * would otherwise write ۷ آذر ۱۴۰۵ and th-TH the Buddhist year 2569.
 */
export function mailTime(locale: Locale, ms: number, zone: string): string {
  return formatZonedTime(ms, zone, locale === 'en-US' ? 'en-GB' : locale);
}

/** Mailbox entries kept (codes and notices together); the oldest go first. */
export const MAILBOX_MAX = 100;

/** Mails a notice to `email`, written in `locale` (mailLocale: its reader's). */
export function sendNotice(
  ctx: Ctx,
  locale: Locale,
  email: string,
  subject: MessageKey,
  text: MessageKey,
  params: MessageParams,
): void {
  mailNotice(ctx.db.state, ctx.now(), locale, email, subject, text, params);
}

/**
 * The same, where no request is being served (the alerts the mock's clock raises): the reader's locale is the one
 * of its last sign-in, which the caller reads from the account.
 */
export function mailNotice(
  state: Pick<MockState, 'mailbox'>,
  now: number,
  locale: Locale,
  email: string,
  subject: MessageKey,
  text: MessageKey,
  params: MessageParams,
): void {
  const box = state.mailbox;
  box.push({
    email: email.toLowerCase(),
    kind: 'notice',
    code: '',
    subject: t(locale, subject, params),
    text: t(locale, text, params),
    sentAt: now,
    expiresAt: now,
    attempts: 0,
    used: true,
  });
  if (box.length > MAILBOX_MAX) box.splice(0, box.length - MAILBOX_MAX);
}
