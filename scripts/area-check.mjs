// One name per area, in every place it lives (README "Areas"; run by `npm run lint`). The list of areas is
// mock/core/areas.ts's AREAS; each must have its folder or file, named exactly so, in the seven places below
// and a row in README's Areas table, and no folder of src/features, src/pages or mock/core (their shared
// parts aside) and no README row may name an area the list does not have. `npm run new:area` writes them all.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where an area lives: a path pattern (`<area>`, `<locale>`) that must exist. */
export const PLACES = [
  'src/features/<area>/index.ts',
  'src/pages/<area>',
  'mock/core/<area>/index.ts',
  'mock/__tests__/<area>',
  'tests/unit/<area>',
  'src/locales/<locale>/<area>.ts',
  'docs/<area>.md',
];

/** Folders of the area roots that are no area: shared parts every area uses. */
const SHARED = {
  'src/features': [],
  'src/pages': ['404', 'exception'],
  'mock/core': ['lib', 'seed'],
};

const dirsOf = (dir) =>
  existsSync(dir) ? readdirSync(dir).filter((name) => statSync(join(dir, name)).isDirectory()) : [];

/** The areas of mock/core/areas.ts (its AREAS list). */
export function listedAreas(root) {
  const text = readFileSync(join(root, 'mock/core/areas.ts'), 'utf8');
  const list = /export const AREAS = \[([^\]]*)\]/.exec(text);
  if (!list) throw new Error('mock/core/areas.ts: no `export const AREAS = [...]`');
  return [...list[1].matchAll(/'(\w+)'/g)].map((m) => m[1]);
}

/** The area folders README's Areas table names (its first column). */
export function readmeAreas(root) {
  const text = readFileSync(join(root, 'README.md'), 'utf8');
  const section = text.split(/^## /m).find((s) => s.startsWith('Areas')) ?? '';
  return [...section.matchAll(/^\| `(\w+)`/gm)].map((m) => m[1]);
}

/** Every place an area is missing or misnamed in, as messages (none: all is well). */
export function checkAreas(root) {
  const areas = listedAreas(root);
  const locales = dirsOf(join(root, 'src/locales'));
  const problems = [];
  for (const area of areas)
    for (const place of PLACES)
      for (const locale of place.includes('<locale>') ? locales : ['']) {
        const path = place.replace('<area>', area).replace('<locale>', locale);
        // Exact names: a case-insensitive file system must not let `Traffic` stand for `traffic`.
        const [dir, name] = [join(root, path, '..'), path.split('/').pop()];
        if (!existsSync(dir) || !readdirSync(dir).includes(name)) problems.push(`${area}: ${path} is missing`);
      }
  const listed = new Set(areas);
  for (const [root_, shared] of Object.entries(SHARED))
    for (const dir of dirsOf(join(root, root_)))
      if (!listed.has(dir) && !shared.includes(dir))
        problems.push(`${root_}/${dir} is not an area of mock/core/areas.ts (AREAS)`);
  const rows = readmeAreas(root);
  for (const area of areas) if (!rows.includes(area)) problems.push(`${area}: no row in README's Areas table`);
  for (const row of rows) if (!listed.has(row)) problems.push(`README's Areas table names ${row}, not an area`);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? fileURLToPath(new URL('..', import.meta.url)));
  const problems = checkAreas(root);
  for (const p of problems) console.error(`area-check: ${p}`);
  if (problems.length)
    console.error('Each area has one name in every place (README "Areas"); `npm run new:area <name>` writes them.');
  process.exit(problems.length ? 1 : 0);
}
