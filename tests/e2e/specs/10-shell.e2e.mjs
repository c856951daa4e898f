import { expect, test } from '../fixtures.mjs';
import { notFound, sider, signIn, whenSettled } from '../lib/console.mjs';

test('/ lands on the login page when signed out, keeping the redirect', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/`);
  await page.waitForURL(/\/user\/login/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/user/login');
  expect(url.searchParams.get('redirect')).toBe('/dashboard');
  await page.locator('#account').waitFor();
  await expect(sider(page)).toHaveCount(0);
});

test('the page can be zoomed: one viewport meta, without user-scalable=no or a maximum scale (WCAG 1.4.4)', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/user/login`);
  const metas = await page.locator('meta[name=viewport]').evaluateAll((all) => all.map((m) => m.content));
  expect(metas).toEqual(['width=device-width, initial-scale=1']);
});

test('/index.html redirects to the dashboard route', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/index.html`);
  // Signed out: the login page, keeping the final target.
  await expect(page).toHaveURL(/\/user\/login\?redirect=%2Fdashboard$/);
  await expect(page.locator('#account')).toBeVisible();
});

test('unknown paths and /404 show the not-found page', async ({ page, baseURL }) => {
  for (const path of ['/no/such/page', '/404', '/flow/app/extra']) {
    await page.goto(`${baseURL}${path}`);
    await expect(notFound(page)).toBeVisible();
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();
  }
});

test('signing in follows the redirect, shows the menu layout and titles each page', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  expect(new URL(page.url()).pathname).toBe('/flow/app');
  await expect(sider(page)).toBeVisible();
  await expect(page).toHaveTitle(/ - Media Console$/);
  await expect(sider(page).getByRole('navigation')).not.toBeEmpty();
  // The account name sits at the top right.
  await expect(page.getByTestId('account-menu')).toContainText('demo');
});

test('a no-layout route renders without the sider', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/userform/createUser' });
  await page.locator('h3').first().waitFor();
  await expect(sider(page)).toHaveCount(0);
  // Nor the menu layout's header with the account menu.
  await expect(page.getByTestId('account-menu')).toHaveCount(0);
});

test('logout from the account menu goes to login with the current path as redirect', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  await page.getByTestId('account-menu').click();
  // Once the menu has finished opening: a click during its zoom can be lost on a busy machine.
  await (await whenSettled(page.getByRole('menuitem', { name: /Sign out|退出登录/ }))).click();
  await page.waitForURL(/\/user\/login/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/accounts/myaccount');
  expect(await page.evaluate(() => localStorage.getItem('gsAuthorization'))).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('userInfo'))).toBeNull();
  // Signed out: a private page bounces back to login.
  await page.goto(`${baseURL}/flow/app`);
  await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fapp/);
});

test('window.routerBase moves the console under another base path', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    window.routerBase = '/console/';
  });
  await page.goto(`${baseURL}/console/`);
  await expect(page).toHaveURL(/\/console\/user\/login\?redirect=%2Fdashboard$/);
  await expect(page.locator('#account')).toBeVisible();
});

test('the sider folds to icons and back; the group of the current page is open', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
  await signIn(page, baseURL, 'demo', { redirect: '/flow/adpositions' });
  const aside = sider(page);
  await aside.getByRole('menuitem', { name: 'Ad positions' }).waitFor();
  const wide = (await aside.boundingBox()).width;
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await expect.poll(async () => (await aside.boundingBox()).width, { message: 'folded sider' }).toBeLessThan(wide / 2);
  const toggle = page.getByRole('button', { name: 'Expand the menu' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect.poll(async () => (await aside.boundingBox()).width, { message: 'unfolded sider' }).toBe(wide);
});
