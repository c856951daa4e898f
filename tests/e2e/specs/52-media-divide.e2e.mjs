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
  await menu.getByText('Monthly revenue split').click();
  const tab = await opened;
  await tab.waitForLoadState();

  const url = new URL(tab.url());
  expect(url.origin).toBe(baseURL);
  expect(url.pathname).toBe('/__mock/media-divide');
  const token = await page.evaluate(() => localStorage.getItem('gsAuthorization'));
  expect(token).toBeTruthy();
  expect(url.searchParams.get('token')).toBe(token);
  // The mock page accepted the token: it shows the statement, not an error page.
  await tab.getByText('Media revenue split').first().waitFor();
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
  await tab.getByText('Media revenue split').first().waitFor();
  expect(new URL(page.url()).pathname).toBe('/financialReport/mediaDivide');
});
