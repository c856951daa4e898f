// `npm run test:dates`: the unit and mock tests (jest) run again with the clock moved to the instants where a
// test that hangs on today's date fails: New Year, 29 February, a month's last day and a daylight-saving change,
// each a few minutes before midnight in the provider's zone so that the run crosses it, and with the browser's
// zone (TZ) set elsewhere. A date in a test is then computed, never a literal (issue 30: a mail's expiry checked
// against "2026" would have failed every run from 25 December 2026; found this way).
//
// It needs Debian's faketime (`apt-get install -y faketime`); the clock moves by an offset, the same in every
// process (jest's workers), and monotonic time stays real (timers). About four minutes an instant here, so it is
// not part of `npm test`: run it after a change to dates, zones or the calendar. `--at=<name>` runs one instant,
// `--list` names them; further arguments go to jest (a path runs those files only). `--browser` runs the browser
// tests instead (after `npm run build`; about 11 minutes an instant): the mock and the runner under faketime,
// Chromium's pages on the same clock through an offset (tests/e2e/fixtures.mjs); further arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The provider's zone, where the days and the months are cut: the contract states it (x-constants). */
const PROVIDER_TIME_ZONE = JSON.parse(readFileSync(new URL('../src/contract/openapi.json', import.meta.url), 'utf8'))
  .components.schemas.ReportTimeZone['x-constants'].providerTimeZone;

/** Where the calendar bites: the clock's start (UTC), the browser's zone, and why it is hostile. */
const INSTANTS = [
  {
    name: 'new-year',
    at: '2026-12-31T15:57:00Z',
    tz: 'UTC',
    why: 'New Year in the provider zone during the run, then the figures of its first hour',
  },
  {
    name: 'leap-day',
    at: '2028-02-28T16:10:00Z',
    tz: 'America/Los_Angeles',
    why: '29 February in the provider zone, the day before where the browser is',
  },
  {
    name: 'month-end',
    at: '2027-03-31T15:58:00Z',
    tz: PROVIDER_TIME_ZONE,
    why: 'the 31st into the 1st at midnight during the run, browser in the provider zone',
  },
  {
    name: 'daylight-saving',
    at: '2027-03-14T09:57:00Z',
    tz: 'America/Los_Angeles',
    why: 'clocks go forward in the browser zone during the run',
  },
  {
    name: 'far-east',
    at: '2027-02-28T16:30:00Z',
    tz: 'Pacific/Kiritimati',
    why: 'the first of the month in the provider zone, the browser 14 hours ahead of UTC',
  },
];

const args = process.argv.slice(2);
const only = args.find((a) => a.startsWith('--at='))?.slice('--at='.length);
const browser = args.includes('--browser');
const rest = args.filter((a) => !a.startsWith('--at=') && a !== '--list' && a !== '--browser');
const command = browser
  ? ['npx', 'playwright', 'test', ...rest]
  : ['npm', 'run', '-s', 'test:unit', '--', '--ci', ...rest];

if (args.includes('--list')) {
  for (const i of INSTANTS) console.log(`${i.name.padEnd(16)} ${i.at}  TZ=${i.tz.padEnd(20)} ${i.why}`);
  process.exit(0);
}
const chosen = INSTANTS.filter((i) => !only || i.name === only);
if (chosen.length === 0) {
  console.error(`No instant named ${only}; --list names them.`);
  process.exit(2);
}
if (spawnSync('faketime', ['-f', '+0s', 'true']).status !== 0) {
  console.error('faketime is missing: `apt-get install -y faketime` (Debian, as root).');
  process.exit(2);
}

const results = [];
for (const instant of chosen) {
  // An offset, not an absolute time: each process faketime starts would otherwise begin at that instant anew.
  const offset = Math.round((Date.parse(instant.at) - Date.now()) / 1000);
  console.log(`\n=== ${instant.name}: from ${instant.at}, TZ=${instant.tz} (${instant.why})`);
  const started = Date.now();
  const env = { ...process.env, TZ: instant.tz, FAKETIME_DONT_FAKE_MONOTONIC: '1' };
  if (browser) env.E2E_CLOCK_OFFSET_MS = String(offset * 1000);
  const run = spawnSync('faketime', ['-f', `${offset >= 0 ? '+' : ''}${offset}s`, ...command], {
    stdio: 'inherit',
    env,
  });
  results.push({ ...instant, ok: run.status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n=== summary');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
