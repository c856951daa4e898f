// Issue 52: only the owner stops the money. A Finance sub-account's "This was not me" on a bank account change
// reports it to the owner: payouts are not frozen, the owner stays signed in and reads the report (notice and
// banner, on the payments page and the dashboard), and decides.
import { expect, test } from '../fixtures.mjs';
import { apiToken, api, createSub } from '../lib/account.mjs';
import { resetMock, setLocale, signIn, signInWith, ACCOUNTS } from '../lib/console.mjs';

const DEMO_EMAIL = 'demo@media-console.test';

/** The owner changes the bank account through the API, with the bank-change code from the mock's mailbox. */
async function changeBankAccount(baseURL, token) {
  await api(baseURL, '/media/payment/profile/code', {}, token);
  const mail = await (await fetch(`${baseURL}/__mock/mailbox?email=${DEMO_EMAIL}&purpose=bankChange`)).json();
  const { body: p } = await api(baseURL, '/media/payment/profile/get', {}, token);
  const { payeeName, method, bankName, swiftCode, taxId, threshold } = p.result;
  const fields = { payeeName, method, bankName, swiftCode, taxId, threshold };
  const { body } = await api(
    baseURL,
    '/media/payment/profile/update',
    { ...fields, accountNumber: 'DE89370400440532013000', code: mail.result.code },
    token,
  );
  if (body.code !== 0) throw new Error(`bank change failed: ${body.message}`);
}

test.beforeEach(({ baseURL }) => resetMock(baseURL));
test.afterEach(({ baseURL }) => resetMock(baseURL));

test('a Finance sub-account\'s "This was not me" leaves payouts running and the owner signed in; the owner sees the report and decides', async ({
  page,
  openContext,
  baseURL,
}) => {
  const demo = await apiToken(baseURL, 'demo', ACCOUNTS.demo.password);
  await createSub(baseURL, demo, {
    account_name: 'fin01',
    menuCodes: ['HomeView', 'BillReportView', 'MonthBillReportView', 'MonthBillManage', 'AccountView'],
    allApps: true,
  });
  await changeBankAccount(baseURL, demo);

  // The owner is signed in on the payments page, and sees the ordinary hold.
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/payments' });
  await expect(page.getByTestId('payout-hold')).toContainText('Payouts are held until');

  // The Finance sub-account, in its own browser, answers "This was not me": a report, after a confirmation.
  const finance = await (await openContext()).newPage();
  await setLocale(finance, baseURL, 'en-US');
  await signInWith(finance, baseURL, 'fin01', 'Start-2026x', { redirect: '/financialReport/payments' });
  const finHold = finance.getByTestId('payout-hold');
  await finHold.getByRole('button', { name: 'This was not me' }).click();
  const confirm = finance.getByRole('dialog').filter({ hasText: 'Report this change to the main account?' });
  await confirm.getByRole('button', { name: 'Report to the owner' }).click();
  await expect(finHold).toContainText('fin01 reported this bank account change to the main account');
  await expect(finHold).toContainText('until the owner decides');
  // The reporter stays signed in too.
  await finance.reload();
  await expect(finance.getByTestId('payout-hold')).toContainText('until the owner decides');

  // The owner: still signed in, told by mail, and the banner (payments page and dashboard) asks for a decision.
  const notices = await (await fetch(`${baseURL}/__mock/notices?email=${DEMO_EMAIL}`)).json();
  expect(notices.result[0].subject).toBe('Payout change reported: "This was not me"');
  // The dashboard's top asks the owner at once (issue 52: the banner moved out of the card below the fold).
  await page.goto(`${baseURL}/dashboard`);
  const top = page.getByTestId('payout-hold');
  await expect(top).toContainText('fin01 reported on');
  await expect(top.getByRole('button', { name: 'Keep the change' })).toBeVisible();
  await page.goto(`${baseURL}/financialReport/payments`);
  const hold = page.getByTestId('payout-hold');
  await expect(hold).toContainText('fin01 reported on');
  await expect(hold).toContainText('payouts go on to');
  await expect(page.getByText('Payouts are frozen', { exact: false })).toHaveCount(0);
  const { body: summary } = await api(baseURL, '/media/payment/list', {}, demo);
  expect(summary.result.payoutHold.state).toBe('reported');

  // The owner's change: keep it. The ordinary hold comes back.
  await hold.getByRole('button', { name: 'Keep the change' }).click();
  const keep = page.getByRole('dialog').filter({ hasText: 'Keep the new bank account?' });
  await keep.getByRole('button', { name: 'Keep the change' }).click();
  await expect(hold).toContainText('Payouts are held until');
  expect(new URL(page.url()).pathname).toBe('/financialReport/payments');
});
