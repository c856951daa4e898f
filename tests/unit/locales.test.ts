/** @jest-environment node */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseIcu } from 'intl-messageformat-parser';
import { SUPPORTED_LOCALES, isRtl } from '@/session';
import { LANGUAGES } from '@/locales/languages';
import { BUNDLED_CORE, CONSOLE_MESSAGES, CORE_MESSAGES } from '@/locales/lazy';

const dir = join(__dirname, '../../src/locales');
const files = readdirSync(dir).filter((f) => /^[a-z]{2}-[A-Z]{2}\.ts$/.test(f));
const areas = readdirSync(join(dir, 'zh-CN'))
  .filter((f) => f.endsWith('.ts') && f !== 'core.ts' && f !== 'console.ts')
  .map((f) => f.replace('.ts', ''));
const others = SUPPORTED_LOCALES.filter((l) => l !== 'zh-CN');

// eslint-disable-next-line @typescript-eslint/no-var-requires
const load = (path: string): Record<string, string> => require(path).default;
interface IcuElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: IcuElement[] }>;
}
// The ICU argument names a message uses ({name}, {count, plural, ...}); parsing
// also proves the syntax is valid. Texts inside plural/select branches are not
// arguments, so "one {fila}" and "one {row}" agree.
const placeholders = (message: string): string[] => {
  const names = new Set<string>();
  const walk = (elements: IcuElement[]) => {
    for (const el of elements) {
      if (el.type >= 1 && el.type <= 6 && typeof el.value === 'string') names.add(el.value);
      for (const option of Object.values(el.options ?? {})) walk(option.value);
    }
  };
  walk(parseIcu(message) as IcuElement[]);
  return [...names].sort();
};

// The placeholders of a zh-CN message, parsed once for the twelve locales compared with it.
const sourceCache = new Map<string, string[]>();
function sourcePlaceholders(area: string, key: string, message: string): string[] {
  const id = `${area}/${key}`;
  let names = sourceCache.get(id);
  if (!names) {
    names = placeholders(message);
    sourceCache.set(id, names);
  }
  return names;
}

describe('locale files', () => {
  it('are exactly the supported locales', () => {
    expect(files.map((f) => f.replace('.ts', '')).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('have a language menu entry each, with lang, label and title, and no flag', () => {
    expect(LANGUAGES.map((l) => l.lang).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    for (const entry of LANGUAGES) {
      expect(entry.label.trim()).not.toBe('');
      // A flag is a country, not a language: the menu names languages only.
      expect(entry.label).not.toMatch(/\p{Regional_Indicator}/u);
      expect(Object.keys(entry).sort()).toEqual(['label', 'lang', 'title']);
      expect(entry.title.trim()).not.toBe('');
    }
  });

  it('bundle the shell messages of zh-CN and en-US only, and load the rest on demand', () => {
    expect(Object.keys(CORE_MESSAGES).sort()).toEqual(others.filter((l) => l !== 'en-US').sort());
    expect(Object.keys(CONSOLE_MESSAGES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
    expect(Object.keys(BUNDLED_CORE).sort()).toEqual(['en-US', 'zh-CN']);
    expect(BUNDLED_CORE['zh-CN']).toEqual(load(join(dir, 'zh-CN', 'core')));
    expect(BUNDLED_CORE['en-US']).toEqual(load(join(dir, 'en-US', 'core')));
    // umi's locale files register the locales only: its plugin would walk a compiled message as nested messages.
    for (const file of files) expect([file, load(join(dir, file))]).toEqual([file, {}]);
  });

  it('keep the sign-in page and the shell in core, and every other area in console', () => {
    const core = load(join(dir, 'zh-CN', 'core'));
    const consolePages = load(join(dir, 'zh-CN', 'console'));
    for (const area of ['shell', 'common', 'format', 'signIn']) {
      expect(core).toEqual(expect.objectContaining(load(join(dir, 'zh-CN', area))));
    }
    expect(Object.keys(core).filter((key) => key in consolePages)).toEqual([]);
  });

  it('mark exactly fa-IR, ar-EG and he-IL as right-to-left', () => {
    expect(SUPPORTED_LOCALES.filter(isRtl).sort()).toEqual(['ar-EG', 'fa-IR', 'he-IL']);
  });

  it('zh-CN has every area in its core and console parts', () => {
    const fromAreas = Object.assign({}, ...areas.map((a) => load(join(dir, 'zh-CN', a))));
    expect({ ...load(join(dir, 'zh-CN', 'core')), ...load(join(dir, 'zh-CN', 'console')) }).toEqual(fromAreas);
  });
});

describe.each(others)('%s', (locale) => {
  it.each(areas)('area %s has every key zh-CN has, and no other', (area) => {
    const path = join(dir, locale, `${area}.ts`);
    expect(existsSync(path)).toBe(true);
    const source = load(join(dir, 'zh-CN', area));
    const messages = load(path);
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
    // Each rule checked over the whole area at once (a failure names the keys): one assertion per key and rule
    // made this file the slowest of the suite.
    const entries = Object.entries(messages);
    expect(entries.filter(([, value]) => typeof value !== 'string').map(([key]) => key)).toEqual([]);
    expect(entries.filter(([, value]) => value.trim() === '').map(([key]) => key)).toEqual([]);
    expect(entries.filter(([key, value]) => value === key).map(([key]) => key)).toEqual([]);
    // A translation keeps the placeholders ({name}, {total}...) of the original.
    expect(entries.map(([key, value]) => [key, placeholders(value)])).toEqual(
      entries.map(([key]) => [key, sourcePlaceholders(area, key, source[key])]),
    );
    // One digit system on a page: figures are formatted with Latin digits in every locale, so texts use them too.
    expect(entries.filter(([, value]) => /[\u0660-\u0669\u06F0-\u06F9]/.test(value)).map(([key]) => key)).toEqual([]);
  });

  it('core and console bring in every area, as zh-CN splits them', () => {
    for (const part of ['core', 'console']) {
      expect(Object.keys(load(join(dir, locale, part))).sort()).toEqual(
        Object.keys(load(join(dir, 'zh-CN', part))).sort(),
      );
    }
  });
});

it('has a text for every status of the status-text table', () => {
  for (const status of [200, 201, 202, 204, 400, 401, 403, 404, 406, 410, 422, 500, 502, 503, 504]) {
    expect(BUNDLED_CORE['zh-CN']).toHaveProperty([`status.${status}`]);
  }
});

describe('the error catalogue in English (SPEC.md section 8)', () => {
  const en = BUNDLED_CORE['en-US'];
  it.each([
    ['request.serverError', 'Server error, please contact the administrator'],
    ['request.networkError', 'Network request error'],
    ['request.checkNetwork', 'Please check your network'],
    ['request.refreshNetwork', 'The network has an anomaly and the server cannot be connected'],
    ['request.loginInvalid', 'Login invalid, log in again in 3 seconds'],
    ['request.loginLimit', 'Login limit exceeded, logged out in 3 seconds'],
    ['request.rateLimit', 'Request rate exceeded'],
    ['request.fallback', 'Request error, please retry'],
  ])('%s reads %j', (key, text) => {
    expect(en[key]).toBe(text);
  });
});

describe('every message is used', () => {
  // What the console's code can ask for: quoted keys ('app.name'), and the
  // fixed start of keys built at run time (`settlement.metric.${key}`). A key
  // built some other way (string concatenation) shows up here as unused:
  // write it as a template with its fixed start instead.
  const sources = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) return entry.name.startsWith('.umi') || path === dir ? [] : sources(path);
      return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
    });
  const code = [...sources(join(__dirname, '../../src')), join(__dirname, '../../config/routes.ts')]
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  const quoted = new Set([...code.matchAll(/['"`]([A-Za-z0-9_.-]+)['"`]/g)].map((m) => m[1]));
  const starts = [...code.matchAll(/`([A-Za-z0-9_.-]+\.)\$\{/g)].map((m) => m[1]);
  const zhAll = areas.reduce<Record<string, string>>(
    (all, area) => ({ ...all, ...load(join(dir, 'zh-CN', area)) }),
    {},
  );

  it('zh-CN has no key that no page, layout or service asks for', () => {
    expect(Object.keys(zhAll).length).toBeGreaterThan(500);
    const unused = Object.keys(zhAll).filter((key) => !quoted.has(key) && !starts.some((s) => key.startsWith(s)));
    expect(unused).toEqual([]);
  });
});
