import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';

test('/ lands on the login page when signed out, keeping the redirect', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/`);
  await page.waitForURL(/\/user\/login/);
  const url = new URL(page.url());
  assert.equal(url.pathname, '/user/login');
  assert.equal(url.searchParams.get('redirect'), '/dashboard');
  await page.locator('#account').waitFor();
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);
});

test('/index.html redirects to the dashboard route', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/index.html`);
  await page.waitForURL(/\/user\/login\?redirect=%2Fdashboard/);
});

test('unknown paths and /404 show the not-found page', async ({ page, baseURL }) => {
  for (const path of ['/no/such/page', '/404', '/flow/app/extra']) {
    await page.goto(`${baseURL}${path}`);
    await page.locator('.ant-result-404').waitFor();
    assert.match(await page.locator('.ant-result-title').textContent(), /404/);
  }
});

test('signing in follows the redirect, shows the menu layout and titles each page', async ({ page, baseURL }) => {
  await page.evaluate(() => undefined);
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  assert.equal(new URL(page.url()).pathname, '/flow/app');
  await page.locator('.ant-layout-sider').first().waitFor();
  await until(async () => (await page.title()).endsWith(' - Media Console'), 'page title');
  const menuText = await page.locator('.ant-layout-sider').first().textContent();
  assert.ok(menuText.length > 0);
  // The account name sits at the top right.
  await until(
    async () => ((await page.locator('[data-testid=account-menu]').textContent()) || '').includes('demo'),
    'account name',
  );
});

test('a no-layout route renders without the sider', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo');
  await page.goto(`${baseURL}/userform/createUser`);
  await page.locator('h3').first().waitFor();
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);
  assert.equal(await page.locator('.ant-pro-layout').count(), 0);
});

test('logout from the account menu goes to login with the current path as redirect', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  await page.locator('[data-testid=account-menu]').click();
  await page
    .locator('.ant-dropdown-menu-item')
    .filter({ hasText: /Sign out|退出登录/ })
    .click();
  await page.waitForURL(/\/user\/login/);
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/accounts/myaccount');
  assert.equal(await page.evaluate(() => localStorage.getItem('gsAuthorization')), '');
  assert.equal(await page.evaluate(() => localStorage.getItem('userInfo')), null);
  // Signed out: a private page bounces back to login.
  await page.goto(`${baseURL}/flow/app`);
  await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fapp/);
});

test('window.routerBase moves the console under another base path', async ({ page, baseURL }) => {
  await page.addInitScript(() => {
    window.routerBase = '/console/';
  });
  await page.goto(`${baseURL}/console/`);
  await page.waitForURL(/\/console\/user\/login\?redirect=%2Fdashboard/);
  await page.locator('#account').waitFor();
});

test('the sider folds to icons and back; the group of the current page is open', async ({ page, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('umi_locale', 'en-US'));
  await signIn(page, baseURL, 'demo', { redirect: '/flow/adpositions' });
  const sider = page.locator('.ant-layout-sider').first();
  await sider.getByRole('menuitem', { name: 'Ad positions' }).waitFor();
  const wide = (await sider.boundingBox()).width;
  await page.getByRole('button', { name: 'Collapse the menu' }).click();
  await until(async () => (await sider.boundingBox()).width < wide / 2, 'folded sider');
  const toggle = page.getByRole('button', { name: 'Expand the menu' });
  assert.equal(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  await until(async () => (await sider.boundingBox()).width === wide, 'unfolded sider');
});
