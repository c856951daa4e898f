/** @jest-environment node */
/**
 * Issue 31: the mock speaks every console locale. Each locale's table has every key of the English one, no empty
 * text, and the same {placeholders} (a missing or misspelt one would print "{email}" to a publisher).
 */
import { LOCALES } from '../../../src/contract/values';
import { MESSAGES, t, type MessageKey } from '../../core/lib/i18n';
import { enUS } from '../../core/lib/i18n/en-US';
import { localeFromHeader } from '../../core/lib/locale';

const KEYS = Object.keys(enUS) as MessageKey[];
/** Where the brace opened at `open` closes. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return text.length;
}

/**
 * The arguments a message reads, as "{name}": its own and those inside the branches of a plural or select.
 * A branch's text is not an argument ("{days, plural, one {day} other {# days}}" reads only {days}).
 */
function args(text: string, out = new Set<string>()): Set<string> {
  for (let i = text.indexOf('{'); i >= 0; i = text.indexOf('{', i)) {
    const end = closing(text, i);
    const m = /^\s*(\w+)\s*(?:,\s*(\w+)\s*,([\s\S]*))?$/.exec(text.slice(i + 1, end));
    if (m) {
      out.add(`{${m[1]}}`);
      const branches = m[3] ?? '';
      for (let j = branches.indexOf('{'); j >= 0; j = branches.indexOf('{', j)) {
        const e = closing(branches, j);
        args(branches.slice(j + 1, e), out);
        j = e + 1;
      }
    }
    i = end + 1;
  }
  return out;
}
const placeholders = (text: string) => [...args(text)].sort();

describe('the message tables', () => {
  it('reads the arguments of a message, not the text of its plural branches', () => {
    expect(placeholders('{n} of {total}')).toEqual(['{n}', '{total}']);
    expect(placeholders('the last {days, plural, one {day} other {# days}}')).toEqual(['{days}']);
    expect(placeholders('{count, plural, one {# row for {email}} other {# rows}}')).toEqual(['{count}', '{email}']);
  });

  it('one table per console locale, no more', () => {
    expect(Object.keys(MESSAGES).sort()).toEqual([...LOCALES].sort());
  });

  it.each(LOCALES.filter((l) => l !== 'en-US'))('%s: every key, translated, with the same placeholders', (locale) => {
    const table = MESSAGES[locale];
    expect(Object.keys(table).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) {
      expect({ key, text: table[key].trim().length > 0 }).toEqual({ key, text: true });
      expect({ key, placeholders: placeholders(table[key]) }).toEqual({ key, placeholders: placeholders(enUS[key]) });
    }
  });

  it.each(LOCALES)(
    '%s: Latin digits only, as every page of the console writes them (src/utils/numbering.ts)',
    (locale) => {
      const otherDigits = KEYS.filter((k) => /[\u0660-\u0669\u06F0-\u06F9]/.test(MESSAGES[locale][k]));
      expect(otherDigits).toEqual([]);
    },
  );

  it.each(LOCALES.filter((l) => !l.startsWith('en')))('%s: the mails and notices are not left in English', (locale) => {
    const mailKeys = KEYS.filter((k) => k.startsWith('notice.') || k.startsWith('code.') || k.startsWith('delivery'));
    const untranslated = mailKeys.filter((k) => MESSAGES[locale][k] === enUS[k]);
    expect(untranslated).toEqual([]);
  });
});

describe("the caller's locale from Accept-Language", () => {
  it.each([
    ['ja-JP', 'ja-JP'],
    ['ja', 'ja-JP'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-Hant-TW,zh;q=0.8', 'zh-TW'],
    ['zh', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-cn,en;q=0.5', 'zh-CN'],
    ['pt-PT', 'pt-BR'],
    ['es-MX', 'es-ES'],
    ['ar', 'ar-EG'],
    ['he', 'he-IL'],
    ['fa-AF', 'fa-IR'],
    ['fr', 'en-US'],
    ['fr-FR,de;q=0.9', 'en-US'],
    ['fr-FR,ko;q=0.7,en;q=0.3', 'ko-KR'],
    ['en;q=0.2,th-TH', 'th-TH'],
    ['*', 'en-US'],
    ['', 'en-US'],
  ])('%s → %s', (header, locale) => {
    expect(localeFromHeader(header)).toBe(locale);
  });

  it('no header reads English', () => {
    expect(localeFromHeader(undefined)).toBe('en-US');
  });
});

describe('t()', () => {
  it('fills the placeholders; in a right-to-left locale each value is isolated (FSI … PDI)', () => {
    expect(t('en-US', 'inviteSent', { email: 'a@b.test' })).toBe('Invitation sent to a@b.test');
    expect(t('ja-JP', 'inviteSent', { email: 'a@b.test' })).toBe('a@b.test に招待を送信しました');
    for (const locale of ['ar-EG', 'fa-IR', 'he-IL'] as const)
      expect(t(locale, 'inviteSent', { email: 'a@b.test' })).toContain('\u2068a@b.test\u2069');
    expect(t('zh-CN', 'inviteSent', { email: 'a@b.test' })).not.toContain('\u2068');
  });

  it('issue 52: in a left-to-right locale a value with an override or right-to-left letters is isolated too', () => {
    const spoof = '\u202Enimda';
    expect(t('en-US', 'notice.invite.subject', { by: spoof })).toBe(
      `\u2068${spoof}\u2069 invited you to Media Console`,
    );
    expect(t('zh-CN', 'notice.invite.subject', { by: 'שלום' })).toContain('\u2068שלום\u2069');
    expect(t('en-US', 'notice.invite.subject', { by: 'demo' })).toBe('demo invited you to Media Console');
  });
});
