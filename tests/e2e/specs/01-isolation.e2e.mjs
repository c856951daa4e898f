// The browser tests share one browser context per worker (playwright.config.mjs, reuseContext): each test must
// still start as in a new browser. The first test leaves behind everything a test can change; the second, run
// after it by the same worker (tests of a file run in order), finds none of it. Then two tests in a row run
// Playwright's clock, as the session specs do.
import { expect, test } from '../fixtures.mjs';
import { sider, signIn } from '../lib/console.mjs';

test('a test leaves a session, storage, a granted clipboard, offline, a route and an init script', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  await expect(sider(page)).toBeVisible();
  await page.evaluate(() => sessionStorage.setItem('left-behind', '1'));
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await context.addInitScript(() => {
    window.leftBehind = true;
  });
  await context.route('**/version.json', (route) => route.fulfill({ json: { leftBehind: true } }));
  await page.addInitScript(() => {
    window.leftBehindByPage = true;
  });
  await context.setOffline(true);
  expect(await page.evaluate(() => navigator.onLine)).toBe(false);
});

test('the next test starts signed out, with empty storage, online, no grant, route or init script', async ({
  page,
  context,
  baseURL,
}) => {
  expect(await context.cookies()).toEqual([]);
  await page.goto(`${baseURL}/version.json`);
  const state = await page.evaluate(async () => ({
    local: Object.keys(localStorage),
    session: Object.keys(sessionStorage),
    online: navigator.onLine,
    clipboard: (await navigator.permissions.query({ name: 'clipboard-read' })).state,
    initScripts: [window.leftBehind ?? null, window.leftBehindByPage ?? null],
    body: document.body.textContent,
  }));
  expect(state).toMatchObject({ local: [], session: [], online: true, initScripts: [null, null] });
  expect(state.clipboard).not.toBe('granted');
  expect(state.body).not.toContain('leftBehind');
  // Signed out: a private page leads to the login page.
  await page.goto(`${baseURL}/flow/app`);
  await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fapp/);
});

for (const day of ['2026-11-27', '2026-11-28']) {
  test(`page.clock in a test after another (${day})`, async ({ page, baseURL }) => {
    const time = Date.parse(`${day}T09:30:00+08:00`);
    await page.clock.install({ time });
    await page.goto(`${baseURL}/version.json`);
    expect(await page.evaluate(() => Date.now())).toBeGreaterThanOrEqual(time);
    expect(await page.evaluate(() => Date.now())).toBeLessThan(time + 60_000);
    await page.clock.pauseAt(time + 60_000);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => Date.now())).toBe(time + 61_000);
  });
}

// `npm run test:dates -- --browser` moves the runner's and the mock's clock with faketime and the pages' with an
// init script (fixtures.mjs): a test that computes a date must read the same day in all three, on any run.
test('the page, the runner and the mock read one clock', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/version.json`);
  const pageNow = await page.evaluate(() => [Date.now(), new Date().getTime()]);
  const mockNow = Date.parse((await fetch(`${baseURL}/version.json`)).headers.get('date'));
  for (const at of [...pageNow, mockNow]) expect(Math.abs(at - Date.now())).toBeLessThan(60_000);
});
