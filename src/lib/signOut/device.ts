import type { Browser, Os } from '@/contract/typings';

/** Brand names stay as they are in every language; only "other" is translated. */
const BROWSERS: Record<Exclude<Browser, 'other'>, string> = {
  chrome: 'Chrome',
  edge: 'Edge',
  firefox: 'Firefox',
  safari: 'Safari',
};
const SYSTEMS: Record<Exclude<Os, 'other'>, string> = {
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  android: 'Android',
  ios: 'iOS',
};

type T = (id: string, values?: Record<string, string>) => string;

/** "Chrome on Windows", "Unknown browser on iOS". */
export function deviceLabel(t: T, browser: Browser, os: Os): string {
  return t('account.sessions.device', {
    browser: browser === 'other' ? t('account.sessions.browser.other') : BROWSERS[browser],
    os: os === 'other' ? t('account.sessions.os.other') : SYSTEMS[os],
  });
}
