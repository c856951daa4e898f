/** @jest-environment node */
/**
 * The build compiles the messages with ICU syntax to syntax trees (config/internals/messagesLoader.js) and ships a
 * stand-in for the ICU parser that reads plain texts only (src/utils/internals/icuPlainText.ts). Every message of
 * the 13 locales must come out of the two exactly as intl-messageformat's own parse would make it, and so read the
 * same to a user, plurals included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import { parse as icuParse, type MessageFormatElement } from 'intl-messageformat-parser';
import { parse as plainParse } from '@/utils/internals/icuPlainText';
import { PREMISES } from '../../../config/internals';

/* eslint-disable @typescript-eslint/no-var-requires */
const { compileMessages, ICU_SYNTAX } = require('../../../config/internals/messagesLoader.js') as {
  compileMessages: (source: string, file: string) => string;
  ICU_SYNTAX: RegExp;
};
/* eslint-enable @typescript-eslint/no-var-requires */

const root = join(__dirname, '../../..');
const dir = join(root, 'src/locales');
const locales = readdirSync(dir).filter((f) => /^[a-z]{2}-[A-Z]{2}$/.test(f));
const parts = (locale: string) => readdirSync(join(dir, locale)).filter((f) => f.endsWith('.ts'));
// eslint-disable-next-line @typescript-eslint/no-var-requires
const load = (path: string): Record<string, string> => require(path).default;
const OPTIONS = { normalizeHashtagInPlural: false };
const source = (locale: string, part: string) => readFileSync(join(dir, locale, part), 'utf8');
/** A part that gathers others (core, console, home): it imports them. */
const gathers = (part: string, locale = 'zh-CN') => /^import /m.test(source(locale, part));
const isEqual = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The compiled module's messages (the loader writes `export default <JSON>;`). */
function compiled(locale: string, part: string): Record<string, string | MessageFormatElement[]> {
  const out = compileMessages(source(locale, part), `${locale}/${part}`);
  const json = /^export default (.*);$/m.exec(out)?.[1];
  if (!json) throw new Error(`${locale}/${part}: not compiled`);
  return JSON.parse(json);
}

interface Element {
  type: number;
  value?: unknown;
  options?: Record<string, { value: Element[] }>;
}
/** Values for a message's arguments: numbers for plurals and numbers, a word for the rest. */
function values(
  elements: Element[],
  n: number,
  into: Record<string, string | number> = {},
): Record<string, string | number> {
  for (const el of elements) {
    // argument 1, number 2, date 3, time 4, select 5, plural 6 (the parser's TYPE)
    if (el.type === 2 || el.type === 6) into[el.value as string] = n;
    else if (el.type === 3 || el.type === 4) into[el.value as string] = Date.UTC(2026, 2, 15, 9, 30);
    else if (el.type >= 1 && el.type <= 5 && !((el.value as string) in into)) into[el.value as string] = 'x';
    for (const option of Object.values(el.options ?? {})) values(option.value, n, into);
  }
  return into;
}

describe('messages compiled at build time', () => {
  it.each(locales)(
    '%s: every message is the parser’s own, as a tree or as a plain text the stand-in reads',
    (locale) => {
      const gathering = parts(locale).filter((p) => gathers(p, locale));
      const leaves = parts(locale).filter((p) => !gathers(p, locale));
      // Parts that gather others (core, console, home) are left as they are: they spread compiled parts.
      expect(gathering.map((p) => compileMessages(source(locale, p), p))).toEqual(
        gathering.map((p) => source(locale, p)),
      );
      const wrong: unknown[] = [];
      let trees = 0;
      for (const part of leaves) {
        const original = load(join(dir, locale, part));
        const out = compiled(locale, part);
        expect(Object.keys(out)).toEqual(Object.keys(original));
        for (const [id, message] of Object.entries(original)) {
          const expected = icuParse(message, OPTIONS);
          const plain = typeof out[id] === 'string';
          if (!plain) trees += 1;
          const refused = (() => {
            try {
              return JSON.stringify(plainParse(message)) !== JSON.stringify(expected);
            } catch (e) {
              return e instanceof SyntaxError;
            }
          })();
          // A plain text: unchanged, and the stand-in reads it as the parser does. A tree: the parser's, and the
          // stand-in refuses its text.
          const right = plain ? out[id] === message && !refused : isEqual(out[id], expected) && refused;
          if (!right) wrong.push({ part, id, message, out: out[id] });
        }
      }
      expect(wrong).toEqual([]);
      // Every locale has plurals and arguments.
      expect(trees).toBeGreaterThan(100);
    },
  );

  it('reads the same to a user in every locale: the compiled tree with the stand-in, the text with the parser', () => {
    const real = IntlMessageFormat.__parse;
    const differ: unknown[] = [];
    let formatted = 0;
    try {
      for (const locale of locales) {
        const leaves = parts(locale).filter((p) => !gathers(p, locale));
        for (const part of leaves) {
          const texts = load(join(dir, locale, part));
          for (const [id, message] of Object.entries(compiled(locale, part))) {
            // Plain texts are the parser's own above; a tree is formatted with the numbers that pick each plural form.
            if (typeof message === 'string') continue;
            const counts = JSON.stringify(message).match(/"type":[26]\b/) ? [0, 1, 2, 3, 5, 11, 21, 100, 1.5] : [1];
            for (const n of counts) {
              const args = values(message as Element[], n);
              IntlMessageFormat.__parse = real;
              const expected = new IntlMessageFormat(texts[id], locale).format(args);
              IntlMessageFormat.__parse = plainParse as typeof real;
              const actual = new IntlMessageFormat(message, locale).format(args);
              formatted += 1;
              if (actual !== expected) differ.push({ locale, id, n, actual, expected });
            }
          }
        }
      }
    } finally {
      IntlMessageFormat.__parse = real;
    }
    expect(differ).toEqual([]);
    expect(formatted).toBeGreaterThan(1000);
  });

  it("leaves pro-components' texts plain: src/layouts/proIntl.ts hands them over as strings", () => {
    for (const locale of locales)
      expect([locale, Object.values(compiled(locale, 'pro.ts')).every((m) => typeof m === 'string')]).toEqual([
        locale,
        true,
      ]);
  });

  it('the stand-in refuses what only the parser reads, and the loader compiles exactly that', () => {
    expect(ICU_SYNTAX.source).toBe("[{}']");
    expect(() => plainParse('{count} apps')).toThrow(SyntaxError);
    expect(() => plainParse("it''s")).toThrow(SyntaxError);
    expect(plainParse('Apps')).toEqual(icuParse('Apps'));
    expect(plainParse('')).toEqual(icuParse(''));
    expect(compileMessages("export default { a: 'Apps', b: '{n, plural, one {# app} other {# apps}}' };", 'x')).toBe(
      `// Compiled by config/internals/messagesLoader.js from x\nexport default ${JSON.stringify({
        a: 'Apps',
        b: icuParse('{n, plural, one {# app} other {# apps}}', OPTIONS),
      })};\n`,
    );
  });
});

describe('library internals the compiled messages rely on', () => {
  const modules = join(root, 'node_modules');
  const core = join(modules, 'intl-messageformat/lib/core.js');

  it('intl-messageformat parses string messages with the parser it imports, with the loader’s options', () => {
    expect(PREMISES.intlMessageFormatCore.test(core)).toBe(true);
    const source = readFileSync(core, 'utf8');
    expect(source).toMatch(/^import \{ parse \} from 'intl-messageformat-parser';$/m);
    expect(PREMISES.icuParser.test('intl-messageformat-parser')).toBe(true);
    expect(source).toMatch(/IntlMessageFormat\.__parse\(message, \{\s*normalizeHashtagInPlural: false,?\s*\}\)/);
    // A syntax tree passes straight through.
    expect(source).toMatch(/else \{\s*this\.ast = message;\s*\}/);
  });

  it('react-intl, intl-messageformat and the loader use one and the same parser and formatter', () => {
    const reactIntl = dirname(require.resolve('react-intl/package.json', { paths: [join(modules, '@umijs/plugins')] }));
    const formatter = require.resolve('intl-messageformat/package.json', { paths: [reactIntl] });
    expect(formatter).toBe(join(modules, 'intl-messageformat/package.json'));
    const parser = require.resolve('intl-messageformat-parser', { paths: [dirname(formatter)] });
    expect(parser).toBe(require.resolve('intl-messageformat-parser', { paths: [join(root, 'config/internals')] }));
    // The parser declares no side effects: without the import of `parse`, its grammar drops out of the bundle.
    const pkg = JSON.parse(readFileSync(join(modules, 'intl-messageformat-parser/package.json'), 'utf8'));
    expect(pkg.sideEffects).toBe(false);
  });

  it('every part of a locale is a module the loader sees', () => {
    for (const locale of locales)
      for (const part of parts(locale)) expect(PREMISES.messageParts.test(join(dir, locale, part))).toBe(true);
    expect(PREMISES.messageParts.test(join(dir, 'en-US.ts'))).toBe(false);
    expect(PREMISES.messageParts.test(join(dir, 'lazy.ts'))).toBe(false);
  });
});
