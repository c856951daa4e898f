// The console's locales for the build scripts and the nginx configuration, read
// from src/locales/languages.ts (the one list) so that a new locale needs no change here.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(new URL('../..', import.meta.url).pathname);

export function localeCodes() {
  const source = readFileSync(join(root, 'src/locales/languages.ts'), 'utf8');
  return [...source.matchAll(/lang: '([a-z]{2}-[A-Z]{2})'/g)].map((m) => m[1]);
}

/**
 * The locale the app would choose from a browser language (src/session/locale.ts
 * resolveLocale, stored choice aside): the same locale, else the first of the same
 * language, else the default (the first of the list, zh-CN).
 */
export function localeForBrowser(tag, locales = localeCodes()) {
  const t = String(tag ?? '').trim();
  return (
    locales.find((l) => l.toLowerCase() === t.toLowerCase()) ??
    locales.find((l) => l.slice(0, 2) === t.slice(0, 2).toLowerCase()) ??
    locales[0]
  );
}

/** The same choice as an nginx `map` of the first Accept-Language tag: exact locales first, then languages. */
export function nginxLocaleMap(variable, locales = localeCodes()) {
  const exact = locales.map((l) => `    "~*^${l}\\b" ${l};`);
  const seen = new Set();
  const byLanguage = locales
    .filter((l) => !seen.has(l.slice(0, 2)) && seen.add(l.slice(0, 2)))
    .map((l) => `    "~*^${l.slice(0, 2)}\\b" ${l};`);
  return [`map $http_accept_language ${variable} {`, `    default ${locales[0]};`, ...exact, ...byLanguage, '}'].join(
    '\n',
  );
}
