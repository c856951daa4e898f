import { assert, test, until } from '../lib/harness.mjs';
import { setFault, signIn } from '../lib/console.mjs';

const REFRESH = '/media/authorize/refresh';

async function useEnglish(page, baseURL) {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
}

test('stays signed in past several refresh cycles (browser clock run fast)', async ({ page, baseURL }) => {
  await page.clock.install();
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  const tokens = [await page.evaluate(() => localStorage.getItem('gsAuthorization'))];
  for (let cycle = 0; cycle < 3; cycle += 1) {
    const answered = page.waitForResponse((r) => r.url().endsWith(REFRESH));
    // 4 min 5 s: the 5-second timer finds 60 s or less left and refreshes.
    await page.clock.runFor(245000);
    const res = await answered;
    assert.equal(res.status(), 200);
    await until(
      async () => (await page.evaluate(() => localStorage.getItem('gsAuthorization'))) !== tokens.at(-1),
      'new token',
    );
    tokens.push(await page.evaluate(() => localStorage.getItem('gsAuthorization')));
  }
  assert.equal(new Set(tokens).size, 4);
  assert.equal(new URL(page.url()).pathname, '/flow/app');
  // The latest token works: a full reload loads the menu with it.
  await page.reload();
  await page.locator('.ant-layout-sider').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/flow/app');
});

for (const [status, text] of [
  ['401', 'Login invalid, log in again in 3 seconds'],
  ['406', 'Login limit exceeded, logged out in 3 seconds'],
]) {
  test(`a forced ${status} shows "${text}" and lands on login after 3 s`, async ({ page, baseURL }) => {
    await page.clock.install();
    await useEnglish(page, baseURL);
    await signIn(page, baseURL, 'demo', { redirect: '/flow/adpositions' });
    await page.locator('.ant-layout-sider').first().waitFor();
    // Freeze the page clock so only runFor moves it.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await setFault(baseURL, { path: '/media/authorize/keep', type: status, times: 1 });
    // The keep-alive runs when the tab comes back to the front.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.getByText(text).waitFor();
    await page.clock.runFor(2900);
    assert.equal(new URL(page.url()).pathname, '/flow/adpositions');
    await page.clock.runFor(200);
    await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fadpositions/);
  });
}

test('a second sign-in of the same account ends the first session with 406', async ({ page, browser, baseURL }) => {
  await page.clock.install();
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, baseURL, 'demo');
  await other.close();
  await page.reload();
  await page.getByText('Login limit exceeded, logged out in 3 seconds').waitFor();
  await page.clock.runFor(3100);
  await page.waitForURL(/\/user\/login/);
});

test('two tabs share one refresh, and a logout in one signs out both', async ({ context, page, baseURL }) => {
  await context.clock.install();
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  const second = await context.newPage();
  await second.goto(`${baseURL}/dashboard`);
  await second.locator('.ant-layout-sider').first().waitFor();

  let refreshes = 0;
  context.on('request', (r) => {
    if (r.url().endsWith(REFRESH)) refreshes += 1;
  });
  const before = await page.evaluate(() => localStorage.getItem('gsAuthorization'));
  await Promise.all([page.clock.runFor(245000), second.clock.runFor(245000)]);
  await until(
    async () => (await second.evaluate(() => localStorage.getItem('gsAuthorization'))) !== before,
    'shared new token',
  );
  await new Promise((r) => setTimeout(r, 500));
  assert.equal(refreshes, 1);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('gsAuthorization')),
    await second.evaluate(() => localStorage.getItem('gsAuthorization')),
  );

  await page.locator('[data-testid=account-menu]').click();
  await page.locator('.ant-dropdown-menu-item').filter({ hasText: 'Sign out' }).click();
  await page.waitForURL(/\/user\/login/);
  await second.waitForURL(/\/user\/login\?redirect=%2Fdashboard/);
});

test('a page the account codes do not allow shows 403, and its menu is hidden', async ({ page, baseURL }) => {
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'sub01', { redirect: '/accounts/subaccount' });
  await page.locator('.ant-result-403').waitFor();
  await until(async () => (await page.title()) === 'No access - Media Console', 'the 403 title');
  const menu = await page.locator('.ant-layout-sider').first().textContent();
  assert.ok(menu.includes('Traffic'));
  assert.ok(!menu.includes('Accounts'), `menu should hide Accounts: ${menu}`);
  assert.ok(!menu.includes('Creative review'));
});

test('a page chunk that fails to load shows the reload page, not a blank screen', async ({ page, baseURL }) => {
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.locator('[data-testid="dashboard-kpis"]').waitFor();
  await page.route(/\.async\.js$/, (route) => route.abort('failed'));
  await page.locator('.ant-layout-sider').getByText('Traffic').click();
  await page.locator('.ant-layout-sider').getByText('Ad positions').click();
  await page.getByText('This page could not be loaded').waitFor();
  await page.getByRole('button', { name: 'Reload' }).waitFor();
});

test('a page chunk that hangs for 120 s raises the chunk-load error', async ({ page, baseURL }) => {
  await page.clock.install();
  await useEnglish(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.locator('[data-testid="dashboard-kpis"]').waitFor();
  await page.route(/\.async\.js$/, () => undefined); // never answered
  await page.locator('.ant-layout-sider').getByText('Traffic').click();
  await page.locator('.ant-layout-sider').getByText('Ad positions').click();
  await page.clock.runFor(119000);
  assert.equal(await page.getByText('This page could not be loaded').count(), 0);
  await page.clock.runFor(1500);
  await page.getByText('This page could not be loaded').waitFor();
});

test('tampered local storage never blanks the screen: the visitor is treated as signed out', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await page.goto(`${baseURL}/user/login`);
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
  assert.equal(await page.evaluate(() => localStorage.getItem('umi_locale')), null);
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en-US');
  assert.deepEqual(pageErrors, []);
});

test('each demo account gets its own menu', async ({ browser, baseURL }) => {
  const menus = {};
  for (const who of ['demo', 'admin', 'sub01']) {
    const context = await browser.newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await useEnglish(page, baseURL);
    await signIn(page, baseURL, who, { redirect: '/dashboard' });
    await page.locator('.ant-layout-sider').first().waitFor();
    menus[who] = await page.locator('.ant-layout-sider').first().innerText();
    await context.close();
  }
  for (const group of ['Dashboard', 'Traffic', 'Creative review', 'Data', 'Financial report', 'Accounts']) {
    assert.ok(menus.demo.includes(group), `demo sees ${group}`);
    assert.ok(menus.admin.includes(group), `admin sees ${group}`);
  }
  assert.ok(menus.sub01.includes('Traffic') && menus.sub01.includes('Data'));
  for (const group of ['Creative review', 'Financial report', 'Accounts']) {
    assert.ok(!menus.sub01.includes(group), `sub01 must not see ${group}`);
  }
});
