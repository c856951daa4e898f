// `npm run test:changed`: the inner loop. The unit tests jest relates to the
// files changed since main (`--changedSince`, committed or not), then, when
// the change touches what the browser sees, a build, the byte budgets and
// the browser specs of the areas touched (the map below). `--no-browser`
// stops after jest; `--base=<ref>` compares with another branch; `--list`
// only says which browser specs it would run. `npm test` stays the full run.
import { execFileSync, spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name) => args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const git = (...a) => execFileSync('git', a, { encoding: 'utf8' }).trim();
const exists = (ref) => spawnSync('git', ['rev-parse', '--verify', '--quiet', ref]).status === 0;

const base = option('base') ?? (exists('origin/main') ? 'origin/main' : 'main');
const changed = [
  ...git('diff', '--name-only', `${base}...HEAD`).split('\n'),
  ...git('diff', '--name-only', 'HEAD').split('\n'),
  ...git('ls-files', '--others', '--exclude-standard').split('\n'),
].filter(Boolean);

/**
 * The browser specs of an area (a folder of src/features, src/pages and mock/core): those named here, else
 * every spec whose name is `NN-<area in kebab case>…` (a generated area's smoke, `npm run new:area`), else the shell's.
 */
const AREA_SPECS = {
  signIn: ['30-login', '20-session', '72-spoofed-names'],
  dashboard: ['50-dashboard', '57-what-changed'],
  traffic: ['40-apps', '41-adpositions', '42-import', '43-app-ads', '44-handoff'],
  review: ['60-review', '61-blocking', '62-quality', '53-audit-report', '59-zone', '47-compare'],
  blocking: ['61-blocking', '60-review'],
  settlement: ['51-settlement', '54-saved-reports', '47-compare', '59-zone', '21-notices'],
  statements: ['65-billing'],
  revenueSplit: ['52-revenue-split'],
  payments: ['65-billing', '66-payments-owner-decides', '50-dashboard'],
  account: ['31-account', '22-security', '23-sessions-two-devices'],
  reportApi: ['31-account'],
  activity: ['34-activity'],
  team: ['32-team-accounts', '33-team'],
};
/** The mock's areas whose changes the browser specs see (others: the specs named after the area). */
const MOCK_SPECS = { signIn: ['30-login', '20-session'], review: ['60-review'] };
const SPEC_FILES = readdirSync(new URL('../tests/e2e/specs/', import.meta.url)).map((f) =>
  f.replace(/\.e2e\.mjs$/, ''),
);
const specsNamed = (area) =>
  SPEC_FILES.filter((f) => new RegExp(`^\\d+-${area.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}(-|$)`).test(f));
const orShell = (list) => (list.length ? list : ['10-shell']);

/**
 * Where a change shows in the browser: a path pattern and its spec files
 * (tests/e2e/specs, by name prefix). `*` is every spec: the browser tests'
 * own machinery. A file under src/ no pattern names gets the shell's spec.
 */
const AREAS = [
  // The contract too: every spec's worker checks each answer against it (the contractWatch fixture).
  [
    /^(tests\/e2e\/(fixtures|global-setup|digest-reporter)|tests\/e2e\/lib\/|playwright\.config|scripts\/lib\/(preview|browser)|(src|mock)\/contract\/)/,
    ['*'],
  ],
  [/^tests\/e2e\/specs\/(.+)\.e2e\.mjs$/, (m) => [m[1]]],
  [/^src\/session\//, ['20-session', '22-security', '23-sessions-two-devices', '30-login']],
  [/^src\/(request|services)\//, ['20-session', '21-notices']],
  [/^src\/locales\//, ['15-locales', '05-sweep']],
  [/^src\/(layouts|components)\//, ['10-shell', '05-sweep', '70-layout', '71-bidi', '72-spoofed-names', '36-alerts']],
  [/^src\/(features|pages)\/(\w+)\//, (m) => AREA_SPECS[m[2]] ?? orShell(specsNamed(m[2]))],
  [/^mock\/core\/(\w+)\//, (m) => MOCK_SPECS[m[1]] ?? (m[1] in AREA_SPECS ? [] : specsNamed(m[1]))],
  [/^(deploy|scripts\/preview)/, ['80-nginx', '12-first-paint']],
  [/^src\//, ['10-shell']],
];

const specs = new Set();
for (const file of changed) {
  for (const [pattern, target] of AREAS) {
    const m = pattern.exec(file);
    if (!m) continue;
    for (const s of typeof target === 'function' ? target(m) : target) specs.add(s);
    break;
  }
}

const run = (cmd, cmdArgs) => {
  console.log(`\n=== ${cmd} ${cmdArgs.join(' ')} ===`);
  const res = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

console.log(`${changed.length} files changed since ${base}`);
if (args.includes('--list')) {
  console.log(`browser specs: ${[...specs].sort().join(' ') || 'none'}`);
  process.exit(0);
}
run('npm', ['run', '-s', 'test:unit', '--', '--ci', `--changedSince=${base}`, '--passWithNoTests']);
if (args.includes('--no-browser') || specs.size === 0) {
  console.log(specs.size ? 'browser specs skipped (--no-browser)' : 'no browser spec covers these changes');
  process.exit(0);
}
const all = specs.has('*');
console.log(`browser specs: ${all ? 'all' : [...specs].sort().join(' ')}`);
run('npm', ['run', '-s', 'build']);
// Seconds, no browser: a page that grew past its byte budget (config/page-budgets.json) fails here, as in npm test.
run('npm', ['run', '-s', 'page-budgets']);
run('npx', ['playwright', 'test', ...(all ? [] : [...specs].sort())]);
