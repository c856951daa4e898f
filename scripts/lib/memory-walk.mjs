// The benchmark's memory walk (issue 22, "all day in one tab"): one tab, signed in, walks the
// menu pages in the app (client-side navigations, as a person clicking the menu does, so
// nothing is reset by a page load), each one until its data is shown, and reads the JS heap
// after a forced garbage collection at two points. A heap that keeps growing after the first
// walks (timers, listeners, caches that never let go) shows as the second figure above the first.

/** The menu pages, each with what shows that its data arrived (the same marks the browser tests use). */
export const WALK = [
  { path: '/dashboard', ready: '[data-testid=dashboard-kpis][data-state=ready]' },
  { path: '/flow/app', ready: 'tbody tr[data-row-key]' },
  { path: '/flow/adpositions', ready: 'tbody tr[data-row-key]' },
  { path: '/materialReview/materialIndex', ready: '[data-testid=material-card]' },
  { path: '/materialReview/blockRules', ready: '[data-testid=block-rules-table]' },
  { path: '/information/settlement', ready: '[data-testid=settlement-table][data-state=ready]' },
  { path: '/financialReport/mediaDivide', ready: '[data-testid=media-divide-open]' },
  { path: '/accounts/myaccount', ready: 'main form' },
  { path: '/accounts/reportapi', ready: '[data-testid=api-key]' },
  { path: '/accounts/subaccount', ready: 'tbody tr[data-row-key]' },
];

/** The JS heap in use after garbage collection (CDP: a full collection, twice, then the heap's size). */
async function heapAfterGc(cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * One client-side navigation: the router (umi's browser history) follows the address bar's
 * popstate like a menu click, then waits for the page's data. Each page's own marker is
 * waited for after the previous page's is gone, so a stale page never counts as ready.
 */
async function visit(page, { path, ready }) {
  await page.evaluate((p) => {
    window.history.pushState({}, '', p);
    window.dispatchEvent(new PopStateEvent('popstate', { state: {} }));
  }, path);
  await page.waitForURL((u) => u.pathname === path);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
}

/**
 * Signs in as `account` in a fresh context, walks WALK round and round for `total`
 * navigations, and returns the heap after `early` and after `total` navigations.
 */
export async function memoryWalk(browser, baseURL, { account, password }, { early = 30, total = 300 } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`${baseURL}/user/login`);
    await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
    await page.reload();
    await page.locator('#account').fill(account);
    await page.locator('#password').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 60_000 });
    const cdp = await context.newCDPSession(page);
    const heap = {};
    for (let n = 1; n <= total; n += 1) {
      await visit(page, WALK[n % WALK.length]);
      if (n === early) heap.early = await heapAfterGc(cdp);
    }
    heap.late = await heapAfterGc(cdp);
    if (errors.length) throw new Error(`memory walk: uncaught errors in the page:\n${errors.join('\n')}`);
    return { early, total, earlyBytes: heap.early, lateBytes: heap.late, ratio: heap.late / heap.early };
  } finally {
    await context.close();
  }
}
