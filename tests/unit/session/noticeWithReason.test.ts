/** @jest-environment node */
import { IntlMessageFormat } from 'intl-messageformat';
import { noticeWithReason } from '@/lib/signOut/sessionEndText';
import enShell from '@/locales/en-US/shell';
import zhShell from '@/locales/zh-CN/shell';
import arShell from '@/locales/ar-EG/shell';

const displaced = { reason: 'displaced', at: '2026-03-15T02:42:00.000Z', timeZone: 'Asia/Shanghai' } as const;

/** formatMessage over one locale's shell texts, as the console's intl does. */
const formatter =
  (messages: Record<string, string>, locale: string) =>
  ({ id }: { id: string }, values?: Record<string, string>) =>
    String(new IntlMessageFormat(messages[id], locale).format(values));

describe('the 406 notice with what ended the session (issue 33)', () => {
  it('keeps the spec text exactly and ends it as a sentence before the reason, in each locale', () => {
    const en = noticeWithReason(formatter(enShell, 'en-US'), enShell['request.loginLimit'], displaced);
    expect(en).toMatch(/^Login limit exceeded, logged out in 3 seconds\. This account signed in on another device at /);
    const zh = noticeWithReason(formatter(zhShell, 'zh-CN'), zhShell['request.loginLimit'], displaced);
    expect(zh.startsWith(`${zhShell['request.loginLimit']}。`)).toBe(true);
    const ar = noticeWithReason(formatter(arShell, 'ar-EG'), arShell['request.loginLimit'], displaced);
    expect(ar.startsWith(`${arShell['request.loginLimit']}. `)).toBe(true);
  });
});

describe('the 406 notice names the device that took the place (issue 52)', () => {
  const by = { browser: 'chrome', os: 'android', place: 'Shanghai, China' } as const;

  it('says which device, and where, after the spec text kept exactly', () => {
    const en = noticeWithReason(formatter(enShell, 'en-US'), enShell['request.loginLimit'], { ...displaced, by });
    expect(en).toMatch(
      /^Login limit exceeded, logged out in 3 seconds\. This account signed in on Chrome on Android in \u2068Shanghai, China\u2069 at .+ and took this session's place\.$/,
    );
    const zh = noticeWithReason(formatter(zhShell, 'zh-CN'), zhShell['request.loginLimit'], { ...displaced, by });
    expect(zh.startsWith(`${zhShell['request.loginLimit']}。`)).toBe(true);
    expect(zh).toContain('Android 上的 Chrome');
  });

  it('without a place, names the device only; an unknown browser is said in the language', () => {
    const end = { ...displaced, by: { browser: 'other', os: 'ios', place: null } } as const;
    const ar = noticeWithReason(formatter(arShell, 'ar-EG'), arShell['request.loginLimit'], end);
    expect(ar).toContain(`${arShell['device.browser.other']} على iOS`);
    expect(ar).not.toContain('\u2068');
  });
});
