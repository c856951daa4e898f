// `npm test`: lint, typecheck, unit tests (jest), production build, browser
// tests, in that order, each with its time. Stops at the first failing step
// (the later ones would only repeat or hide its failure); `npm test -- --keep-going`
// runs every step anyway and fails at the end if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Written by the browser tests' digest reporter (tests/e2e/digest-reporter.mjs).
const BROWSER_FAILURES = 'tests/e2e/artifacts/failures.txt';

const keepGoing = process.argv.slice(2).includes('--keep-going');

const steps = [
  ['lint', 'npm', ['run', '-s', 'lint']],
  ['typecheck', 'npm', ['run', '-s', 'typecheck']],
  ['unit tests', 'npx', ['jest', '--ci']],
  ['build', 'npm', ['run', '-s', 'build']],
  ['browser tests', 'npm', ['run', '-s', 'test:e2e']],
];

let failed = 0;
let passed = 0;
const summary = [];
for (const [name, cmd, args] of steps) {
  if (failed && !keepGoing) {
    summary.push({ name, ok: null, note: 'not run: an earlier step failed (--keep-going runs every step)' });
    continue;
  }
  if (name === 'browser tests' && summary.some((s) => s.name === 'build' && !s.ok)) {
    summary.push({ name, ok: false, note: 'skipped: the build failed' });
    failed += 1;
    continue;
  }
  console.log(`\n=== ${name} ===`);
  if (name === 'browser tests') rmSync(BROWSER_FAILURES, { force: true });
  const started = Date.now();
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const ok = res.status === 0;
  summary.push({ name, ok, note: `${Math.round((Date.now() - started) / 1000)} s` });
  if (ok) passed += 1;
  else failed += 1;
}

console.log('\n=== summary ===');
for (const s of summary) console.log(`${s.ok === null ? '-   ' : s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.note})`);
console.log(`${passed} passed, ${failed} failed, ${summary.length - passed - failed} not run`);
// Last, so that a log cut to its end still says what failed and why.
if (existsSync(BROWSER_FAILURES))
  console.log(`\n=== failed browser tests ===\n${readFileSync(BROWSER_FAILURES, 'utf8')}`);
process.exit(failed ? 1 : 0);
