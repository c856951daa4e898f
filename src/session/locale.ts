import { DEFAULT_LOCALE, KEYS } from './constants';
import { local } from './storage';

/** Two lowercase letters, optionally a hyphen and two uppercase letters (SPEC.md section 1). */
const LOCALE_CODE = /^[a-z]{2}(-[A-Z]{2})?$/;

export function isLocaleCode(value: unknown): value is string {
  return typeof value === 'string' && LOCALE_CODE.test(value);
}

const RTL_LANGS = ['he', 'ar', 'fa', 'ku'];

export function isRtl(locale: string): boolean {
  return RTL_LANGS.includes(locale.slice(0, 2));
}

/**
 * umi_locale, else the browser language, else zh-CN. Values that are not
 * well-formed, or that the console has no translation for, are ignored.
 * A bare language ("en") picks the first available locale of that language.
 */
export function resolveLocale(
  available: readonly string[],
  stored: string | null = local.get(KEYS.locale),
  browser: string | undefined = typeof navigator === 'undefined' ? undefined : navigator.language,
): string {
  for (const candidate of [stored, browser]) {
    if (!isLocaleCode(candidate)) continue;
    if (available.includes(candidate)) return candidate;
    const sameLang = available.find((l) => l.slice(0, 2) === candidate.slice(0, 2));
    if (sameLang) return sameLang;
  }
  return available.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (available[0] ?? DEFAULT_LOCALE);
}

/** Drops a tampered umi_locale so umi's own locale plugin never sees it. */
export function sanitizeStoredLocale(available: readonly string[]): void {
  const stored = local.get(KEYS.locale);
  if (stored !== null && (!isLocaleCode(stored) || !available.includes(stored))) local.remove(KEYS.locale);
}

export function currentLocale(available?: readonly string[]): string {
  const stored = local.get(KEYS.locale);
  if (!available) return isLocaleCode(stored) ? stored : DEFAULT_LOCALE;
  return resolveLocale(available, stored);
}
