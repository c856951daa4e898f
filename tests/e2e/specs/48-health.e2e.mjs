// Issue 49, account health (/accounts/health): a deliberately broken app-ads.txt shows as an issue with its
// impact and a fix link that lands on the app, where the fix is made; fixed, it leaves the list. The page at
// phone width: cards, nothing sideways, no serious accessibility finding. Reseeds the mock first.
import { expect, test } from '../fixtures.mjs';
import { violations } from '../lib/a11y.mjs';
import { callFromPage, sider } from '../lib/console.mjs';
import { resizeTo, sideways } from '../lib/phone.mjs';
import { rows, start } from '../lib/traffic.mjs';

async function qaWeb(baseURL, file) {
  const res = await fetch(`${baseURL}/__mock/web`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(file),
  });
  expect(res.status).toBe(200);
}

const items = (page) => page.getByTestId('health-item');

test('health: a broken app-ads.txt is listed with its impact; its link opens the app, where "check again" clears it', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/version.json' });
  const apps = (await callFromPage(page, '/media/app/list', { pageSize: 100 })).result.list;
  const web = (await (await fetch(`${baseURL}/__mock/web`)).json()).result;
  // An app that serves, whose file (not a redirect to another's) has the line.
  const app = apps.find(
    (a) => a.reviewStatus === 'approved' && a.enabled && a.appAds.status === 'verified' && web[a.appAds.fileUrl]?.body,
  );
  const url = app.appAds.fileUrl;
  const original = web[url];
  expect(original?.body).toContain(app.appAds.line);
  // The developer's file loses this platform's line; the provider's crawler reads it (as its daily check would).
  await qaWeb(baseURL, { url, body: 'google.com, pub-0000000000000000, DIRECT, f08c47fec0942fa0\n' });
  expect((await callFromPage(page, '/media/app/appAds/check', { id: app.id })).code).toBe(0);

  await page.goto(`${baseURL}/accounts/health`);
  await expect(page.getByRole('heading', { name: 'Account health' })).toBeVisible();
  const item = items(page).filter({ hasText: `The app-ads.txt of ${app.name} lacks this platform's line` });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/[\d,]+ ad requests and \$[\d,.]+ earned in the last 7 days/);
  await expect(item).toContainText('Add the line shown in the apps list to app-ads.txt');
  await item.getByRole('link', { name: 'Open the app' }).click();

  await page.waitForURL(new RegExp(`/flow/app\\?id=${app.id}$`));
  const row = rows(page).filter({ hasText: app.name });
  await expect(rows(page)).toHaveCount(1);
  const tag = row.getByRole('button', { name: /^app-ads\.txt: / });
  await expect(tag).toHaveText('Line missing');
  // The fix: the line back in the file, then "Check again" where the list shows it.
  await qaWeb(baseURL, { url, body: original.body });
  await tag.click();
  const details = page.getByRole('tooltip').filter({ hasText: 'app-ads.txt of' });
  await details.getByRole('button', { name: 'Check again' }).click();
  await expect(tag).toHaveText('Verified');

  await sider(page).getByRole('menuitem', { name: 'Account health' }).click();
  await page.waitForURL(/\/accounts\/health$/);
  await expect(items(page).first()).toBeVisible();
  await expect(items(page).filter({ hasText: `The app-ads.txt of ${app.name} ` })).toHaveCount(0);
});

test('health on a phone: each issue is a card with its link, nothing scrolls sideways, no serious axe finding', async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await start(page, baseURL, { redirect: '/accounts/health', locale: 'ar-EG' });
  await expect(items(page).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const first = items(page).first();
  const box = await first.boundingBox();
  expect(box.width).toBeLessThanOrEqual(390);
  await expect(first.getByRole('link')).toBeVisible();
  expect(await sideways(page)).toBe(0);
  expect(await violations(page)).toEqual([]);
  await resizeTo(page, { width: 360, height: 740 });
  expect(await sideways(page)).toBe(0);
});
