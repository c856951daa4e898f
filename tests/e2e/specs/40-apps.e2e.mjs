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

const dialog = (page) => page.getByRole('dialog');

test('apps: pages of 10 from the server, filters, app ID lookup and sorting', async ({ page, baseURL }) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await waitRows(page, 10);
  await page.locator('.ant-pagination-item-2').click();
  await waitRows(page, 2);
  await page.locator('.ant-pagination-item-1').click();
  await waitRows(page, 10);

  await choose(page, 'Platform', 'iOS');
  await query(page);
  await until(async () => {
    const texts = await rows(page).locator('td:nth-child(2)').allTextContents();
    return texts.length > 0 && texts.length < 10 && texts.every((t) => t.includes('iOS'));
  }, 'only iOS apps');

  await resetSearch(page);
  await waitRows(page, 10);
  await choose(page, 'Review status', 'Rejected');
  await query(page);
  await waitRows(page, 1);
  assert.match(await rows(page).first().textContent(), /Rejected/);

  await resetSearch(page);
  await waitRows(page, 10);
  await page.getByLabel('App ID', { exact: true }).fill('1007');
  await query(page);
  await waitRows(page, 1);
  // The seeded name with markup is shown as text, never as HTML.
  const name = rows(page).first().locator('[data-app-name="1007"]');
  assert.equal(await name.textContent(), 'Tap & Match <b>Puzzle</b>');
  assert.equal(await name.locator('b').count(), 0);

  await page.getByLabel('App ID', { exact: true }).fill('999999');
  await query(page);
  await page.getByText('No app matches these filters.').waitFor();

  await resetSearch(page);
  await waitRows(page, 10);
  const [sorted] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/media/app/list') && r.request().postDataJSON().sortField === 'name'),
    page.getByRole('columnheader', { name: 'App name' }).click(),
  ]);
  const body = sorted.request().postDataJSON();
  assert.equal(body.sortOrder, 'ascend');
  assert.equal(body.pageSize, 10);
  await until(async () => {
    const names = await rows(page).locator('[data-app-name]').allTextContents();
    return (
      names[0] === 'Beat Maker Lite HD' && names.join() === [...names].sort((a, b) => a.localeCompare(b, 'en')).join()
    );
  }, 'A-Z order');
});

test('apps: create checks fields, maps the duplicate package from the server, starts pending; edit and disable', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await waitRows(page, 10);
  await page.getByRole('button', { name: 'Create app' }).click();
  const d = dialog(page);
  await d.getByText('A new app starts as pending review').waitFor();
  await d.getByRole('button', { name: 'Save' }).click();
  await d.getByText('Please enter App name').waitFor();
  await d.getByText('Please choose a category').waitFor();

  await d.getByLabel('App name').fill('x'.repeat(90));
  assert.equal((await d.getByLabel('App name').inputValue()).length, 80);
  await d.getByLabel('App name').fill('Sky Runner');
  await d.getByLabel('Package name').fill('not a package');
  await d.getByLabel('Store URL').fill('javascript:alert(1)');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.getByText('Not a valid Android package name (e.g. com.example.app)').waitFor();
  await d.getByText('Enter a full address starting with http:// or https://').waitFor();
  // Switching the platform switches the rule (and the label) to bundle IDs.
  await d.getByText('iOS', { exact: true }).click();
  await d.getByText('Not a valid iOS bundle ID (e.g. com.example.app)').waitFor();
  await d.getByLabel('Bundle ID').fill('com.demomedia.shortclips.ios');
  await d.getByLabel('Store URL').fill('https://apps.apple.com/app/id1');
  await choose(page, 'Category', 'Games', d);
  await d.getByRole('button', { name: 'Save' }).click();
  await d.getByText('This package / bundle ID is already used by another of your apps').waitFor();
  await d.getByLabel('Bundle ID').fill('com.demomedia.skyrunner');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.waitFor({ state: 'detached' });
  const row = rows(page).filter({ hasText: 'Sky Runner' });
  await row.waitFor();
  assert.match(await row.textContent(), /Pending review/);
  assert.match(await row.textContent(), /iOS · Games/);

  await row.getByRole('button', { name: 'Edit' }).click();
  await d.getByText('sends it back to review').waitFor();
  assert.equal(await d.getByLabel('App name').inputValue(), 'Sky Runner');
  await d.getByLabel('App name').fill('Sky Runner Pro');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.waitFor({ state: 'detached' });
  const renamed = rows(page).filter({ hasText: 'Sky Runner Pro' });
  await renamed.waitFor();

  await renamed.getByRole('button', { name: 'Disable' }).click();
  await page.getByText('Disable “Sky Runner Pro”? All of its ad positions stop serving ads.').waitFor();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Cancel' }).click();
  assert.match(await renamed.textContent(), /Enabled/);
  await renamed.getByRole('button', { name: 'Disable' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await until(async () => /Disabled/.test(await renamed.textContent()), 'disabled app');
  await renamed.getByRole('button', { name: 'Enable' }).waitFor();
});

test('apps: closing the dialog with changes asks first; the review-status legend explains each status', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await waitRows(page, 10);
  await page.getByRole('img', { name: 'What the review statuses mean' }).first().hover();
  await page.getByText('The platform stopped serving ads to the app.', { exact: false }).waitFor();
  await page.getByRole('button', { name: 'Create app' }).click();
  await dialog(page).getByLabel('App name').fill('Half done');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await confirmTitle(page).waitFor();
  assert.equal(await confirmTitle(page).textContent(), 'You have unsaved changes. Leave this page anyway?');
  await page.locator('.ant-modal-confirm').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await dialog(page).first().getByLabel('App name').inputValue(), 'Half done');
});

test('apps: a suspended app cannot be enabled; a view-only account (sub01) has no manage buttons', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await choose(page, 'Review status', 'Suspended');
  await query(page);
  await waitRows(page, 1);
  assert.equal(await rows(page).first().getByRole('button', { name: 'Enable' }).isDisabled(), true);

  await start(page, baseURL, { who: 'sub01', redirect: '/flow/app' });
  await waitRows(page, 2);
  assert.equal(await page.getByRole('button', { name: 'Create app' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'New app with ad position' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: 'Edit' }).count(), 0);
  assert.equal(await page.getByRole('button', { name: /^(Enable|Disable)$/ }).count(), 0);
  await page.goto(`${baseURL}/appadd/createAdPosition`);
  await page.locator('.ant-result-403').waitFor();
});

test('apps: a dialog interrupted by a forced sign-out comes back with its draft after signing in again', async ({
  page,
  baseURL,
}) => {
  await start(page, baseURL, { redirect: '/flow/app' });
  await waitRows(page, 10);
  await page.getByRole('button', { name: 'Create app' }).click();
  await dialog(page).getByLabel('App name').fill('Draft survivor');
  await dialog(page).getByLabel('Package name').fill('com.example.survivor');
  // Let the draft's debounced save run.
  await until(
    async () => page.evaluate(() => Object.keys(localStorage).some((k) => k.endsWith(':app.create'))),
    'draft saved',
  );
  await forceSignOut(page, baseURL);
  assert.equal(new URL(page.url()).searchParams.get('redirect'), '/flow/app');
  await signInHere(page);
  const d = dialog(page);
  await d.getByLabel('App name').waitFor();
  await until(async () => (await d.getByLabel('App name').inputValue()) === 'Draft survivor', 'restored name');
  assert.equal(await d.getByLabel('Package name').inputValue(), 'com.example.survivor');
  await page.getByText('Your unsaved changes from last time were restored.').waitFor();
  // The restored draft can be thrown away.
  await d.getByRole('button', { name: 'Discard draft' }).click();
  assert.equal(await d.getByLabel('App name').inputValue(), '');
  assert.equal(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mc_draft:')).length), 0);
});
