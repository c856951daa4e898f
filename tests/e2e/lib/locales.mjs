// Reads the message catalogue straight from src/locales so browser tests can
// compare what a page shows with what the translators wrote.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = resolve(new URL('../../../src/locales', import.meta.url).pathname);

/** key → text for one locale (areas merged), parsed from the TS sources. */
export function messages(locale) {
  const out = {};
  for (const file of readdirSync(join(dir, locale)).filter((f) => f.endsWith('.ts') && f !== 'index.ts')) {
    const src = readFileSync(join(dir, locale, file), 'utf8');
    const re = /^\s*'([^']+)':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"),?\s*$/gm;
    let m;
    while ((m = re.exec(src))) out[m[1]] = (m[2] ?? m[3]).replace(/\\(.)/g, '$1');
  }
  return out;
}

/** Every message key: a page that shows one of these rendered a raw key. */
export function allKeys() {
  return Object.keys(messages('zh-CN'));
}
