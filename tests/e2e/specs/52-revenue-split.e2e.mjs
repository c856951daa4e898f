import { expect, test } from '../fixtures.mjs';
import { setLocale, sider, signIn } from '../lib/console.mjs';

test('media-divide: the menu opens the report in a new tab with the token; the console stays', async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const menu = sider(page);
  await menu.getByText('Financial report').click();
  const opened = context.waitForEvent('page');
  // The address the tab was opened at (the page then drops the token from its address bar).
  const asked = [];
  page.context().on('request', (r) => {
    if (new URL(r.url()).pathname === '/__mock/media-divide') asked.push(r.url());
  });
  await menu.getByText('Monthly revenue split').click();
  const tab = await opened;
  await tab.waitForLoadState();

  const url = new URL(asked[0]);
  expect(url.origin).toBe(baseURL);
  expect(url.pathname).toBe('/__mock/media-divide');
  const token = await page.evaluate(() => localStorage.getItem('gsAuthorization'));
  expect(token).toBeTruthy();
  expect(url.searchParams.get('token')).toBe(token);
  // The mock page accepted the token: it shows the statement, not an error page.
  await tab.getByText('Monthly revenue split').first().waitFor();
  // Read once, the token leaves the address bar (history.replaceState: docs/revenueSplit.md).
  await expect.poll(() => new URL(tab.url()).searchParams.get('token')).toBeNull();
  expect(new URL(tab.url()).pathname).toBe('/__mock/media-divide');
  expect(await tab.evaluate(() => window.opener)).toBeNull();

  // The console did not move.
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  await page.getByTestId('dashboard-kpis').waitFor();
});

test('media-divide: landing on the route shows a fallback whose button opens the report', async ({
  page,
  context,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/mediaDivide' });
  const button = page.getByRole('button', { name: 'Open the report' });
  await button.waitFor();
  const opened = context.waitForEvent('page');
  await button.click();
  const tab = await opened;
  await tab.waitForLoadState();
  expect(new URL(tab.url()).pathname).toBe('/__mock/media-divide');
  await tab.getByText('Monthly revenue split').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/financialReport/mediaDivide');
});

test("media-divide: a zh-CN console opens the page in Chinese (the console's locale beside the token)", async ({
  page,
  context,
  baseURL,
}) => {
  // The browser itself asks for English (Accept-Language): only the console's locale can make the page Chinese.
  await setLocale(page, baseURL, 'zh-CN');
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const menu = sider(page);
  await menu.getByText('财务报表').click();
  const asked = [];
  page.context().on('request', (r) => {
    if (new URL(r.url()).pathname === '/__mock/media-divide') asked.push(r.url());
  });
  const opened = context.waitForEvent('page');
  await menu.getByText('媒体分成月报').click();
  const tab = await opened;
  await tab.waitForLoadState();
  const url = new URL(asked[0]);
  expect(url.searchParams.get('locale')).toBe('zh-CN');
  expect(url.searchParams.get('token')).toBeTruthy();
  await expect(tab.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await tab.getByText('媒体分成月报').first().waitFor();
  // The token leaves the address bar; the language stays (a reload reads the same page).
  await expect.poll(() => new URL(tab.url()).searchParams.get('token')).toBeNull();
  expect(new URL(tab.url()).searchParams.get('locale')).toBe('zh-CN');
  // Reloaded without its token, it still reads the session it was opened with (issue 52), every month of it.
  await tab.reload();
  await expect(tab.locator('tbody tr[data-month]')).toHaveCount(24);
  await expect(tab.getByRole('heading', { level: 1 })).toHaveText('媒体分成月报');
});
