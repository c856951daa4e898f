/** @jest-environment node */
/**
 * SLOW (minutes: a typecheck and a jest run of their own). The generators of README "Adding an area, a page or
 * a call" (scripts/new/), each run once in a temporary copy of the repository (its files, umi's generated
 * folders, node_modules linked): `new:area sample`, `new:call sample getSampleSummary`, a second page with
 * `new:page sample /accounts/sampleHistory`. The untouched result must pass what `npm run lint` and
 * `npm run typecheck` check (eslint and prettier on every file they wrote, the import cycles, the area check,
 * the contract's outputs up to date) and its own tests, with the tests that hold every registry they touched
 * (locales, contract, activity log's reads, access flags, role templates, permission tree).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '../../..');
let copy = '';

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

/** Runs a command in the copy; its output when it fails. */
function run(command: string, args: string[]) {
  const r = spawnSync(command, args, { cwd: copy, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { status: r.status, output: `${r.stdout}\n${r.stderr}` };
}

function git(args: string[]) {
  return execFileSync('git', args, { cwd: copy, encoding: 'utf8' }).split('\n').filter(Boolean);
}

it('new:area, new:call and new:page write what passes lint, typecheck and the tests', () => {
  copy = mkdtempSync(join(tmpdir(), 'generators-'));
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((f) => f && existsSync(join(ROOT, f)));
  for (const f of files) cpSync(join(ROOT, f), join(copy, f), { recursive: true });
  for (const dir of ['src/.umi', 'src/.umi-test'])
    if (existsSync(join(ROOT, dir))) cpSync(join(ROOT, dir), join(copy, dir), { recursive: true });
  symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  // A repository of its own, to list what the generators changed.
  for (const args of [
    ['init', '-q'],
    ['add', '-A'],
    ['-c', 'user.email=t@t', '-c', 'user.name=t', 'commit', '-qm', 'base'],
  ])
    execFileSync('git', args, { cwd: copy });

  for (const args of [
    ['scripts/new/area.mjs', 'sample', '/accounts/sample', '--title=Sample report'],
    ['scripts/new/call.mjs', 'sample', 'getSampleSummary', '--path=/media/sample/summary'],
    ['scripts/new/page.mjs', 'sample', '/accounts/sampleHistory'],
  ]) {
    const r = run(process.execPath, args);
    expect({ args, ...r }).toMatchObject({ status: 0 });
  }

  const changed = [...git(['diff', '--name-only']), ...git(['ls-files', '-o', '--exclude-standard'])];
  expect(changed).toEqual(
    expect.arrayContaining([
      'src/features/sample/SamplePage.tsx',
      'src/features/sample/SampleHistoryPage.tsx',
      'src/features/sample/api.ts',
      'src/pages/sample/index.tsx',
      'src/pages/sample/sampleHistory.tsx',
      'mock/core/sample/routes.ts',
      'src/locales/he-IL/sample.ts',
      'docs/sample.md',
    ]),
  );
  // The browser smoke takes the next free number, whatever specs exist by then.
  expect(changed.filter((f) => /^tests\/e2e\/specs\/\d+-sample\.e2e\.mjs$/.test(f))).toHaveLength(1);
  const code = changed.filter((f) => /\.(ts|tsx|mjs)$/.test(f));
  const checks: [string, string[]][] = [
    ['npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
    ['npx', ['eslint', ...code]],
    ['npx', ['prettier', '--check', ...code]],
    [process.execPath, ['scripts/import-cycles.mjs']],
    [process.execPath, ['scripts/area-check.mjs']],
    [process.execPath, ['scripts/duplicates-check.mjs']],
    [process.execPath, ['scripts/docs-paths.mjs']],
    [process.execPath, ['scripts/contract.mjs', '--check']],
  ];
  for (const [command, args] of checks) expect({ check: args[0], ...run(command, args) }).toMatchObject({ status: 0 });

  const tests = [
    ...changed.filter((f) => /\.test\.tsx?$/.test(f)),
    'tests/unit/locales.test.ts',
    'tests/unit/localePrefixes.test.ts',
    'tests/unit/session/menuAccess.test.ts',
    'tests/unit/team/roleTemplates.test.tsx',
    'mock/__tests__/lib/contract.test.ts',
  ];
  expect(tests).toEqual(
    expect.arrayContaining(['tests/unit/sample/samplePage.test.tsx', 'mock/__tests__/sample/sample.test.ts']),
  );
  const jest = run(process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--runTestsByPath', ...tests]);
  expect(jest).toMatchObject({ status: 0 });
  expect(jest.output).toMatch(new RegExp(`Test Suites: ${new Set(tests).size} passed`));

  // The page is in the menu group it names, behind the area's View code; the budget file has its route.
  const routes = readFileSync(join(copy, 'src/routes.ts'), 'utf8');
  expect(routes).toContain("access: 'canSampleView'");
  expect(readFileSync(join(copy, 'config/page-budgets.json'), 'utf8')).toContain('"/accounts/sampleHistory"');
});
