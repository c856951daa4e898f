/** Notices the mock "mails": messages without a code, read by QA at `GET /__mock/notices?email=…`. */
import type { Ctx } from '../context';
import { formatZonedTime } from '../../../src/contract/zonedTime';
import { t, type MessageKey, type MessageParams } from './i18n';

/**
 * An instant in a mail as the reader reads it (issue 31): in `zone` (the reading account's; for an invitee the
 * inviting account's) with the zone named, in the mail's language: "28 Nov 2026, 09:30 (GMT+08:00 Shanghai)",
 * never a bare ISO instant.
 */
export function mailTime(ctx: Ctx, ms: number, zone: string): string {
  return formatZonedTime(ms, zone, ctx.lang === 'zh' ? 'zh-CN' : 'en-GB');
}

/** Mailbox entries kept (codes and notices together); the oldest go first. */
export const MAILBOX_MAX = 100;

export function sendNotice(
  ctx: Ctx,
  email: string,
  subject: MessageKey,
  text: MessageKey,
  params: MessageParams,
): void {
  const now = ctx.now();
  const box = ctx.db.state.mailbox;
  box.push({
    email: email.toLowerCase(),
    kind: 'notice',
    code: '',
    subject: t(ctx.lang, subject, params),
    text: t(ctx.lang, text, params),
    sentAt: now,
    expiresAt: now,
    attempts: 0,
    used: true,
  });
  if (box.length > MAILBOX_MAX) box.splice(0, box.length - MAILBOX_MAX);
}
