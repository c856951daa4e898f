// `npm run bench`: measures the current dist/ (it builds nothing) in headless
// Chromium against `npm run preview`, and the mock API over HTTP, then prints
// a table, checks the budgets (docs/speed.md) and writes bench/results.json
// so a later run can be compared. Exit code 1 when a budget fails.
// Usage: node scripts/bench.mjs [--runs 5] [--skip-stress] [--memory-only] [--first-paint-only] [--settlement-only]
//        node scripts/bench.mjs --template DIR [--runs 5]   (against the Ant Design Pro template: scripts/lib/side-by-side.mjs)
// (--memory-only: the memory walk alone, scripts/lib/memory-walk.mjs; --settlement-only: issue 17's
// figures alone: the settlement page's JS, the browser export's long tasks, the mock's report timings.)
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { launch } from './lib/browser.mjs';
import { startPreview } from './lib/preview-server.mjs';
import { memoryWalk } from './lib/memory-walk.mjs';
import { loadNote, loadNow, median, p95, timeSpread } from './lib/stats.mjs';

const root = resolve(new URL('..', import.meta.url).pathname);
const dist = join(root, 'dist');
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 5;
const SKIP_STRESS = args.includes('--skip-stress');
const MEMORY_ONLY = args.includes('--memory-only');
const FIRST_PAINT_ONLY = args.includes('--first-paint-only');
const SETTLEMENT_ONLY = args.includes('--settlement-only');
const TEMPLATE_DIR = args.includes('--template') ? args[args.indexOf('--template') + 1] : undefined;
/**
 * The settlement page's JavaScript (cold load until its table shows, decoded) on main when issue 17's
 * speed work began (docs/speed.md): the page may grow to 115% of it.
 */
const SETTLEMENT_JS_BEFORE = 2387.1 * 1024; // main at 5489273, 2026-11-24 (793.3 KB gzip)
const SETTLEMENT_JS_GROWTH_MAX = 1.15;
/** The memory walk's budget: the heap after 300 navigations within 20% of the heap after 30. */
const MEMORY_GROWTH_MAX = 1.2;
const EXPORT_RUNS = 3;
const DEMO = { account: 'demo', password: 'Demo@2026' };
const KB = 1024;

if (!existsSync(join(dist, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (the benchmark measures the current build).');
  process.exit(1);
}

if (TEMPLATE_DIR) {
  const { sideBySide } = await import('./lib/side-by-side.mjs');
  process.exit(
    await sideBySide({
      templateDir: resolve(TEMPLATE_DIR),
      runs: RUNS,
      demo: DEMO,
      outFile: join(root, 'bench/side-by-side.json'),
    }),
  );
}

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  );
}
// The precompressed copies (.gz, .br: scripts/build.mjs) are the same files again: not counted.
const distFiles = walk(dist)
  .filter((f) => !/\.(gz|br)$/.test(f))
  .map((f) => ({ file: relative(dist, f), bytes: statSync(f).size }));
const distTotal = distFiles.reduce((s, f) => s + f.bytes, 0);
const largest = distFiles
  .filter((f) => /\.(js|css)$/.test(f.file))
  .sort((a, b) => b.bytes - a.bytes)
  .slice(0, 8)
  .map((f) => ({ ...f, gzip: gzipSync(readFileSync(join(dist, f.file))).length }));

// ---------- browser ----------
/** Counts the JS and CSS the page downloads (decoded bytes, and gzip of the same). */
function trackAssets(page) {
  const assets = [];
  page.on('response', async (res) => {
    const url = new URL(res.url());
    if (!/\.(js|css)$/.test(url.pathname)) return;
    try {
      const body = await res.body();
      assets.push({ path: url.pathname, at: Date.now(), raw: body.length, gzip: gzipSync(body).length });
    } catch {
      /* a response the page abandoned */
    }
  });
  return assets;
}
const sum = (assets, key) => assets.reduce((s, a) => s + a[key], 0);
// The lazily loaded chart library is its own chunk, named `chart` (src/components/UPlotChart/LazyChart.tsx).
const isChart = (asset) => /\/chart\.[0-9a-f]+\.(async\.js|chunk\.css)$/.test(asset.path);

// Records paint timings and when the marked elements become ready, from navigation start.
const PERF_SCRIPT = () => {
  window.__bench = { lcp: 0, cls: 0, ready: {} };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__bench.lcp = e.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__bench.cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    for (const el of document.querySelectorAll('[data-testid][data-state="ready"]')) {
      const id = el.getAttribute('data-testid');
      if (!(id in window.__bench.ready)) window.__bench.ready[id] = performance.now();
    }
    // The sign-in form takes input once React's form is there and no static copy lies over it.
    if (
      !window.__bench.ready.form &&
      document.querySelector('#root #account') &&
      !document.getElementById('first-paint')
    ) {
      window.__bench.ready.form = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
};

async function signedInState(browser, baseURL) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseURL}/user/login`);
  await page.locator('#account').fill(DEMO.account);
  await page.locator('#password').fill(DEMO.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 30000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function coldLoad(browser, url, { storageState, readyId, form } = {}) {
  // A new context has an empty HTTP cache: every load is cold.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState, locale: 'zh-CN' });
  await context.addInitScript(PERF_SCRIPT);
  const page = await context.newPage();
  const assets = trackAssets(page);
  await page.goto(url, { waitUntil: 'load' });
  let readyAt = null;
  if (readyId) {
    // A page without the marker yet reports n/a rather than failing the run.
    const found = await page
      .waitForSelector(`[data-testid="${readyId}"][data-state="ready"]`, { timeout: 15000 })
      .catch(() => null);
    readyAt = found ? await page.evaluate((id) => window.__bench.ready[id], readyId) : null;
  }
  let formAt = null;
  if (form) {
    await page.waitForFunction(() => window.__bench.ready.form, undefined, { timeout: 15000 }).catch(() => null);
    formAt = await page.evaluate(() => window.__bench.ready.form ?? null);
  }
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(200);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      dcl: nav.domContentLoadedEventEnd,
      fcp: fcp ? fcp.startTime : null,
      lcp: window.__bench.lcp,
      cls: window.__bench.cls,
    };
  });
  await context.close();
  return { ...timing, readyAt, formAt, assets };
}

async function settlementFilterTimes(browser, baseURL, storageState, filterRuns = RUNS) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState, locale: 'zh-CN' });
  const page = await context.newPage();
  const times = [];
  const longTasks = [];
  await page.goto(`${baseURL}/information/settlement`);
  const ready = await page
    .locator('[data-testid="settlement-table"][data-state="ready"]')
    .waitFor({ timeout: 15000 })
    .then(() => true)
    .catch(() => false);
  if (!ready) {
    await context.close();
    return { times: [], exportMs: null, longestTask: null };
  }
  // Toggle "group by app" and press Query: each run is a new server query.
  const filters = page.locator('[data-testid="settlement-filters"]');
  // By its value: the group-by choices grew (day, hour, app…), and toggling "hour" over a year is refused.
  const byApp = filters.locator('.ant-checkbox-group input[value="app"]');
  for (let i = 0; i < filterRuns; i += 1) {
    await byApp.click({ force: true });
    // Watch the table's state in the page: the time from the click to the
    // first "ready" after a "loading" (a fast answer may never be seen
    // from outside).
    await page.evaluate(() => {
      const el = document.querySelector('[data-testid="settlement-table"]');
      window.__filter = { start: 0, sawLoading: false, readyAt: 0 };
      const mo = new MutationObserver(() => {
        const state = el.getAttribute('data-state');
        if (state === 'loading') window.__filter.sawLoading = true;
        if (state === 'ready' && window.__filter.sawLoading && !window.__filter.readyAt) {
          window.__filter.readyAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(el, { attributes: true, attributeFilter: ['data-state'] });
      window.__filter.start = performance.now();
    });
    await filters.locator('button[type=submit]').click();
    await page.waitForFunction(() => window.__filter.readyAt > 0, undefined, { timeout: 30000 });
    times.push(await page.evaluate(() => window.__filter.readyAt - window.__filter.start));
  }
  // A full-year export, watching the main thread for long tasks.
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({
      type: 'longtask',
    });
  });
  let exportMs = null;
  const exportButton = page.locator('[data-testid="settlement-export"]');
  if (await exportButton.count()) {
    const url = new URL(`${baseURL}/information/settlement`);
    const end = new Date(Date.now() - 86400000);
    const startDay = new Date(end.getTime() - 364 * 86400000);
    url.searchParams.set('start', startDay.toISOString().slice(0, 10));
    url.searchParams.set('end', end.toISOString().slice(0, 10));
    url.searchParams.set('group', 'day,adPosition');
    await page.goto(url.href);
    await page.locator('[data-testid="settlement-table"][data-state="ready"]').waitFor({ timeout: 30000 });
    await page.evaluate(() => {
      window.__longTasks = [];
      new PerformanceObserver((l) => l.getEntries().forEach((e) => window.__longTasks.push(e.duration))).observe({
        type: 'longtask',
      });
    });
    const exportTimes = [];
    for (let i = 0; i < EXPORT_RUNS; i += 1) {
      await exportButton.click();
      const xlsxItem = page.locator('.ant-dropdown-menu-item').filter({ hasText: /xlsx/i }).first();
      await xlsxItem.waitFor();
      // From choosing "xlsx" (the export command) to the file: the menu's own opening is not the export.
      const t0 = Date.now();
      const [download] = await Promise.all([page.waitForEvent('download', { timeout: 60000 }), xlsxItem.click()]);
      await download.path();
      exportTimes.push(Date.now() - t0);
      await page.locator('[data-testid="settlement-export"]:not(.ant-btn-loading)').waitFor();
    }
    exportMs = median(exportTimes);
    longTasks.push(...(await page.evaluate(() => window.__longTasks)));
  }
  await context.close();
  return { times, exportMs, longestTask: longTasks.length ? Math.max(...longTasks) : 0 };
}

// ---------- mock API over HTTP ----------
async function mockTimings(baseURL, label) {
  const call = async (path, body, token, retried = false) => {
    const t0 = performance.now();
    let res;
    try {
      res = await fetch(`${baseURL}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { 'user-token': token } : {}) },
        body: JSON.stringify(body),
      });
    } catch (e) {
      // A kept-alive socket the server closed while the client was still reading the last
      // 40 MB answer (its idle timeout is 5 s, a busy machine's parse can take longer): once more.
      if (retried || e.cause?.code !== 'UND_ERR_SOCKET') throw e;
      return call(path, body, token, true);
    }
    const json = await res.json();
    return { ms: performance.now() - t0, json };
  };
  const signIn = await call('/media/authorize/get', DEMO);
  const token = signIn.json.data?.['user-token'] ?? signIn.json.result?.['user-token'];
  if (!token) throw new Error(`mock sign-in failed: ${JSON.stringify(signIn.json).slice(0, 200)}`);
  const day = (n) => new Date(Date.now() - n * 86400000).toISOString().slice(0, 10);
  const end = day(1);
  const start = day(365);
  // Warm-up: the mock generates its year of traffic on the first report call,
  // as a real server would have it ready at start-up.
  await call('/media/settlement/list', { startDate: start, endDate: end }, token);
  // Then every query is a new filter (a different range and grouping), so
  // each one aggregates afresh instead of paging a cached result.
  const GROUPINGS = [['day'], ['day', 'adPosition'], ['app'], ['day', 'app'], ['adPosition']];
  const pageTimes = [];
  for (let i = 0; i < 40; i += 1) {
    const r = await call(
      '/media/settlement/list',
      {
        startDate: day(365 - i),
        endDate: end,
        groupBy: GROUPINGS[i % GROUPINGS.length],
        current: 1 + (i % 3),
        pageSize: 10,
      },
      token,
    );
    if (r.json.code !== 0) throw new Error(`settlement list failed: ${JSON.stringify(r.json).slice(0, 200)}`);
    pageTimes.push(r.ms);
  }
  // Issue 17: a page of the report grouped by day × app × country, each a new range (so aggregated afresh).
  const countryTimes = [];
  for (let i = 0; i < 20; i += 1) {
    const r = await call(
      '/media/settlement/list',
      { startDate: day(365 - i), endDate: end, groupBy: ['day', 'app', 'country'], current: 1 + (i % 3), pageSize: 10 },
      token,
    );
    if (r.json.code !== 0) throw new Error(`settlement list failed: ${JSON.stringify(r.json).slice(0, 200)}`);
    countryTimes.push(r.ms);
  }
  const exportTimes = [];
  let exportRows = 0;
  for (let i = 0; i < 5; i += 1) {
    const r = await call(
      '/media/settlement/export',
      { startDate: day(365 - i), endDate: end, groupBy: ['day', 'adPosition'] },
      token,
    );
    if (r.json.code !== 0) throw new Error(`settlement export failed: ${JSON.stringify(r.json).slice(0, 200)}`);
    exportRows = (r.json.data ?? r.json.result).rows.length;
    exportTimes.push(r.ms);
  }
  return {
    seed: label,
    pageMedian: median(pageTimes),
    pageP95: p95(pageTimes),
    countryMedian: median(countryTimes),
    countryP95: p95(countryTimes),
    exportMedian: median(exportTimes),
    exportP95: p95(exportTimes),
    exportRows,
  };
}

// ---------- memory walk alone ----------
const ms = (n) => (n === null || n === undefined || Number.isNaN(n) ? 'n/a' : `${Math.round(n)} ms`);
const mb = (n) => `${(n / KB / KB).toFixed(1)} MB`;
const memoryRows = (m) => [
  [`JS heap after GC, ${m.early} navigations`, mb(m.earlyBytes)],
  [`JS heap after GC, ${m.total} navigations`, mb(m.lateBytes)],
  [`heap ${m.total} / heap ${m.early}`, m.ratio.toFixed(3)],
];
const memoryBudget = (m) => [
  `heap after ${m.total} navigations ≤ ${MEMORY_GROWTH_MAX} × heap after ${m.early}`,
  m.ratio <= MEMORY_GROWTH_MAX,
];
if (MEMORY_ONLY) {
  const server = await startPreview({ MOCK_RATE_LIMIT: '100000', MOCK_SESSION_LIMIT: '1000' });
  const chromium = await launch();
  let memory;
  try {
    memory = await memoryWalk(chromium.browser, server.baseURL, DEMO);
  } finally {
    await chromium.close();
    server.stop();
  }
  console.log('\nMedia Console benchmark: memory walk\n');
  for (const [k, v] of memoryRows(memory)) console.log(`  ${k}  ${v}`);
  const [name, ok] = memoryBudget(memory);
  console.log(`\n  budgets:\n    ${ok ? 'PASS' : 'FAIL'}  ${name}\n`);
  process.exit(ok ? 0 : 1);
}

// Issue 17: the settlement page's weight, the export's long tasks in the browser, the mock's report timings.
async function settlementPageJs(browser, baseURL, storageState) {
  const load = await coldLoad(browser, `${baseURL}/information/settlement`, {
    storageState,
    readyId: 'settlement-table',
  });
  const js = load.assets.filter((a) => a.path.endsWith('.js'));
  return { raw: sum(js, 'raw'), gzip: sum(js, 'gzip'), ready: load.readyAt !== null };
}
const stressOf = (mock) => mock.find((m) => m.seed === 'stress');
const settlementRows = (r) => {
  const stress = stressOf(r.mock);
  return [
    [
      'settlement page JS, cold load until the table shows (decoded / gzip)',
      `${(r.settlementJs.raw / KB).toFixed(1)} KB / ${(r.settlementJs.gzip / KB).toFixed(1)} KB` +
        (SETTLEMENT_JS_BEFORE ? ` (before issue 17's speed work: ${(SETTLEMENT_JS_BEFORE / KB).toFixed(1)} KB)` : ''),
    ],
    [`settlement full-year export in the browser (median of ${EXPORT_RUNS})`, ms(r.exportMs)],
    ['longest main-thread task during export', ms(r.longestTask)],
    ...r.mock.flatMap((m) => [
      [`mock settlement page query, ${m.seed} seed (median / p95)`, `${ms(m.pageMedian)} / ${ms(m.pageP95)}`],
      [
        `mock settlement page, day × app × country, ${m.seed} seed (median / p95)`,
        `${ms(m.countryMedian)} / ${ms(m.countryP95)}`,
      ],
      [
        `mock full-year export, ${m.seed} seed, ${m.exportRows} rows (median / p95)`,
        `${ms(m.exportMedian)} / ${ms(m.exportP95)}`,
      ],
    ]),
    ...(stress ? [] : [['stress seed', 'not measured (--skip-stress)']]),
  ];
};
const settlementBudgets = (r) => {
  const stress = stressOf(r.mock);
  return [
    ['settlement page query p95 < 50 ms (every seed)', r.mock.every((m) => m.pageP95 < 50)],
    ['settlement day × app × country page p95 < 50 ms (issue 17, every seed)', r.mock.every((m) => m.countryP95 < 50)],
    ['full-year export < 2 s (every seed)', r.mock.every((m) => m.exportP95 < 2000) && (r.exportMs ?? 0) < 2000],
    [
      'full-year export day × ad position < 3 s in the mock, stress seed (issue 17)',
      !!stress && stress.exportP95 < 3000,
    ],
    ['no main-thread task > 200 ms during export', r.longestTask !== null && r.longestTask <= 200],
    [
      `settlement page JS ≤ ${SETTLEMENT_JS_GROWTH_MAX} × before issue 17's speed work (issue 17)`,
      r.settlementJs.ready &&
        SETTLEMENT_JS_BEFORE > 0 &&
        r.settlementJs.raw <= SETTLEMENT_JS_BEFORE * SETTLEMENT_JS_GROWTH_MAX,
    ],
  ];
};
async function stressTimings() {
  if (SKIP_STRESS) return [];
  // The stress seed's year of traffic is generated at start: give it time on a busy machine.
  const stress = await startPreview({ MOCK_SEED: 'stress', MOCK_RATE_LIMIT: '100000' }, 300000);
  try {
    return [await mockTimings(stress.baseURL, 'stress')];
  } finally {
    stress.stop();
  }
}
if (SETTLEMENT_ONLY) {
  const server = await startPreview({ MOCK_RATE_LIMIT: '100000', MOCK_SESSION_LIMIT: '1000' });
  const chromium = await launch();
  const r = {};
  try {
    const state = await signedInState(chromium.browser, server.baseURL);
    r.settlementJs = await settlementPageJs(chromium.browser, server.baseURL, state);
    const s = await settlementFilterTimes(chromium.browser, server.baseURL, state, 0);
    r.exportMs = s.exportMs;
    r.longestTask = s.longestTask;
    r.mock = [await mockTimings(server.baseURL, 'normal')];
  } finally {
    await chromium.close();
    server.stop();
  }
  r.mock.push(...(await stressTimings()));
  console.log('\nMedia Console benchmark: settlement (issue 17)\n');
  const rows = settlementRows(r);
  const width = Math.max(...rows.map((x) => x[0].length));
  for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
  const budgets = settlementBudgets(r);
  console.log('\n  budgets:');
  for (const [name, ok] of budgets) console.log(`    ${ok ? 'PASS' : 'FAIL'}  ${name}`);
  console.log('');
  process.exit(budgets.every(([, ok]) => ok) ? 0 : 1);
}

// Issue 23: the first paint from HTML, before (the same build served without it) and after.
const firstPaintRows = (fp) => {
  // Times as median (fastest–slowest), and the machine's load over the minute the runs ended in.
  const pair = (page, key) =>
    `${timeSpread(fp[page].before.runs[key])} → ${timeSpread(fp[page].after.runs[key])}, ${loadNote(fp.load)}`;
  const cls = (page) => `${fp[page].before.cls.toFixed(3)} → ${fp[page].after.cls.toFixed(3)}`;
  return [
    [`login FCP, before → after first paint from HTML (median of ${RUNS})`, pair('login', 'fcp')],
    [`login LCP, before → after`, pair('login', 'lcp')],
    [`login CLS (worst run), before → after`, cls('login')],
    [`login form takes input, before → after`, pair('login', 'form')],
    [`dashboard first paint (shell), before → after`, pair('dashboard', 'fcp')],
    [`dashboard LCP, before → after`, pair('dashboard', 'lcp')],
    [`dashboard KPI data shown, before → after`, pair('dashboard', 'data')],
    [`dashboard CLS (worst run), before → after`, cls('dashboard')],
  ];
};
// "No later than before" allows 10% for the noise of a shared machine.
const firstPaintBudgets = (fp) => [
  ['login FCP ≤ half of before', fp.login.after.fcp <= fp.login.before.fcp / 2],
  ['login CLS ≤ 0.02', fp.login.after.cls <= 0.02],
  ['login form takes input no later than before', fp.login.after.form <= fp.login.before.form * 1.1],
  ['dashboard shell paint ≤ half of before first paint', fp.dashboard.after.fcp <= fp.dashboard.before.fcp / 2],
  ['dashboard data no later than before', fp.dashboard.after.data <= fp.dashboard.before.data * 1.1],
  [
    'no page JS grows more than 5% with the first paint',
    fp.login.after.js <= fp.login.before.js * 1.05 && fp.dashboard.after.js <= fp.dashboard.before.js * 1.05,
  ],
];

// ---------- run ----------
const results = { at: new Date().toISOString(), runs: RUNS };
const preview = await startPreview({ MOCK_RATE_LIMIT: '100000', MOCK_SESSION_LIMIT: '1000' });
// The same build served without its first paint from HTML (scripts/first-paint.mjs): the "before" of issue 23.
const plain = await startPreview({ MOCK_RATE_LIMIT: '100000', MOCK_SESSION_LIMIT: '1000', FIRST_PAINT: 'off' });
const { browser, close } = await launch();
try {
  const state = await signedInState(browser, preview.baseURL);
  const plainState = await signedInState(browser, plain.baseURL);
  const login = [];
  const dashboard = [];
  const loginBefore = [];
  const dashboardBefore = [];
  for (let i = 0; i < RUNS; i += 1) {
    // Before and after alternate, so that a busy moment of the machine falls on both.
    loginBefore.push(await coldLoad(browser, `${plain.baseURL}/user/login`, { form: true }));
    login.push(await coldLoad(browser, `${preview.baseURL}/user/login`, { form: true }));
    dashboardBefore.push(
      await coldLoad(browser, `${plain.baseURL}/dashboard`, { storageState: plainState, readyId: 'dashboard-kpis' }),
    );
    dashboard.push(
      await coldLoad(browser, `${preview.baseURL}/dashboard`, { storageState: state, readyId: 'dashboard-kpis' }),
    );
  }
  const pageLoadsLoad = loadNow();
  const paint = (runs) => ({
    runs: {
      fcp: runs.map((r) => r.fcp),
      lcp: runs.map((r) => r.lcp),
      form: runs.map((r) => r.formAt),
      data: runs.map((r) => r.readyAt),
    },
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    cls: Math.max(...runs.map((r) => r.cls)),
    form: median(runs.map((r) => r.formAt)),
    data: median(runs.map((r) => r.readyAt)),
    js: sum(
      runs[0].assets.filter((a) => a.path.endsWith('.js')),
      'raw',
    ),
  });
  results.firstPaint = {
    login: { before: paint(loginBefore), after: paint(login) },
    dashboard: { before: paint(dashboardBefore), after: paint(dashboard) },
    load: pageLoadsLoad,
  };
  if (FIRST_PAINT_ONLY) {
    await close();
    preview.stop();
    plain.stop();
    console.log('\nMedia Console benchmark: first paint from HTML\n');
    for (const [k, v] of firstPaintRows(results.firstPaint)) console.log(`  ${k}  ${v}`);
    const budgets = firstPaintBudgets(results.firstPaint);
    console.log('\n  budgets:');
    for (const [name, ok] of budgets) console.log(`    ${ok ? 'PASS' : 'FAIL'}  ${name}`);
    process.exit(budgets.every(([, ok]) => ok) ? 0 : 1);
  }
  const first = (runs) => runs[0];
  results.bytes = {
    login: {
      js: sum(
        first(login).assets.filter((a) => a.path.endsWith('.js')),
        'raw',
      ),
      css: sum(
        first(login).assets.filter((a) => a.path.endsWith('.css')),
        'raw',
      ),
      gzip: sum(first(login).assets, 'gzip'),
    },
    dashboard: {
      jsBeforeCharts: sum(
        first(dashboard).assets.filter((a) => a.path.endsWith('.js') && !isChart(a)),
        'raw',
      ),
      js: sum(
        first(dashboard).assets.filter((a) => a.path.endsWith('.js')),
        'raw',
      ),
      css: sum(
        first(dashboard).assets.filter((a) => a.path.endsWith('.css')),
        'raw',
      ),
      gzipBeforeCharts: sum(
        first(dashboard).assets.filter((a) => !isChart(a)),
        'gzip',
      ),
      gzip: sum(first(dashboard).assets, 'gzip'),
    },
    loginAssets: first(login).assets.map(({ path, raw, gzip }) => ({ path, raw, gzip })),
    dashboardAssets: first(dashboard).assets.map(({ path, raw, gzip }) => ({ path, raw, gzip })),
    dist: distTotal,
    largest,
  };
  results.times = {
    loginFcp: median(login.map((r) => r.fcp)),
    loginLcp: median(login.map((r) => r.lcp)),
    loginDcl: median(login.map((r) => r.dcl)),
    dashboardData: median(dashboard.map((r) => r.readyAt)),
    // Every run, for the spread printed beside each median, and the load while they ran.
    runs: {
      loginFcp: login.map((r) => r.fcp),
      loginLcp: login.map((r) => r.lcp),
      loginDcl: login.map((r) => r.dcl),
      dashboardData: dashboard.map((r) => r.readyAt),
    },
    load: { pageLoads: pageLoadsLoad },
  };
  results.bytes.settlement = await settlementPageJs(browser, preview.baseURL, state);
  const settlement = await settlementFilterTimes(browser, preview.baseURL, state);
  results.times.settlementFilter = median(settlement.times);
  results.times.runs.settlementFilter = settlement.times;
  results.times.load.settlementFilter = loadNow();
  results.times.settlementExportMs = settlement.exportMs;
  results.times.exportLongestTask = settlement.longestTask;
  results.times.dashboardRuns = dashboard.map((r) => r.readyAt);
  results.mock = [await mockTimings(preview.baseURL, 'normal')];
  results.memory = await memoryWalk(browser, preview.baseURL, DEMO);
} finally {
  await close();
  preview.stop();
  plain.stop();
}
results.mock.push(...(await stressTimings()));
const buildInfo = join(root, 'bench/build-time.json');
results.buildSeconds = existsSync(buildInfo) ? JSON.parse(readFileSync(buildInfo, 'utf8')).seconds : null;

// ---------- report ----------
const kb = (n) => `${(n / KB).toFixed(1)} KB`;
const rows = [
  ['/user/login first-load JS (decoded)', kb(results.bytes.login.js)],
  ['/user/login first-load CSS (decoded)', kb(results.bytes.login.css)],
  ['/user/login JS+CSS gzip', kb(results.bytes.login.gzip)],
  ['/dashboard JS before charts (decoded)', kb(results.bytes.dashboard.jsBeforeCharts)],
  ['/dashboard JS with charts (decoded)', kb(results.bytes.dashboard.js)],
  ['/dashboard CSS (decoded)', kb(results.bytes.dashboard.css)],
  [
    '/dashboard JS+CSS gzip (before charts / all)',
    `${kb(results.bytes.dashboard.gzipBeforeCharts)} / ${kb(results.bytes.dashboard.gzip)}`,
  ],
  ['dist total', kb(results.bytes.dist)],
  // Times: median (fastest–slowest run), with the machine's load over the minute the runs ended in.
  ...[
    [`login FCP (median of ${RUNS})`, 'loginFcp', 'pageLoads'],
    [`login LCP (median of ${RUNS})`, 'loginLcp', 'pageLoads'],
    [`login DOMContentLoaded (median of ${RUNS})`, 'loginDcl', 'pageLoads'],
    [`dashboard KPI data shown (median of ${RUNS})`, 'dashboardData', 'pageLoads'],
    [`settlement filter → rows (median of ${RUNS})`, 'settlementFilter', 'settlementFilter'],
  ].map(([label, key, load]) => [
    label,
    `${timeSpread(results.times.runs[key])}, ${loadNote(results.times.load[load])}`,
  ]),
  ...settlementRows(settlementFigures()),
  ...memoryRows(results.memory),
  [
    'production build (npm run build)',
    results.buildSeconds === null ? 'n/a (run npm run build)' : `${results.buildSeconds.toFixed(1)} s`,
  ],
];
rows.push(...firstPaintRows(results.firstPaint));
const width = Math.max(...rows.map((r) => r[0].length));
console.log(
  `\nMedia Console benchmark (load average now ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}, 1/5/15 min)\n`,
);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
console.log('\n  largest chunks (raw / gzip):');
for (const c of largest) console.log(`    ${c.file.padEnd(48)} ${kb(c.bytes).padStart(10)} ${kb(c.gzip).padStart(10)}`);

function settlementFigures() {
  return {
    settlementJs: results.bytes.settlement,
    exportMs: results.times.settlementExportMs,
    longestTask: results.times.exportLongestTask,
    mock: results.mock,
  };
}
function dashboardOk() {
  return results.times.dashboardRuns.every((t) => t !== null) && results.times.dashboardData < 1000;
}
const budgets = [
  ['login JS ≤ 700 KB decoded', results.bytes.login.js <= 700 * KB],
  ['dashboard JS before charts ≤ 1.2 MB decoded', results.bytes.dashboard.jsBeforeCharts <= 1.2 * KB * KB],
  ['login FCP < 0.7 s', results.times.loginFcp < 700],
  ['dashboard data < 1 s', dashboardOk()],
  ...settlementBudgets(settlementFigures()),
  ['production build < 60 s', results.buildSeconds !== null && results.buildSeconds < 60],
  ...firstPaintBudgets(results.firstPaint),
  memoryBudget(results.memory),
];
results.budgets = Object.fromEntries(budgets);
console.log('\n  budgets:');
for (const [name, ok] of budgets) console.log(`    ${ok ? 'PASS' : 'FAIL'}  ${name}`);
mkdirSync(join(root, 'bench'), { recursive: true });
writeFileSync(join(root, 'bench/results.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log('\n  written: bench/results.json\n');
process.exit(budgets.every(([, ok]) => ok) ? 0 : 1);
