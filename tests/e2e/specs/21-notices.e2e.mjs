// The console open all day (issue 22): the offline notice, and "New content is available"
// when a new build is deployed under an open tab (its old page chunks answer 404, or
// version.json names another build), with a Refresh that keeps unsaved form drafts.
import { expect, test } from '../fixtures.mjs';
import { setLocale, sider, signIn } from '../lib/console.mjs';
import { draftSaved } from '../lib/traffic.mjs';

const NEW_BUILD = { build: 'a-newer-build' };

test('offline: the notice shows while the network is gone; a read asked meanwhile loads when it is back', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const trend = page.getByTestId('dashboard-trend');
  await page.locator('[data-testid=dashboard-trend][data-state=ready] canvas').waitFor();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveCount(0);

  await page.context().setOffline(true);
  await expect(notice).toHaveText(/^You are offline now\./);
  // Asked while offline: the read waits for the network.
  await trend.getByText('Last 30 days', { exact: true }).click();
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/media/dashboard/series') && JSON.parse(r.request().postData() || '{}').days === 30,
  );
  await page.context().setOffline(false);
  await expect(notice).toHaveCount(0);
  expect((await (await answered).json()).result.points).toHaveLength(30);
  await expect(trend).toHaveAttribute('data-days', '30');
  await page.locator('[data-testid=dashboard-trend][data-state=ready] canvas').waitFor();
});

test.describe('a new build deployed under an open tab', () => {
  // The old build's chunk that answers 404 is caught by the page's error boundary, which logs it.
  test.use({ expectedConsoleErrors: /^(ChunkLoadError: |\[page error\] )Loading chunk \S+ failed/ });

  test('a page chunk of the old build that is gone: the reload page and "New content is available", never a blank screen', async ({
    page,
    baseURL,
  }) => {
    await setLocale(page, baseURL);
    await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
    await page.getByTestId('dashboard-kpis').waitFor();
    await page.route('**/version.json', (route) => route.fulfill({ json: NEW_BUILD }));
    await page.route(/\.async\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await sider(page).getByText('Traffic').click();
    await sider(page).getByText('Ad positions').click();
    await page.getByText('This page could not be loaded').waitFor();
    const notice = page.getByTestId('new-version-notice');
    await expect(notice).toContainText('New content is available.');

    // Refresh loads the new build's page.
    await page.unrouteAll();
    await notice.getByRole('button', { name: 'Refresh' }).click();
    await page.locator('tbody tr[data-row-key]').first().waitFor();
    await expect(page).toHaveURL(/\/flow\/adpositions$/);
    await expect(notice).toHaveCount(0);
  });
});

test('a tab open for 5 minutes learns of a new build; Refresh keeps the form being typed', async ({
  page,
  baseURL,
}) => {
  await page.clock.install();
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/appadd/createAdPosition' });
  await page.getByLabel('App name').fill('Half-typed app');
  await page.clock.runFor(1000);
  await draftSaved(page, ':appadd.app');

  const notice = page.getByTestId('new-version-notice');
  await page.route('**/version.json', (route) => route.fulfill({ json: NEW_BUILD }));
  // Asked only every 5 minutes.
  await page.clock.runFor(4 * 60_000);
  await expect(notice).toHaveCount(0);
  await page.clock.runFor(60_000);
  await expect(notice).toContainText('New content is available.');

  await page.unrouteAll();
  await notice.getByRole('button', { name: 'Refresh' }).click();
  await expect(page.getByLabel('App name')).toHaveValue('Half-typed app');
  await expect(notice).toHaveCount(0);
});
