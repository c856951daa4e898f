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
  // Shell messages: the login page says which device took a session's place before the pages' messages load.
  return t('device.label', {
    browser: browser === 'other' ? t('device.browser.other') : BROWSERS[browser],
    os: os === 'other' ? t('device.os.other') : SYSTEMS[os],
  });
}
