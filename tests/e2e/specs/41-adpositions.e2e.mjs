import { assert, test, until } from '../lib/harness.mjs';
import {
  choose,
  confirmTitle,
  forceSignOut,
  query,
  resetSearch,
  rows,
  signInHere,
  start,
  waitRows,
} from '../lib/traffic.mjs';

const FORM = '/appform/createAdPosition';
const submitButton = (page) => page.locator('form').getByRole('button', { name: /^(Create|Save)$/ });

test('ad positions: list filtered by app (from the app list), ad type, status and name/ID search', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await rows(page).first().waitFor();
  await page.getByLabel('5 ad positions of Block Puzzle Classic').click();
  await page.waitForURL(/\/flow\/adpositions\?appId=1001$/);
  await waitRows(page, 5);
  assert.ok((await rows(page).locator('td:nth-child(3)').allTextContents()).every((t) => t.includes('ID 1001')));

  await choose(page, 'Ad type', 'Banner');
  await query(page);
  await until(async () => {
    const cells = await rows(page).locator('td:nth-child(4)').allTextContents();
    return cells.length > 0 && cells.length < 5 && cells.every((t) => t.startsWith('Banner'));
  }, 'banners of app 1001');
  // Floor prices are money in the account currency.
  assert.match(await rows(page).first().locator('td:nth-child(5)').textContent(), /^\$\d+\.\d\d$/);

  await resetSearch(page);
  await waitRows(page, 10);
  await page.getByLabel('Name or ID', { exact: true }).fill('2001');
  await query(page);
  await waitRows(page, 1);
  assert.match(await rows(page).first().textContent(), /mc-1001-2001/);

  await resetSearch(page);
  await choose(page, 'Status', 'Disabled');
  await query(page);
  await until(async () => {
    const n = await rows(page).count();
    return n > 0 && (await rows(page).getByRole('switch', { checked: true }).count()) === 0;
  }, 'only disabled positions');
});

test('ad positions: enable/disable inline after confirming; details show the IDs to copy', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  const first = rows(page).first();
  const name = (await first.locator('td:nth-child(2) strong').textContent()).trim();
  await first.getByRole('switch').click();
  await confirmOrPopconfirm(page, `Disable “${name}”? It stops serving ads.`);
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await first.getByRole('switch').getAttribute('aria-checked'), 'true');
  await first.getByRole('switch').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await until(async () => (await first.getByRole('switch').getAttribute('aria-checked')) === 'false', 'switched off');

  await first.getByRole('button', { name: 'Details' }).click();
  const drawer = page.locator('.ant-drawer-content');
  await drawer.getByText('Integration details').waitFor();
  const id = (await first.locator('td:first-child').textContent()).trim();
  assert.equal(await drawer.locator('[data-copy="Ad position ID"]').textContent(), id);
  assert.match(await drawer.locator('[data-copy="Unit ID (SDK)"]').textContent(), new RegExp(`^mc-\\d+-${id}$`));
  assert.equal(await drawer.getByRole('button', { name: /Copy/ }).count(), 3);
});

async function confirmOrPopconfirm(page, text) {
  await page.locator('.ant-popconfirm').getByText(text).waitFor();
}

test('ad positions: create checks each type’s fields, maps the duplicate name, then shows the integration IDs', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: `${FORM}?appId=1002` });
  await page.getByText('Word Garden HD').waitFor();
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);
  await submitButton(page).click();
  await page.getByText('Please enter Ad position name').waitFor();

  await page.getByText('Rewarded video', { exact: true }).click();
  await page.getByLabel('Reward amount').fill('2.5');
  await page.getByLabel('Floor price (eCPM, USD)').fill('1.255');
  await page.getByLabel('Impressions per user').fill('0');
  await submitButton(page).click();
  await page.getByText('Please enter Reward item').waitFor();
  await page.getByText('Enter a whole number from 1 to 1000000').waitFor();
  await page.getByText('At most two decimal places').waitFor();
  await page.getByText('Enter a whole number from 1 to 1000', { exact: true }).waitFor();

  await page.getByLabel('Ad position name').fill('Taken name');
  await page.getByLabel('Reward item').fill('Coins');
  await page.getByLabel('Reward amount').fill('20');
  await page.getByLabel('Floor price (eCPM, USD)').fill('1.25');
  await page.getByLabel('Impressions per user').fill('5');
  await submitButton(page).click();
  await page.getByText('Ad position “Taken name” created').waitFor();
  const appId = await page.locator('[data-copy="App ID"]').textContent();
  const positionId = await page.locator('[data-copy="Ad position ID"]').textContent();
  assert.equal(appId, '1002');
  assert.match(positionId, /^\d+$/);
  assert.equal(await page.locator('[data-copy="Unit ID (SDK)"]').textContent(), `mc-1002-${positionId}`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy Ad position ID' }).click();
  await until(async () => (await page.evaluate(() => navigator.clipboard.readText())) === positionId, 'copied ID');

  // Again with the same name: the server's duplicate answer lands under the name field.
  await page.getByRole('button', { name: 'Create another' }).click();
  await page.getByLabel('Ad position name').fill('Taken name');
  await page.getByText('Interstitial', { exact: true }).click();
  await submitButton(page).click();
  await page
    .locator('.ant-form-item-explain-error')
    .filter({ hasText: 'This app already has an ad position with this name' })
    .waitFor();
});

test('ad positions: edit keeps app and type, validates the id in the address', async ({ page, baseURL }) => {
  await start(page, baseURL, { redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  const first = rows(page).first();
  const id = (await first.locator('td:first-child').textContent()).trim();
  await first.getByRole('button', { name: 'Edit' }).click();
  await page.waitForURL(new RegExp(`${FORM}\\?id=${id}$`));
  await page.getByRole('heading', { name: 'Edit ad position' }).waitFor();
  await page.getByText('The app and the ad type cannot change after creation.').waitFor();
  assert.equal(await page.locator('.ant-radio-button-wrapper-disabled').count(), 5);
  await page.getByLabel('Floor price (eCPM, USD)').fill('7.5');
  await submitButton(page).click();
  await page.getByText(/^Ad position “.+” saved$/).waitFor();
  await page.getByRole('button', { name: 'Go to ad positions' }).click();
  await page.waitForURL(/\/flow\/adpositions$/);
  await until(
    async () =>
      (
        await rows(page)
          .filter({ hasText: new RegExp(`^${id}`) })
          .first()
          .textContent()
      ).includes('$7.50'),
    'new floor',
  );

  for (const [q, text] of [
    ['abc', '“abc” is not a valid ad position ID.'],
    ['999999', 'Ad position 999999 does not exist or is not available to you.'],
  ]) {
    await page.goto(`${baseURL}${FORM}?id=${q}`);
    await page.getByText(text).waitFor();
  }
});

test('ad positions: leaving with unsaved changes asks; a forced sign-out keeps the draft for after signing in', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: FORM });
  await page.getByLabel('Ad position name').fill('Half-typed position');
  await page.getByText('Native', { exact: true }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await confirmTitle(page).waitFor();
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(new URL(page.url()).pathname, FORM);

  await until(
    async () => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith(':adPosition.create'))),
    'draft saved',
  );
  await forceSignOut(page, baseURL);
  assert.equal(new URL(page.url()).searchParams.get('redirect'), FORM);
  await signInHere(page);
  await page.waitForURL(new RegExp(`${FORM}$`));
  await until(
    async () => (await page.getByLabel('Ad position name').inputValue()) === 'Half-typed position',
    'restored name',
  );
  await page.getByLabel('Native template').waitFor();
  await page.getByText('Your unsaved changes from last time were restored.').waitFor();
});

test('new app with ad position: a step form creates the app, then its first ad position, then shows the IDs', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await page.getByRole('button', { name: 'New app with ad position' }).click();
  await page.waitForURL(/\/appadd\/createAdPosition$/);
  await page.getByRole('button', { name: 'Create app and continue' }).click();
  await page.getByText('Please enter App name').waitFor();
  await page.getByLabel('App name').fill('Steps Demo');
  await page.getByLabel('Package name').fill('com.demomedia.stepsdemo');
  await page.getByLabel('Store URL').fill('https://play.google.com/store/apps/details?id=com.demomedia.stepsdemo');
  await choose(page, 'Category', 'Tools');
  await page.getByRole('button', { name: 'Create app and continue' }).click();
  await page.getByText(/App “Steps Demo” \(ID \d+\) was created and awaits review/).waitFor();

  await page.getByRole('button', { name: 'Create ad position' }).click();
  await page.getByText('Please enter Ad position name').waitFor();
  await page.getByLabel('Ad position name').fill('Steps splash');
  await page.getByText('Splash', { exact: true }).click();
  await page.getByText('Landscape', { exact: true }).click();
  await page.getByLabel('Floor price (eCPM, USD)').fill('0.8');
  await page.getByRole('button', { name: 'Create ad position' }).click();
  await page.getByText('Ad position “Steps splash” created').waitFor();
  const appId = await page.locator('[data-copy="App ID"]').textContent();
  await page.getByRole('button', { name: 'Go to ad positions' }).click();
  await page.waitForURL(/\/flow\/adpositions$/);
  const row = rows(page).filter({ hasText: 'Steps splash' });
  await row.waitFor();
  assert.match(await row.textContent(), new RegExp(`ID ${appId}`));
  assert.match(await row.textContent(), /Landscape/);
  // The new app is pending review with one ad position.
  await page.goto(`${baseURL}/flow/app`);
  const appRow = rows(page).filter({ hasText: 'Steps Demo' });
  await appRow.waitFor();
  assert.match(await appRow.textContent(), /Pending review/);
});

test('new app with ad position: a session ending after the app step resumes at the ad position step', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/appadd/createAdPosition' });
  await page.getByLabel('App name').fill('Resume Demo');
  await page.getByLabel('Package name').fill('com.demomedia.resumedemo');
  await page.getByLabel('Store URL').fill('https://play.google.com/store/apps/details?id=com.demomedia.resumedemo');
  await choose(page, 'Category', 'Games');
  await page.getByRole('button', { name: 'Create app and continue' }).click();
  await page.getByText(/App “Resume Demo” \(ID \d+\) was created/).waitFor();
  await page.getByLabel('Ad position name').fill('Resumed banner');
  await until(
    async () => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith(':appadd.adPosition'))),
    'draft saved',
  );
  await forceSignOut(page, baseURL);
  await signInHere(page);
  await page.waitForURL(/\/appadd\/createAdPosition$/);
  await page.getByText(/App “Resume Demo” \(ID \d+\) was created/).waitFor();
  await until(
    async () => (await page.getByLabel('Ad position name').inputValue()) === 'Resumed banner',
    'restored name',
  );
  await page.getByRole('button', { name: 'Create ad position' }).click();
  await page.getByText('Ad position “Resumed banner” created').waitFor();
  // Exactly one app was created.
  await page.goto(`${baseURL}/flow/app`);
  await rows(page).first().waitFor();
  assert.equal(await rows(page).filter({ hasText: 'Resume Demo' }).count(), 1);
});

test('ad positions: a view-only account (sub01) lists its apps’ positions without manage controls', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { who: 'sub01', redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  assert.equal(await page.getByRole('button', { name: 'Create ad position' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
  assert.equal(await page.getByRole('switch').count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Import spreadsheet' }).count(), 0);
  // Details (the IDs) stay available to viewers.
  await rows(page).first().getByRole('button', { name: 'Details' }).click();
  await page.locator('.ant-drawer-content').getByText('Integration details').waitFor();
  const apps = new Set(
    (await rows(page).locator('td:nth-child(3)').allTextContents()).map((t) => t.match(/ID (\d+)/)[1]),
  );
  assert.ok([...apps].every((id) => id === '1001' || id === '1002'));
  await page.goto(`${baseURL}${FORM}`);
  await page.locator('.ant-result-403').waitFor();
});
