/** @jest-environment node */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseIcu } from 'intl-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { SUPPORTED_LOCALES } from '@/session';
import { MESSAGES } from '../../mock/core/lib/i18n';
import { resolvePlurals } from '../../mock/core/lib/i18n/plural';

/**
 * Issue 33: counts are worded through ICU plurals, each locale with its own categories (Arabic zero/one/two/few/
 * many, Hebrew one/two, Japanese only other), never "day(s)" or "1 sessions". Checked over the console's texts
 * and the mock's.
 */
const dir = join(__dirname, '../../src/locales');
// eslint-disable-next-line @typescript-eslint/no-var-requires
const load = (path: string): Record<string, string> => require(path).default;
const consoleTexts = (locale: string): Record<string, string> =>
  Object.assign(
    {},
    ...readdirSync(join(dir, locale))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => load(join(dir, locale, f))),
  );

interface IcuElement {
  type: number;
  value?: string;
  options?: Record<string, { value: IcuElement[] }>;
}
/** Every plural of a message: its argument and its selectors. */
function plurals(message: string): { arg: string; selectors: string[] }[] {
  const out: { arg: string; selectors: string[] }[] = [];
  const walk = (elements: IcuElement[]) => {
    for (const el of elements) {
      if (!el.options) continue;
      if (el.type === 6) out.push({ arg: String(el.value), selectors: Object.keys(el.options) });
      Object.values(el.options).forEach((o) => walk(o.value));
    }
  };
  walk(parseIcu(message) as unknown as IcuElement[]);
  return out;
}
/** The categories a whole count from 0 to 200 can fall in: what a locale's plural must spell out. */
const needed = (locale: string): string[] => {
  const rules = new Intl.PluralRules(locale);
  return [...new Set(Array.from({ length: 201 }, (_, n) => rules.select(n)))];
};

function problems(locale: string, texts: Record<string, string>): string[] {
  const known = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
  const out: string[] = [];
  for (const [key, text] of Object.entries(texts)) {
    if (/\(s\)/.test(text)) out.push(`${key}: "(s)"`);
    for (const p of plurals(text)) {
      const words = p.selectors.filter((s) => !s.startsWith('='));
      const foreign = words.filter((s) => !known.includes(s));
      const missing = needed(locale).filter((c) => !words.includes(c));
      if (foreign.length) out.push(`${key}: ${foreign.join(', ')} is not a category of ${locale}`);
      if (missing.length) out.push(`${key}: no ${missing.join(', ')}`);
    }
  }
  return out;
}

describe('plurals', () => {
  it.each(SUPPORTED_LOCALES)('the console texts of %s use its own plural categories', (locale) => {
    expect(problems(locale, consoleTexts(locale))).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('the mock texts of %s use its own plural categories', (locale) => {
    expect(problems(locale, MESSAGES[locale as keyof typeof MESSAGES])).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s words the counts of an aria-label and of a report delivery as plurals', (locale) => {
    const args = (text: string) => plurals(text).map((p) => p.arg);
    expect(args(consoleTexts(locale)['app.adPositionsOf'])).toEqual(['count']);
    expect(args(MESSAGES[locale as keyof typeof MESSAGES].deliveryText)).toEqual(['rows', 'days']);
  });

  const adPositionsLabel = (locale: string, count: number) =>
    new IntlMessageFormat(consoleTexts(locale)['app.adPositionsOf'], locale).format({
      count,
      shown: `<${count}>`,
      name: 'Tap',
    }) as string;

  it.each(SUPPORTED_LOCALES)(
    '%s keeps the count as shown in every wording of the ad positions link (WCAG 2.5.3, label in name)',
    (locale) => {
      // Marked, so a digit of another word cannot pass for it: 90-phone's axe run caught the Arabic dual without it.
      for (const count of [0, 1, 2, 3, 5, 11, 21, 100]) expect(adPositionsLabel(locale, count)).toContain(`<${count}>`);
    },
  );

  it('one row, one ad position, two of them in Arabic and Hebrew: each in its own words', () => {
    const label = (locale: string, count: number) =>
      new IntlMessageFormat(consoleTexts(locale)['app.adPositionsOf'], locale).format({
        count,
        shown: String(count),
        name: 'Tap',
      });
    expect(label('en-US', 1)).toBe('1 ad position of Tap');
    expect(label('en-US', 5)).toBe('5 ad positions of Tap');
    expect(label('ar-EG', 3)).toBe('3 مساحات إعلانية في Tap');
    expect(label('ar-EG', 11)).toBe('11 مساحة إعلانية في Tap');
    expect(label('he-IL', 1)).toBe('1 מיקום מודעה של Tap');
    expect(label('he-IL', 2)).toBe('2 מיקומי מודעות של Tap');
    const delivery = (locale: keyof typeof MESSAGES, rows: number, days: number) =>
      resolvePlurals(MESSAGES[locale].deliveryText, locale, { rows, days });
    expect(delivery('en-US', 1, 7)).toContain(': 1 row. Download (valid for 7 days)');
    expect(delivery('en-US', 12, 1)).toContain(': 12 rows. Download (valid for 1 day)');
    expect(delivery('he-IL', 2, 2)).toContain('2 שורות. הורדה (בתוקף ליומיים)');
    expect(delivery('ar-EG', 11, 7)).toContain('11 صفًا. التنزيل (صالح لمدة 7 أيام)');
  });

  it('the mock words a count by its category: "1 other session", "2 other sessions", Arabic dual', () => {
    const en = MESSAGES['en-US'].sessionsEnded;
    expect(resolvePlurals(en, 'en-US', { count: 1 })).toBe('1 other session ended');
    expect(resolvePlurals(en, 'en-US', { count: 2 })).toBe('2 other sessions ended');
    expect(resolvePlurals(en, 'en-US', { count: 0 })).toBe('No other session was open');
    const ar = MESSAGES['ar-EG'].sessionsEnded;
    expect(resolvePlurals(ar, 'ar-EG', { count: 2 })).toBe('تم إنهاء جلستين أخريين');
    expect(resolvePlurals(ar, 'ar-EG', { count: 5 })).toBe('تم إنهاء 5 جلسات أخرى');
    expect(resolvePlurals('{days, plural, one {# day} other {# days}} left', 'en-US', { days: 3 })).toBe('3 days left');
  });
});
