/**
 * The mock's language is one of the console's locales (the contract's LOCALES, issue 31): asked for in
 * Accept-Language, else en-US. Right-to-left locales get their inserted values isolated (FSI … PDI).
 */
import type { ReportLocale } from '../../../src/contract/typings';
import { LOCALES } from '../../../src/contract/values';

export type Locale = ReportLocale;

export const DEFAULT_LOCALE: Locale = 'en-US';

/** Traditional Chinese regions and script: their readers get zh-TW, every other zh gets zh-CN. */
const TRADITIONAL = /^zh-(hant|tw|hk|mo)\b/;

/** The console locale a single language tag asks for: exact, then Chinese script/region, then language. */
export function localeOfTag(tag: string | undefined): Locale | undefined {
  const lower = (tag ?? '').trim().toLowerCase();
  if (!lower || lower === '*') return undefined;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const language = lower.split('-')[0];
  if (language === 'zh') return TRADITIONAL.test(lower) ? 'zh-TW' : 'zh-CN';
  return LOCALES.find((l) => l.slice(0, l.indexOf('-')).toLowerCase() === language);
}

/**
 * The best console locale of an Accept-Language header: its tags by preference (q, then order), the first that
 * one of the locales answers; en-US when none does ("fr" reads English).
 */
export function localeFromHeader(acceptLanguage: string | undefined): Locale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.split(';').map((s) => s.trim());
      const q = params.find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((x) => x.tag && x.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  for (const { tag } of tags) {
    const hit = localeOfTag(tag);
    if (hit) return hit;
  }
  return DEFAULT_LOCALE;
}

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he']);

/** Arabic, Persian and Hebrew read right to left. */
export function isRtlLocale(locale: Locale): boolean {
  return RTL_LANGUAGES.has(locale.slice(0, 2));
}

const FSI = '\u2068';
const PDI = '\u2069';

/**
 * A value (an amount, an email, a Latin name, a link) placed in a right-to-left sentence, wrapped in FSI … PDI
 * (as the console's src/components/text/isolate.ts does) so its direction neither takes nor gives to the text.
 */
export function isolate(value: string): string {
  return value === '' ? '' : `${FSI}${value}${PDI}`;
}
