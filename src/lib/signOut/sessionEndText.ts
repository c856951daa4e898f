import type { SessionEnd } from '@/session';
import { formatDateTimeZone } from '@/utils/format';

type FormatMessage = (descriptor: { id: string }, values?: Record<string, string>) => string;

/**
 * What ended the session, and when, in the account's time zone: "This account
 * signed in on another device at 2026/03/15 10:42." Shown with the spec's own
 * 401/406 notice and again on the login page.
 */
export function sessionEndText(formatMessage: FormatMessage, end: SessionEnd): string {
  return formatMessage({ id: `session.end.${end.reason}` }, { time: formatDateTimeZone(end.at, end.timeZone) });
}

/**
 * The spec's 401/406 notice, kept exactly, then what ended the session as a sentence of its own: the locale
 * puts the sentence break ("… in 3 seconds. This account signed in …", "…退出登录。此账号…"), never a bare space.
 */
export function noticeWithReason(formatMessage: FormatMessage, notice: string, end: SessionEnd): string {
  return formatMessage({ id: 'request.noticeWithReason' }, { notice, reason: sessionEndText(formatMessage, end) });
}
