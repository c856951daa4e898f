// Issue 20, the team: invitations by email, parent-sent password links with a forced change, and the log of
// what happened. Each test reseeds the mock before and after.
import { expect, test } from '../fixtures.mjs';
import {
  popconfirm,
  resetMock,
  sider,
  signIn,
  signInWith,
  tableRows,
  whenSettled,
  ACCOUNTS,
  setLocale,
} from '../lib/console.mjs';

/** The console path of the newest link the mock mailed to `email` (docs/api.md: `/__mock/notices`). */
async function mailedLink(baseURL, email) {
  const res = await fetch(`${baseURL}/__mock/notices?email=${encodeURIComponent(email)}`);
  const [last] = (await res.json()).result;
  const m = /\/user\/password\?token=[0-9a-f]+/.exec(last?.text ?? '');
  if (!m) throw new Error(`no link mailed to ${email}`);
  return m[0];
}

test('team: invite by email, the invitee sets a password from the mailed link and signs in', async ({
  page,
  openContext,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/subaccount' });
  await page.getByRole('button', { name: /Invite by email/ }).click();
  await page.waitForURL(/\/userform\/inviteUser$/);
  await expect(sider(page)).toHaveCount(0);
  await expect(page.getByLabel('Password')).toHaveCount(0);
  await page.getByLabel('Account name').fill('invited01');
  await page.getByLabel('Name', { exact: true }).fill('Ada Invited');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Enter the email').waitFor();
  await page.getByRole('textbox', { name: /Email$/ }).fill('ada.invited@studio.test');
  for (const code of ['HomeView', 'AppView']) await page.locator(`input[data-code="${code}"]`).check();
  await page.locator('input[data-app="1001"]').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.waitForURL(/\/accounts\/subaccount$/);
  const pending = page.getByTestId('invitations');
  const invited = tableRows(pending).filter({ hasText: 'invited01' });
  await expect(invited).toContainText('ada.invited@studio.test');
  await expect(invited).toContainText('by demo');

  // Send again: a new link, the old one stops working (the 60-second pause comes first).
  const first = await mailedLink(baseURL, 'ada.invited@studio.test');
  await invited.getByText('Send again').click();
  await page.getByText(/less than 60 seconds ago/).waitFor();

  // The invitee, in a browser of their own, opens the mailed link: no menu, no sign-in.
  const other = await openContext();
  const invitee = await other.newPage();
  await setLocale(invitee, baseURL, 'en-US');
  await invitee.goto(`${baseURL}${first}`);
  await invitee.getByRole('heading', { name: /Join/ }).waitFor();
  await expect(sider(invitee)).toHaveCount(0);
  await expect(invitee.getByLabel('Account name')).toHaveValue('invited01');
  await invitee.getByText(/This link works once and until/).waitFor();
  await invitee.getByLabel('New password', { exact: true }).fill('weak');
  await invitee.getByLabel('Repeat the new password').fill('weak');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await invitee.getByText('At least 8 characters with a letter and a digit').waitFor();
  await invitee.getByLabel('New password', { exact: true }).fill('Invited-Blue-2027');
  await invitee.getByLabel('Repeat the new password').fill('Invited-Blue-2027');
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await invitee.getByText('Sign in as invited01 with your new password.').waitFor();
  await invitee.getByRole('button', { name: 'Go to sign in' }).click();
  await invitee.waitForURL(/\/user\/login/);
  await signInWith(invitee, baseURL, 'invited01', 'Invited-Blue-2027');
  const menu = sider(invitee);
  for (const shown of ['Dashboard', 'Traffic']) await expect(menu, `menu shows ${shown}`).toContainText(shown);
  // Of the Accounts group only Account health (HomeView, issue 49).
  await expect(menu).not.toContainText('My account');

  // The link is spent; the inviter's list has the new sub-account and no pending invitation.
  await invitee.goto(`${baseURL}${first}`);
  await invitee.getByText('This link cannot be used').waitFor();
  await page.reload();
  await tableRows(page)
    .filter({ hasText: 'invited01' })
    .getByTestId('apps')
    .getByText('Block Puzzle Classic')
    .waitFor();
  await expect(page.getByTestId('invitations')).toHaveCount(0);
  await resetMock(baseURL);
});

test('team: a pending invitation is withdrawn after a confirmation and its link stops working', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/userform/inviteUser' });
  await page.getByLabel('Account name').fill('invited02');
  await page.getByLabel('Name', { exact: true }).fill('Bo Invited');
  await page.getByRole('textbox', { name: /Email$/ }).fill('bo.invited@studio.test');
  await page.locator('input[data-code="HomeView"]').check();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await page.waitForURL(/\/accounts\/subaccount$/);
  const link = await mailedLink(baseURL, 'bo.invited@studio.test');
  const invited = tableRows(page.getByTestId('invitations')).filter({ hasText: 'invited02' });
  await invited.getByText('Withdraw').click();
  const confirm = popconfirm(page, 'Withdraw the invitation to');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByTestId('invitations')).toHaveCount(0);
  await page.goto(`${baseURL}${link}`);
  await page.getByText('This link cannot be used').waitFor();
  await expect(page.getByText(/used, withdrawn or replaced/)).toBeVisible();
  await resetMock(baseURL);
});

test('team: the main account sends a reset link and requires a new password; the sub-account changes it at sign-in', async ({
  page,
  openContext,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/subaccount' });
  const sub01 = tableRows(page).filter({ hasText: 'sub01' });
  // A real last sign-in, with its time.
  await expect(sub01).not.toContainText('Never');
  await sub01.getByText('Password', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Password of sub01' });
  await dialog.getByText('sub01@media-console.test').waitFor();
  await whenSettled(dialog);
  await dialog.getByRole('button', { name: 'Send link' }).click();
  await dialog.getByText('Link sent to sub01@media-console.test.').waitFor();
  await dialog.getByRole('switch').click();
  await expect(dialog.getByRole('switch')).toBeChecked();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await sub01.getByText('Must change password').waitFor();

  // The mailed link is a password page for sub01 (the parent never saw a password).
  const link = await mailedLink(baseURL, 'sub01@media-console.test');
  const other = await openContext();
  const sub = await other.newPage();
  await setLocale(sub, baseURL, 'en-US');
  await sub.goto(`${baseURL}${link}`);
  await sub.getByRole('heading', { name: 'Choose a new password' }).waitFor();
  await expect(sub.getByLabel('Account name')).toHaveValue('sub01');

  // Signing in with the current password leads to the new-password step, not the console.
  await sub.goto(`${baseURL}/user/login`);
  await sub.locator('#account').fill('sub01');
  await sub.locator('#password').fill(ACCOUNTS.sub01.password);
  await sub.locator('button[type=submit]').click();
  const step = sub.getByTestId('new-password');
  await step.getByText('Your main account asks you to choose a new password').waitFor();
  expect(new URL(sub.url()).pathname).toBe('/user/login');
  await step.getByLabel('New password', { exact: true }).fill(ACCOUNTS.sub01.password);
  await step.getByLabel('Repeat the new password').fill(ACCOUNTS.sub01.password);
  await step.getByRole('button', { name: 'Save and sign in' }).click();
  await step.getByText('The new password must differ from the old one').waitFor();
  await step.getByLabel('New password', { exact: true }).fill('Sub-Chosen-2027');
  await step.getByLabel('Repeat the new password').fill('Sub-Chosen-2027');
  await step.getByRole('button', { name: 'Save and sign in' }).click();
  await sub.waitForURL(/\/dashboard/);
  await expect(sider(sub)).toContainText('Dashboard');

  // The list shows it lifted, and the old link still works until used (it replaces the password again).
  await page.reload();
  await expect(tableRows(page).filter({ hasText: 'sub01' })).not.toContainText('Must change password');
  await resetMock(baseURL);
});
