/** @jest-environment node */
/**
 * The area check of `npm run lint` (scripts/area-check.mjs): every area of mock/core/areas.ts has its folder or file,
 * named exactly so, in the seven places and a row in README's Areas table. Run on the real repository and on a
 * copy of its names (empty files, the same folders) in a temporary folder, where one place at a time is broken.
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
const SCRIPT = join(ROOT, 'scripts/area-check.mjs');
const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function check(root: string) {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' });
  return { status: run.status, errors: run.stderr };
}

/** The names under `dir`, `depth` levels down, as empty files and folders in `to`. */
function mirror(dir: string, to: string, depth: number) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (depth > 1) mirror(join(dir, entry.name), join(to, entry.name), depth - 1);
      else mkdirSync(join(to, entry.name));
    } else writeFileSync(join(to, entry.name), '');
  }
}

/** A temporary copy of the names the check reads. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), 'area-check-'));
  made.push(root);
  for (const dir of ['src/features', 'src/pages', 'mock/core', 'mock/__tests__', 'tests/unit', 'src/locales', 'docs'])
    mirror(join(ROOT, dir), join(root, dir), 2);
  copyFileSync(join(ROOT, 'mock/core/areas.ts'), join(root, 'mock/core/areas.ts'));
  copyFileSync(join(ROOT, 'README.md'), join(root, 'README.md'));
  return root;
}

it('passes on the repository and on an untouched copy of its names', () => {
  expect(check(ROOT)).toEqual({ status: 0, errors: '' });
  expect(check(copy())).toEqual({ status: 0, errors: '' });
});

it.each([
  ['a missing folder', 'mock/__tests__/activity', null, 'activity: mock/__tests__/activity is missing'],
  ['a missing index', 'src/features/traffic/index.ts', null, 'traffic: src/features/traffic/index.ts is missing'],
  ['a missing docs file', 'docs/team.md', null, 'team: docs/team.md is missing'],
  [
    'one locale named differently',
    'src/locales/ja-JP/activity.ts',
    'src/locales/ja-JP/Activity.ts',
    'activity: src/locales/ja-JP/activity.ts is missing',
  ],
  [
    'a folder named differently',
    'tests/unit/payments',
    'tests/unit/payment',
    'payments: tests/unit/payments is missing',
  ],
  [
    'an area folder the list does not have',
    'src/pages/statements',
    'src/pages/statement',
    'src/pages/statement is not an area',
  ],
])('fails on %s', (_, path, renamed, message) => {
  const root = copy();
  if (renamed) renameSync(join(root, path), join(root, renamed));
  else rmSync(join(root, path), { recursive: true });
  const { status, errors } = check(root);
  expect(status).toBe(1);
  expect(errors).toContain(message);
});

it("fails on an area without a row in README's Areas table, and on a row that is no area", () => {
  const root = copy();
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  writeFileSync(join(root, 'README.md'), readme.replace(/^\| `reportApi` .*\n/m, '').replace('| `team` ', '| `teams`'));
  const { status, errors } = check(root);
  expect(status).toBe(1);
  expect(errors).toContain("reportApi: no row in README's Areas table");
  expect(errors).toContain("README's Areas table names teams, not an area");
});
