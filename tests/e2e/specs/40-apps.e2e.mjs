import { expect, test } from '../fixtures.mjs';
import { answerPopconfirm, popconfirm, signInHere } from '../lib/console.mjs';
import { choose, draftSaved, forceSignOut, rows, start, waitRows } from '../lib/traffic.mjs';

const dialog = (page) => page.getByRole('dialog');

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
  await d.getByText('Enter the app name').waitFor();
  await d.getByText('Choose the category').waitFor();

  await d.getByLabel('App name').fill('x'.repeat(90));
  await expect(d.getByLabel('App name')).toHaveValue('x'.repeat(80));
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
  await expect(row).toHaveText(/Pending review/);
  await expect(row).toHaveText(/iOS · Games/);

  await row.getByRole('button', { name: 'Edit' }).click();
  await d.getByText('sends it back to review').waitFor();
  await expect(d.getByLabel('App name')).toHaveValue('Sky Runner');
  await d.getByLabel('App name').fill('Sky Runner Pro');
  await d.getByRole('button', { name: 'Save' }).click();
  await d.waitFor({ state: 'detached' });
  const renamed = rows(page).filter({ hasText: 'Sky Runner Pro' });
  await renamed.waitFor();

  const question = 'Disable “Sky Runner Pro”? All of its ad positions stop serving ads.';
  await renamed.getByRole('button', { name: 'Disable' }).click();
  await answerPopconfirm(page, question, 'Cancel');
  await expect(popconfirm(page, question)).toHaveCount(0);
  // The row's status is one line: the review tag, "Disabled" when switched off, and the serving mark.
  await expect(renamed.getByTestId('app-disabled')).toHaveCount(0);
  await renamed.getByRole('button', { name: 'Disable' }).click();
  await answerPopconfirm(page, question, 'OK');
  await expect(renamed.getByTestId('app-disabled')).toHaveText('Disabled');
  await renamed.getByRole('button', { name: 'Enable' }).waitFor();
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
  await draftSaved(page, ':app.create');
  await forceSignOut(page, baseURL);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/flow/app');
  // The notice is a toast that leaves after 3 s: watch for it from the sign-in on.
  const restoredNotice = page.getByText('Your unsaved changes from last time were restored.').waitFor();
  await signInHere(page);
  const d = dialog(page);
  await expect(d.getByLabel('App name')).toHaveValue('Draft survivor');
  await expect(d.getByLabel('Package name')).toHaveValue('com.example.survivor');
  await restoredNotice;
  // The restored draft can be thrown away.
  await d.getByRole('button', { name: 'Discard draft' }).click();
  await expect(d.getByLabel('App name')).toHaveValue('');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('mc_draft:')).length)).toBe(0);
});
