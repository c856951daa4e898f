// `npm test`: the static checks (lint, format, typecheck), unit tests (jest),
// production build, the byte budget of every route, browser tests (Chromium), the
// smoke walk in Firefox and WebKit, in that
// order, each with its time and how busy it kept the machine's cores. Stops at the first failing step (the later ones
// would only repeat or hide its failure); `npm test -- --keep-going` runs
// every step anyway and fails at the end if any failed.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';

// Written by the browser tests' digest reporter (tests/e2e/digest-reporter.mjs).
const BROWSER_FAILURES = 'tests/e2e/artifacts/failures.txt';

const keepGoing = process.argv.slice(2).includes('--keep-going');

/**
 * A step is one command, or several that run side by side: eslint, prettier
 * and tsc each keep one core busy, so on two cores the three together take
 * about as long as the longest of them instead of their sum. Their output
 * is held and printed whole when each ends, so the lines do not interleave.
 */
const steps = [
  [
    'static checks',
    [
      ['lint', 'npm', ['run', '-s', 'lint:code']],
      ['format', 'npm', ['run', '-s', 'lint:format']],
      ['typecheck', 'npm', ['run', '-s', 'typecheck']],
    ],
  ],
  ['unit tests', [['unit tests', 'npm', ['run', '-s', 'test:unit', '--', '--ci']]]],
  ['build', [['build', 'npm', ['run', '-s', 'build']]]],
  // Bytes, not times: every route's first load against config/page-budgets.json (docs/speed.md), in seconds.
  ['page budgets', [['page budgets', 'npm', ['run', '-s', 'page-budgets']]]],
  ['browser tests', [['browser tests', 'npm', ['run', '-s', 'test:e2e']]]],
  // Firefox ESR and WebKitGTK (Debian's): a smoke walk of every menu page, about a minute each (tests/engines).
  ['other engines', [['other engines', 'npm', ['run', '-s', 'test:engines']]]],
];

const env = { ...process.env, FORCE_COLOR: '0' };

/**
 * The whole machine's CPU so far, in seconds (Linux's /proc/stat, in USER_HZ of 1/100 s): busy, and all (busy and
 * idle), over every core. A step's difference says how busy it kept the cores (docs/tests.md): on a quiet machine
 * that is the suite's own CPU; anything else running (stress-ng) counts too. Not the CPU of the step's own process
 * tree (/proc/self/stat's ended children): that showed the browser step a third of its CPU (380 of about 1,185 s),
 * as the browsers' processes are not all waited for within the tree. Null without /proc.
 */
function machineCpu() {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const all = ticks.reduce((sum, t) => sum + t, 0);
    // idle and iowait are the 4th and 5th numbers of the line.
    return { busy: (all - ticks[3] - ticks[4]) / 100, all: all / 100 };
  } catch {
    return null;
  }
}

/** Runs one command; alone it writes straight to the terminal, beside others its output is held until it ends. */
function run([name, cmd, args], alone) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env });
    let out = '';
    if (!alone) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      if (!alone) process.stdout.write(`\n--- ${name} (${seconds} s, ${code === 0 ? 'ok' : 'FAILED'}) ---\n${out}`);
      resolve({ name, ok: code === 0, seconds });
    });
  });
}

let failed = 0;
let passed = 0;
const summary = [];
for (const [name, commands] of steps) {
  if (failed && !keepGoing) {
    summary.push({ name, ok: null, note: 'not run: an earlier step failed (--keep-going runs every step)' });
    continue;
  }
  if ((name === 'browser tests' || name === 'other engines') && summary.some((s) => s.name === 'build' && !s.ok)) {
    summary.push({ name, ok: false, note: 'skipped: the build failed' });
    failed += 1;
    continue;
  }
  console.log(`\n=== ${name} ===`);
  if (name === 'browser tests') rmSync(BROWSER_FAILURES, { force: true });
  const started = Date.now();
  const cpuBefore = machineCpu();
  const results = await Promise.all(commands.map((c) => run(c, commands.length === 1)));
  const ok = results.every((r) => r.ok);
  const cpuAfter = machineCpu();
  const busy = cpuBefore && cpuAfter ? cpuAfter.busy - cpuBefore.busy : null;
  const share = busy === null ? 0 : busy / Math.max(cpuAfter.all - cpuBefore.all, 0.01);
  const cpu = busy === null ? '' : `; machine CPU ${Math.round(busy)} s, ${Math.round(share * 100)}% busy`;
  const parts =
    commands.length > 1 ? `: ${results.map((r) => `${r.name} ${r.seconds} s${r.ok ? '' : ' FAILED'}`).join(', ')}` : '';
  summary.push({ name, ok, note: `${Math.round((Date.now() - started) / 1000)} s${cpu}${parts}` });
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
