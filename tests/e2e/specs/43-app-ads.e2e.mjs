// Store lookup and app-ads.txt (issue 21): a new app found in the mock's store, with its developer website;
// the mock's crawler finding the file without this platform's line, the file fixed through the mock's fake
// web, "check again".
import { expect, test } from '../fixtures.mjs';
import { rows, start, waitRows } from '../lib/traffic.mjs';

const LINE = 'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6';

async function putFile(baseURL, file) {
  const res = await fetch(`${baseURL}/__mock/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(file),
  });
  expect(res.status).toBe(200);
}

test('store lookup and app-ads.txt: an app found in the store shows "line missing" with the line to copy; fixed in the file, "check again" verifies it', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await start(page, baseURL, { redirect: '/flow/app' });
  await waitRows(page, 10);
  await putFile(baseURL, { url: 'https://studio.example/app-ads.txt', body: 'google.com, pub-1, DIRECT\n' });

  await page.getByRole('button', { name: 'Create app' }).click();
  const d = page.getByRole('dialog');
  // Found by its package: name, package, store page, category and icon come from the store.
  await d.getByLabel('Find in the store').fill('com.studio.tidetracker');
  await d.getByRole('button', { name: 'Look up' }).click();
  await expect(d.getByTestId('store-lookup-found')).toContainText('Filled in from the store: Tide Tracker');
  await expect(d.getByLabel('App name')).toHaveValue('Tide Tracker');
  await expect(d.getByLabel('Package name')).toHaveValue('com.studio.tidetracker');
  await expect(d.getByLabel('Store URL')).toHaveValue(
    'https://play.google.com/store/apps/details?id=com.studio.tidetracker',
  );
  // The icon is the store's image, loaded (the mock serves it).
  await expect
    .poll(() =>
      d
        .getByTestId('store-lookup-found')
        .locator('img')
        .evaluate((img) => img.naturalWidth),
    )
    .toBeGreaterThan(0);
  // Another app's store page is refused with what it belongs to.
  await d.getByLabel('Store URL').fill('https://play.google.com/store/apps/details?id=com.demomedia.blockpuzzle');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.getByText('This store page belongs to com.demomedia.blockpuzzle, not to com.studio.tidetracker').waitFor();
  await d.getByLabel('Store URL').fill('https://play.google.com/store/apps/details?id=com.studio.tidetracker');
  await d.getByLabel('Developer website').fill('javascript:alert(1)');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.getByText('Enter a full address starting with http:// or https://').waitFor();
  await d.getByLabel('Developer website').fill('https://studio.example/');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.waitFor({ state: 'detached' });

  const row = rows(page).filter({ hasText: 'Tide Tracker' });
  const tag = row.getByRole('button', { name: /^app-ads\.txt: / });
  await expect(tag).toHaveText('Line missing');
  await tag.click();
  const details = page.getByRole('tooltip').filter({ hasText: 'app-ads.txt of' });
  await expect(details).toContainText('The file was found but lacks the line below.');
  await expect(details.getByTestId('app-ads-line')).toHaveText(LINE);
  await expect(details).toContainText('https://studio.example/app-ads.txt');
  await details.getByRole('button', { name: 'Copy' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(LINE);

  // The developer publishes the line.
  await putFile(baseURL, { url: 'https://studio.example/app-ads.txt', body: `google.com, pub-1, DIRECT\n${LINE}\n` });
  await details.getByRole('button', { name: 'Check again' }).click();
  await expect(tag).toHaveText('Verified');
});

test('app-ads.txt: the dashboard names the apps with a problem and opens the app list filtered to them', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/dashboard' });
  const alert = page.getByTestId('dashboard-app-ads');
  await expect(alert).toContainText(/\d+ apps have an app-ads\.txt problem/);
  await alert.getByRole('link', { name: 'Review apps' }).click();
  await page.waitForURL(/\/flow\/app\?appAdsStatus=(lineMissing|notFound)$/);
  const status = new URL(page.url()).searchParams.get('appAdsStatus');
  const label = status === 'lineMissing' ? 'Line missing' : 'File not found';
  await expect
    .poll(async () => {
      const tags = await rows(page)
        .getByRole('button', { name: /^app-ads\.txt: / })
        .allTextContents();
      return tags.length > 0 && tags.every((t) => t === label);
    })
    .toBe(true);
});
