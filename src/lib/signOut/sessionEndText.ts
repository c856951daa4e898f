import type { SessionEnd } from '@/session';
import { formatDateTimeZone } from '@/utils/format';
import { isolate } from '@/components/text/isolate';
import { deviceLabel } from './device';

type FormatMessage = (descriptor: { id: string }, values?: Record<string, string>) => string;

/**
 * What ended the session, and when, in the account's time zone: "This account
 * signed in on another device at 2026/03/15 10:42.", or, when the server names
 * the device, "This account signed in on Chrome on Android in Shanghai, China at
 * 2026/03/15 10:42 and took this session's place." Shown with the spec's own
 * 401/406 notice and again on the login page.
 */
export function sessionEndText(formatMessage: FormatMessage, end: SessionEnd): string {
  const time = formatDateTimeZone(end.at, end.timeZone);
  if (!end.by) return formatMessage({ id: `session.end.${end.reason}` }, { time });
  // Issue 52: which device took this session's place. The place is the server's text: isolated (a toast is plain text).
  const t = (id: string, values?: Record<string, string>) => formatMessage({ id }, values);
  const device = deviceLabel(t, end.by.browser, end.by.os);
  return end.by.place
    ? formatMessage({ id: 'session.end.displacedByIn' }, { time, device, place: isolate(end.by.place) })
    : formatMessage({ id: 'session.end.displacedBy' }, { time, device });
}

/**
 * The spec's 401/406 notice, kept exactly, then what ended the session as a sentence of its own: the locale
 * puts the sentence break ("… in 3 seconds. This account signed in …", "…退出登录。此账号…"), never a bare space.
 */
export function noticeWithReason(formatMessage: FormatMessage, notice: string, end: SessionEnd): string {
  return formatMessage({ id: 'request.noticeWithReason' }, { notice, reason: sessionEndText(formatMessage, end) });
}
