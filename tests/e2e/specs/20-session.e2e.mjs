import { expect, test } from '../fixtures.mjs';
import {
  ACCOUNTS,
  forbidden,
  setFault,
  setLocale,
  sider,
  signInByForm as signIn,
  tableRows,
  visit,
  whenSettled,
} from '../lib/console.mjs';
import { fillSessions } from '../lib/account.mjs';

const REFRESH = '/media/authorize/refresh';

const token = (page) => page.evaluate(() => localStorage.getItem('gsAuthorization'));

test('stays signed in past several refresh cycles (browser clock run fast)', async ({ page, baseURL }) => {
  await page.clock.install();
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  // The page and its data are in: a chunk still on its way when the clock jumps would hit webpack's 120 s timeout.
  await expect(tableRows(page).first()).toBeVisible();
  const tokens = [await token(page)];
  for (let cycle = 0; cycle < 3; cycle += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith(REFRESH));
    // 4 min 5 s: the 5-second timer finds 60 s or less left and refreshes.
    await page.clock.runFor(245000);
    const res = await answered;
    expect(res.status()).toBe(200);
    await expect.poll(() => token(page), { message: 'new token' }).not.toBe(tokens.at(-1));
    tokens.push(await token(page));
  }
  expect(new Set(tokens).size).toBe(4);
  expect(new URL(page.url()).pathname).toBe('/flow/app');
  // The latest token works: a full reload loads the menu with it.
  await page.reload();
  await expect(sider(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/flow/app');
});

for (const [status, text] of [
  ['401', 'Login invalid, log in again in 3 seconds'],
  ['406', 'Login limit exceeded, logged out in 3 seconds'],
]) {
  test(`a forced ${status} shows "${text}" and lands on login after 3 s`, async ({ page, baseURL }) => {
    await page.clock.install();
    await setLocale(page, baseURL, 'en-US');
    await signIn(page, baseURL, 'demo', { redirect: '/flow/adpositions' });
    await expect(sider(page)).toBeVisible();
    // Freeze the page clock so only runFor moves it: a second ahead of the page's time, read again if
    // that second has passed before the pause arrives (a busy machine; "Cannot fast-forward to the past").
    await expect(async () => {
      await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    }, 'the page clock paused').toPass();
    await setFault(baseURL, { path: '/media/authorize/keep', type: status, times: 1 });
    // The keep-alive runs when the tab comes back to the front.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText(text).waitFor();
    await page.clock.runFor(2900);
    expect(new URL(page.url()).pathname).toBe('/flow/adpositions');
    await page.clock.runFor(200);
    await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fadpositions/);
  });
}

test('a sign-in over the session limit ends the oldest session with 406', async ({ page, baseURL }) => {
  await page.clock.install();
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  // The same account signs in elsewhere, as often as the limit allows: through the API, as other devices' consoles
  // would (issue 30: no second browser loading the console for it; what this browser does about it is the test).
  await fillSessions(baseURL, 'demo', ACCOUNTS.demo.password);
  await page.reload();
  await expect(page.getByText('Login limit exceeded, logged out in 3 seconds', { exact: false })).toBeVisible();
  await page.clock.runFor(3100);
  await expect(page).toHaveURL(/\/user\/login/);
  // The session is gone from this browser, not only the page.
  expect(await token(page)).toBeFalsy();
});

test('two tabs share one refresh, and a logout in one signs out both', async ({ context, page, baseURL }) => {
  await context.clock.install();
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  const second = await context.newPage();
  await second.goto(`${baseURL}/dashboard`);
  await expect(sider(second)).toBeVisible();
  // Both pages are in, chart chunk included, before the clocks jump past webpack's 120 s chunk timeout.
  await expect(tableRows(page).first()).toBeVisible();
  await expect(second.locator('[data-testid=dashboard-trend][data-state=ready] canvas')).toBeVisible();

  // Which tab asked, with which token: if this ever counts two, the message says whether both used the old token.
  const refreshes = [];
  context.on('request', (r) => {
    if (!r.url().endsWith(REFRESH)) return;
    const tab = r.frame().page() === page ? 'first' : 'second';
    refreshes.push(`${tab} tab, token ${String(r.headers()['user-token'] ?? r.headers().authorization).slice(-8)}`);
  });
  const before = await token(page);
  // One clock for the context: 4 min 5 s pass in both tabs (page.clock is the context's clock, so running
  // it once per tab would move both tabs twice as far, into a second, legitimate refresh).
  await context.clock.runFor(245000);
  await expect.poll(() => token(second), { message: 'shared new token' }).not.toBe(before);
  // No tab is refreshing any more: the refresh runs under a Web Lock of the origin, held or waited for while it lasts.
  await expect
    .poll(
      () =>
        second.evaluate(async () => {
          const { held = [], pending = [] } = await navigator.locks.query();
          return [...held, ...pending].filter((l) => l.name === 'media-console-token-refresh').length;
        }),
      { message: 'no refresh in progress' },
    )
    .toBe(0);
  expect(refreshes, refreshes.join('; ')).toHaveLength(1);
  expect(await token(page)).toBe(await token(second));

  await page.getByTestId('account-menu').click();
  // Once the menu has finished opening: a click during its zoom can be lost on a busy machine.
  await (await whenSettled(page.getByRole('menuitem', { name: 'Sign out' }))).click();
  await page.waitForURL(/\/user\/login/);
  await second.waitForURL(/\/user\/login\?redirect=%2Fdashboard/);
});

test('pages the account codes do not allow show 403 where they are asked for, and the menu hides them', async ({
  page,
  baseURL,
}) => {
  // One sign-in of sub01 for every page it may not open (issue 30: merged from 32-team-accounts, 40-apps,
  // 41-adpositions and 60-review, which each signed sub01 in for one 403).
  const MATERIAL = '/materialReview/materialIndex';
  let listed = false;
  page.on('request', (r) => {
    if (r.url().includes('/media/material/')) listed = true;
  });
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'sub01', { redirect: '/accounts/subaccount' });
  await expect(forbidden(page)).toBeVisible();
  await expect(page).toHaveTitle('No access - Media Console');
  await page.getByText('Your account is not allowed to open this page').waitFor();
  const menu = sider(page);
  await expect(menu).toContainText('Traffic');
  // Of the Accounts group only Account health (HomeView, issue 49).
  await expect(menu).not.toContainText('My account');
  await expect(menu).not.toContainText('Creative review');
  // Neither sub-accounts nor creative review is offered by a link of the menu.
  await expect(menu.getByText('Sub-accounts')).toHaveCount(0);
  await expect(menu.locator(`a[href="${MATERIAL}"]`)).toHaveCount(0);
  // The sub-account form, creative review (no MaterialAuditView), a new ad position and a new app with its ad
  // position (no AdPosManage, no AppManage): 403 at the address asked for. The first address was loaded (the
  // sign-in's); these are followed inside the console, as a link would (issue 30: no page load each).
  for (const path of ['/userform/createUser', MATERIAL, '/appform/createAdPosition', '/appadd/createAdPosition']) {
    await visit(page, baseURL, path, forbidden);
    await expect(forbidden(page), path).toBeVisible();
    expect(new URL(page.url()).pathname, path).toBe(path);
  }
  expect(listed, 'the creative review page never asked for materials').toBe(false);
});

test.describe('a page chunk that does not arrive', () => {
  // React reports the chunk error that the error boundary caught, and the boundary logs it: both expected here.
  test.use({ expectedConsoleErrors: /^(ChunkLoadError: |\[page error\] )Loading chunk \S+ failed/ });

  test('a page chunk that fails to load shows the reload page, not a blank screen', async ({ page, baseURL }) => {
    await setLocale(page, baseURL, 'en-US');
    await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
    await page.getByTestId('dashboard-kpis').waitFor();
    await page.route(/\.async\.js$/, (route) => route.abort('failed'));
    await sider(page).getByText('Traffic').click();
    // Clicked once the submenu has opened: a click on a link still sliding in can be lost.
    await (await whenSettled(sider(page).getByText('Ad positions'))).click();
    await expect(page.getByText('This page could not be loaded')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
  });

  test('a page chunk that hangs for 120 s raises the chunk-load error', async ({ page, baseURL }) => {
    await page.clock.install();
    await setLocale(page, baseURL, 'en-US');
    await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
    await page.getByTestId('dashboard-kpis').waitFor();
    await page.route(/\.async\.js$/, () => undefined); // never answered
    // The 120 s count starts when the page's chunk is asked for: wait for that request, not for time.
    // Watched from before the pointer crosses the menu, which may already ask for it.
    const asked = page.waitForRequest(/\.async\.js$/);
    await sider(page).getByText('Traffic').click();
    // Clicked once the submenu has opened: a click on a link still sliding in can be lost.
    await (await whenSettled(sider(page).getByText('Ad positions'))).click();
    await asked;
    await page.clock.runFor(119000);
    await expect(page.getByText('This page could not be loaded')).toHaveCount(0);
    await page.clock.runFor(1500);
    await page.getByText('This page could not be loaded').waitFor();
  });
});

test('tampered local storage never blanks the screen: the visitor is treated as signed out', async ({
  page,
  baseURL,
}) => {
  // On the console's origin without starting the console (a static file of the build): the storage is
  // tampered with before the console first reads it.
  await page.goto(`${baseURL}/version.json`);
  await page.evaluate(() => {
    localStorage.setItem('userInfo', '{bad json');
    localStorage.setItem('gsAuthorization', 'forged-token');
    localStorage.setItem('updatetime', 'soon');
    localStorage.setItem('SSP_QPS', 'NaN');
    localStorage.setItem('umi_locale', '"><img src=x onerror=alert(1)>');
  });
  await page.goto(`${baseURL}/dashboard`);
  await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard/);
  await page.locator('#account').waitFor();
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBeNull();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  // No uncaught page error either: the errorWatch fixture fails the test on any.
});
