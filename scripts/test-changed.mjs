// `npm run test:changed`: the inner loop. The unit tests jest relates to the
// files changed since main (`--changedSince`, committed or not), then, when
// the change touches what the browser sees, a build, the byte budgets and
// the browser specs of the areas touched (the map below). `--no-browser`
// stops after jest; `--base=<ref>` compares with another branch; `--list`
// only says which browser specs it would run. `npm test` stays the full run.
import { execFileSync, spawnSync } from 'node:child_process';

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
 * Where a change shows in the browser: a path pattern and its spec files
 * (tests/e2e/specs, by name prefix). `*` is every spec: the browser tests'
 * own machinery. A file under src/ no pattern names gets the shell's spec.
 */
const AREAS = [
  [
    /^(tests\/e2e\/(fixtures|global-setup|digest-reporter)|tests\/e2e\/lib\/|playwright\.config|scripts\/lib\/(preview|browser))/,
    ['*'],
  ],
  [/^tests\/e2e\/specs\/(.+)\.e2e\.mjs$/, (m) => [m[1]]],
  [/^src\/(features|pages)\/signIn\//, ['30-login', '20-session']],
  [/^src\/session\//, ['20-session', '22-security', '30-login']],
  [/^src\/(request|services\/contract)\//, ['20-session', '21-notices']],
  [/^src\/locales\//, ['15-locales', '05-sweep']],
  [/^src\/(layouts|components)\//, ['10-shell', '05-sweep', '70-layout', '71-bidi']],
  [/^src\/(pages|features)\/dashboard\//, ['50-dashboard', '57-what-changed']],
  [/^src\/(pages|features)\/traffic\//, ['40-apps', '41-adpositions', '42-import', '43-app-ads', '44-handoff']],
  [
    /^src\/(pages|features)\/review\//,
    ['60-material', '61-blocking', '62-quality', '53-audit-report', '54-zone', '47-compare'],
  ],
  [/^src\/(pages|features)\/blocking\//, ['61-blocking', '60-material']],
  [
    /^src\/(pages|features)\/settlement\//,
    ['51-settlement', '54-saved-reports', '47-compare', '54-zone', '21-notices'],
  ],
  [/^src\/(features|pages)\/statements\//, ['65-payments']],
  [/^src\/(features|pages)\/revenueSplit\//, ['52-media-divide']],
  [/^src\/(features|pages)\/payments\//, ['65-payments', '50-dashboard']],
  [/^src\/(features|pages)\/account\//, ['31-account', '22-security']],
  [/^src\/(features|pages)\/reportApi\//, ['31-account']],
  [/^src\/(features|pages)\/activity\//, ['34-activity']],
  [/^src\/(features|pages)\/alerts\//, ['36-alerts']],
  [/^src\/(features|pages)\/health\//, ['48-health']],
  [/^src\/(features|pages)\/team\//, ['32-subaccount', '33-team']],
  // The mock's areas (mock/core/<area>/, named as the console's) whose changes the browser specs see.
  [
    /^mock\/core\/(\w+)\//,
    (m) =>
      ({ signIn: ['30-login', '20-session'], review: ['60-material'], alerts: ['36-alerts'], health: ['48-health'] })[
        m[1]
      ] ?? [],
  ],
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
