// `node scripts/page-bytes.mjs [--json FILE]`: what each page of the current dist/ costs on a cold load, in
// gzip bytes of the JavaScript and CSS it downloads (the entry, the shared chunks and its own route chunk),
// signed in as demo, until the network is idle. The build's byte size per page, as a publisher's browser
// sees it: a chunk moved from a route's own file into a shared one counts for every page that loads it.
// Run `npm run build` first. Sizes, not times, so a busy machine does not change them.
// `--why <route>`: what that route carries, by package, from the build's source maps (scripts/page-why.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launch } from './lib/browser.mjs';
import { startPreview } from './lib/preview-server.mjs';

const PAGES = [
  '/user/login',
  '/dashboard',
  '/flow/app',
  '/flow/adpositions',
  '/materialReview/materialIndex',
  '/materialReview/blockRules',
  '/information/settlement',
  '/financialReport/mediaDivide',
  '/financialReport/statements',
  '/financialReport/payments',
  '/accounts/myaccount',
  '/accounts/reportapi',
  '/accounts/subaccount',
  '/accounts/activity',
  '/accounts/health',
  '/appform/createAdPosition',
  '/appadd/createAdPosition',
  '/userform/createUser',
  '/userform/inviteUser',
  '/auditReport/index',
];

// The demo's password as the mock seeds it (the one place it is written).
const seed = readFileSync(new URL('../mock/core/seed/accounts.ts', import.meta.url), 'utf8');
const DEMO_PASSWORD = /account_name: 'demo',\s*password: '([^']+)'/.exec(seed)[1];

const args = process.argv.slice(2);
if (args.includes('--why')) {
  await import('./page-why.mjs').then((m) => m.main());
  process.exit(0);
}
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const preview = await startPreview({ MOCK_CLOCK: 'test' });
const { browser, close } = await launch();
const results = {};
try {
  // One sign-in through the API (the console keeps its token in localStorage), reused by every page's context.
  const signIn = await browser.newContext({ locale: 'en-US' });
  const page0 = await signIn.newPage();
  await page0.goto(`${preview.baseURL}/user/login`);
  await page0.locator('#account').fill('demo');
  await page0.locator('#password').fill(DEMO_PASSWORD);
  await page0.locator('button[type=submit]').click();
  await page0.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 120_000 });
  const state = await signIn.storageState();
  await signIn.close();

  for (const path of PAGES) {
    const context = await browser.newContext({
      locale: 'en-US',
      viewport: { width: 1280, height: 800 },
      storageState: path === '/user/login' ? undefined : state,
    });
    const page = await context.newPage();
    const files = new Map();
    page.on('response', async (res) => {
      const url = new URL(res.url());
      if (url.origin !== preview.baseURL || !/\.(js|css)$/.test(url.pathname)) return;
      try {
        files.set(url.pathname, gzipSync(await res.body(), { level: 9 }).length);
      } catch {
        /* a response without a body (redirect) */
      }
    });
    await page.goto(`${preview.baseURL}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
    // Until the page is drawn (a form or a table or a card in the content) and no new file came for 5 s: on a
    // busy machine the script runs for seconds between two requests, so "network idle" alone stops early.
    await page.locator('form, table, .ant-card, main [data-testid]').first().waitFor({ timeout: 120_000 });
    for (let seen = -1, quiet = 0; quiet < 5;) {
      await page.waitForTimeout(1000);
      quiet = files.size === seen ? quiet + 1 : 0;
      seen = files.size;
    }
    const js = [...files].filter(([f]) => f.endsWith('.js')).reduce((s, [, n]) => s + n, 0);
    const css = [...files].filter(([f]) => f.endsWith('.css')).reduce((s, [, n]) => s + n, 0);
    results[path] = { js, css, files: Object.fromEntries(files), landed: new URL(page.url()).pathname };
    console.log(
      `${path.padEnd(32)} js ${(js / 1024).toFixed(1).padStart(7)} KB  css ${(css / 1024).toFixed(1).padStart(6)} KB  ${files.size} files  → ${results[path].landed}`,
    );
    await context.close();
  }
} finally {
  await close();
  preview.stop();
}
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(results, null, 2));
