// `npm test`: lint, typecheck, unit tests (jest), production build, browser
// tests. Runs every step even after a failure, then fails if any failed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Written by the browser tests' digest reporter (tests/e2e/digest-reporter.mjs).
const BROWSER_FAILURES = 'tests/e2e/artifacts/failures.txt';

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
for (const s of summary) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name} (${s.note})`);
console.log(`${passed} passed, ${failed} failed`);
// Last, so that a log cut to its end still says what failed and why.
if (existsSync(BROWSER_FAILURES))
  console.log(`\n=== failed browser tests ===\n${readFileSync(BROWSER_FAILURES, 'utf8')}`);
process.exit(failed ? 1 : 0);
