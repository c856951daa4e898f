/** @jest-environment node */
/**
 * One name per area (issue 50): the message keys of an area's locale file begin with that area's name or with one of
 * the words of its own pages (an app, an ad position, a saved report…), never with another area's name, in every
 * locale. A new area's file follows its folder (`npm run new:area` writes `<area>.*` keys).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const dir = join(__dirname, '../../src/locales');
const AREAS = readdirSync(join(__dirname, '../../src/features'));

/** The prefixes each locale file may use: its own name first, then its pages' own words. */
const PREFIXES: Record<string, readonly string[]> = {
  account: ['account'],
  activity: ['activity'],
  alerts: ['alerts'],
  blocking: ['blocking'],
  common: ['common', 'form'],
  dashboard: ['dashboard'],
  health: ['health'],
  payments: ['payments'],
  pro: ['pro'],
  reportApi: ['reportApi', 'secretDialog'],
  revenueSplit: ['revenueSplit'],
  review: ['review', 'auditReport'],
  settlement: ['settlement', 'savedReports'],
  // The frame every page shares: the menu's route names, the request layer's errors, the session's notices…
  shell: [
    'shell',
    'alerts',
    'app',
    'device',
    'error',
    'header',
    'layout',
    'page',
    'request',
    'route',
    'session',
    'status',
  ],
  signIn: ['login', 'reset'],
  spreadsheet: ['spreadsheet'],
  statements: ['statements'],
  team: ['team'],
  traffic: ['app', 'adPosition'],
};

const prefixesOf = (locale: string, file: string): string[] =>
  // eslint-disable-next-line @typescript-eslint/no-var-requires
  [...new Set(Object.keys(require(join(dir, locale, file)).default).map((k) => k.split('.')[0]))].sort();

// core, console and home gather other files; format holds the number and date patterns' words, not an area's.
const GATHERERS = ['core.ts', 'console.ts', 'format.ts', 'home.ts'];

describe.each(readdirSync(dir).filter((d) => /^[a-z]{2}-[A-Z]{2}$/.test(d)))('%s', (locale) => {
  const files = readdirSync(join(dir, locale)).filter((f) => f.endsWith('.ts') && !GATHERERS.includes(f));

  it.each(files)("%s: every key begins with the file's own words", (file) => {
    const area = file.replace('.ts', '');
    // A new area (npm run new:area) uses its own name only.
    const allowed = PREFIXES[area] ?? [area];
    expect(prefixesOf(locale, file).filter((p) => !allowed.includes(p))).toEqual([]);
  });

  it("no area's file uses another area's name (the shell's menu words aside)", () => {
    for (const file of files) {
      const area = file.replace('.ts', '');
      if (area === 'shell') continue;
      const foreign = prefixesOf(locale, file).filter((p) => p !== area && AREAS.includes(p));
      expect([file, foreign]).toEqual([file, []]);
    }
  });
});
