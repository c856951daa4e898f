// Issue 20, the activity log (/accounts/activity, ActivityView): what the team did shows up with who, when and
// where; the kind filter lives in the address; the export holds the entries. Reseeds the mock before and after.
import { readFileSync } from 'node:fs';
import XLSX from 'xlsx';
import { expect, test } from '../fixtures.mjs';
import {
  pickOption,
  resetMock,
  sider,
  signInWith,
  tableRows,
  whenSettled,
  ACCOUNTS,
  setLocale,
} from '../lib/console.mjs';

test('activity: sign-ins, a failed one, an invitation and a reset link are in the log, filtered by kind and exported', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  // One wrong password first: the log keeps the failure.
  await page.goto(`${baseURL}/user/login`);
  await page.locator('#account').fill('demo');
  await page.locator('#password').fill('Not-The-Password-1');
  await page.locator('button[type=submit]').click();
  await page.getByRole('alert').filter({ hasText: 'Wrong account or password' }).waitFor();
  await signInWith(page, baseURL, 'demo', ACCOUNTS.demo.password, { redirect: '/userform/inviteUser' });

  // An invitation (as 33-team does it).
  await page.getByLabel('Account name').fill('invited34');
  await page.getByLabel('Name', { exact: true }).fill('Cy Invited');
  await page.getByRole('textbox', { name: /Email$/ }).fill('cy.invited@studio.test');
  await page.locator('input[data-code="HomeView"]').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.waitForURL(/\/accounts\/subaccount$/);

  // A password link for sub01.
  const sub01 = tableRows(page).filter({ hasText: 'sub01' });
  await sub01.getByText('Password', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Password of sub01' });
  await whenSettled(dialog);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await dialog.getByText('Link sent to sub01@media-console.test.').waitFor();
  await dialog.getByRole('button', { name: 'Close' }).first().click();

  // The log, from the menu.
  await sider(page).getByRole('menuitem', { name: 'Activity log' }).click();
  await page.waitForURL(/\/accounts\/activity$/);
  const table = page.getByTestId('activity-table');
  await expect(page.getByTestId('activity-scope')).toContainText('Asia/Shanghai');
  const whats = table.getByTestId('activity-what');
  await expect(whats.first()).toHaveText('Sent sub01 a link to choose a new password');
  await expect(whats.nth(1)).toHaveText('Invited invited34 by email');
  await expect(table).toContainText('Signed in (Password)');
  await expect(table).toContainText('Sign-in failed: Wrong password');
  // Who and when, the zone named.
  const first = tableRows(table).first();
  await expect(first).toContainText('demo');
  await expect(first.getByTestId('activity-when')).toContainText('GMT+8');

  // Filter by kind: only the failure, and the address says so (a reload keeps it).
  await pickOption(page, page.getByRole('combobox', { name: 'Kind' }), 'Failed sign-in');
  await expect.poll(() => new URL(page.url()).searchParams.get('kinds')).toBe('signInFailed');
  await expect(tableRows(table)).toHaveCount(1);
  await expect(whats).toHaveText(['Sign-in failed: Wrong password']);
  await page.reload();
  await expect(page.getByTestId('activity-table').getByTestId('activity-what')).toHaveText([
    'Sign-in failed: Wrong password',
  ]);

  // Back to everything, then the .xlsx holds the entries.
  await page.getByTestId('activity-filter-reset').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('kinds')).toBeNull();
  await expect(page.getByTestId('activity-table').getByTestId('activity-what').first()).toHaveText(
    'Sent sub01 a link to choose a new password',
  );
  await page.getByTestId('activity-export').click();
  const item = page.getByRole('menuitem', { name: 'Excel (.xlsx)' });
  await item.waitFor();
  const [download] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
  expect(download.suggestedFilename()).toMatch(/^activity_log_\d{4}-\d{2}-\d{2}\.xlsx$/);
  const wb = XLSX.read(readFileSync(await download.path()));
  const rows = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1 });
  const header = rows.findIndex((r) => r[0] === 'When');
  expect(rows[header]).toEqual(['When', 'Who', 'Kind', 'What', 'IP address', 'Place', 'Device']);
  const what = rows.slice(header + 1).map((r) => r[3]);
  for (const entry of [
    'Sent sub01 a link to choose a new password',
    'Invited invited34 by email',
    'Signed in (Password)',
    'Sign-in failed: Wrong password',
  ])
    expect(what, entry).toContain(entry);
  expect(rows.slice(header + 1).every((r) => r[1] === 'demo' && /GMT\+8/.test(r[0]))).toBe(true);
  await resetMock(baseURL);
});
