import dayjs from 'dayjs';
import { SUPPORTED_LOCALES } from '@/session';
import {
  dayPattern,
  formatChange,
  formatCompact,
  formatDateTime,
  formatDay,
  formatInteger,
  formatMoney,
  formatPercent,
} from '@/utils/format';
import { formatShortDay } from '@/components/UPlotChart/dayLabels';
import { baseLocale, DIGITS, intlLocale, numberingSystem } from '@/utils/numbering';

const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/;

describe('one digit system per locale', () => {
  it('is decided in one place: Latin digits and the Gregorian calendar everywhere', () => {
    for (const locale of SUPPORTED_LOCALES) {
      expect(numberingSystem(locale)).toBe('latn');
      expect(intlLocale(locale)).toBe(`${locale}-u-ca-gregory-nu-latn`);
    }
    // A tag that already carries an extension (react-intl's locale) keeps one.
    expect(baseLocale('ar-EG-u-ca-gregory-nu-latn')).toBe('ar-EG');
    expect(intlLocale('ar-EG-u-ca-gregory-nu-latn')).toBe('ar-EG-u-ca-gregory-nu-latn');
  });

  it.each(['ar-EG', 'fa-IR', 'he-IL', 'en-US', 'zh-CN'])(
    'every formatter writes the same digits in %s (no Arabic-Indic next to Latin)',
    (locale) => {
      const texts = [
        formatInteger(1234567, locale),
        formatMoney(1234.5, 'USD', locale),
        formatPercent(0.1234, 2, locale),
        formatCompact(12345, locale),
        formatChange(0.1, locale),
        formatDay('2026-11-22', locale),
        formatDateTime('2026-11-22T08:30:00Z', 'Asia/Shanghai', locale),
        formatShortDay('2026-11-22', locale),
      ];
      for (const text of texts) {
        expect(text).toMatch(DIGITS.latn);
        expect(text).not.toMatch(ARABIC_INDIC);
      }
      // Gregorian: fa-IR no longer writes 1405 (Persian calendar), th-TH would not write 2569.
      expect(formatDay('2026-11-22', locale)).toContain('2026');
    },
  );

  it('Persian and Thai days are Gregorian, as the date pickers are', () => {
    expect(formatDay('2026-11-22', 'fa-IR')).toContain('2026');
    expect(formatDay('2026-11-22', 'th-TH')).toContain('2026');
  });
});

describe('dayPattern: the pickers write days as the tables do', () => {
  it.each([
    ['zh-CN', 'YYYY[/]MM[/]DD'],
    ['en-US', 'MM[/]DD[/]YYYY'],
    ['ar-EG', 'DD[\u200f/]MM[\u200f/]YYYY'],
    ['he-IL', 'DD[.]MM[.]YYYY'],
  ])('%s: %s', (locale, pattern) => {
    expect(dayPattern(locale)).toBe(pattern);
  });

  it.each([...SUPPORTED_LOCALES])('%s: a picker day reads as the table day, direction marks included', (locale) => {
    const picker = dayjs('2026-11-02').format(dayPattern(locale));
    expect(picker).toBe(formatDay('2026-11-02', locale));
    // A whole date, never cut to "2026-11-2".
    expect(picker).toContain('02');
  });
});
