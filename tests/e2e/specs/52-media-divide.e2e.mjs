import { assert, test } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';
import { useLocale } from '../lib/reports.mjs';

test('media-divide: the menu opens the report in a new tab with the token; the console stays', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const sider = page.locator('.ant-layout-sider').first();
  await sider.getByText('Financial report').click();
  const opened = context.waitForEvent('page');
  await sider.getByText('Monthly revenue split').click();
  const tab = await opened;
  await tab.waitForLoadState();

  const url = new URL(tab.url());
  assert.equal(url.origin, baseURL);
  assert.equal(url.pathname, '/__mock/media-divide');
  const token = await page.evaluate(() => localStorage.getItem('gsAuthorization'));
  assert.ok(token);
  assert.equal(url.searchParams.get('token'), token);
  // The mock page accepted the token: it shows the statement, not an error page.
  await tab.getByText('Media revenue split').first().waitFor();
  assert.equal(await tab.evaluate(() => window.opener), null);

  // The console did not move.
  assert.equal(new URL(page.url()).pathname, '/dashboard');
  await page.locator('[data-testid=dashboard-kpis]').waitFor();
});

test('media-divide: landing on the route shows a fallback whose button opens the report', async ({
  page,
  context,
  baseURL,
}) => {
  await useLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/mediaDivide' });
  const button = page.getByRole('button', { name: 'Open the report' });
  await button.waitFor();
  const opened = context.waitForEvent('page');
  await button.click();
  const tab = await opened;
  await tab.waitForLoadState();
  assert.equal(new URL(tab.url()).pathname, '/__mock/media-divide');
  await tab.getByText('Media revenue split').first().waitFor();
  assert.equal(new URL(page.url()).pathname, '/financialReport/mediaDivide');
});
