// Monthly statements and payments (docs/payments.md): confirm, dispute, invoice with refused files, payment
// history, a bank account change with the bank-change code from the mock's mailbox (a sign-in code refused), the
// payout hold and "This was not me", and a View-only sub-account.
import { expect, test } from '../fixtures.mjs';
import { callFromPage, dialogNamed, setLocale, signIn, signInWith, tableRows, ACCOUNTS } from '../lib/console.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function openStatements(page, baseURL, who = 'demo') {
  await setLocale(page, baseURL);
  if (who === 'demo') await signIn(page, baseURL, 'demo', { redirect: '/financialReport/statements' });
  else await signInWith(page, baseURL, who.account, who.password, { redirect: '/financialReport/statements' });
  await expect(page.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready');
  await expect(tableRows(page)).toHaveCount(24);
}

/** The month of the n-th row (0 = current month), and its drawer content once opened. */
async function openMonth(page, n) {
  const row = tableRows(page).nth(n);
  const month = await row.getAttribute('data-row-key');
  await row.getByRole('button').click();
  const drawer = page.locator(`[data-month="${month}"]`);
  await expect(drawer).toBeVisible();
  return { month, drawer, row };
}

async function closeDrawer(page, drawer) {
  await page.getByRole('dialog').filter({ has: drawer }).getByRole('button', { name: 'Close', exact: true }).click();
  await expect(page).not.toHaveURL(/month=/);
}

test.describe.configure({ mode: 'serial' });

test('payments: confirm one month, dispute another, upload an invoice (wrong type and too large refused), see the history', async ({
  page,
  baseURL,
}) => {
  await openStatements(page, baseURL);
  await expect(page.getByTestId('billing-time-zone')).toContainText('Asia/Shanghai');

  // Confirm last month, after the confirmation dialog.
  const last = await openMonth(page, 1);
  await expect(last.drawer).toHaveAttribute('data-status', 'pending');
  await expect(last.drawer.getByTestId('reconciliation')).toBeVisible();
  await last.drawer.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirm the statement of' });
  await confirm.getByRole('button', { name: 'Confirm statement' }).click();
  await expect(last.drawer).toHaveAttribute('data-status', 'confirmed');
  await expect(last.row).toContainText('Confirmed');
  await closeDrawer(page, last.drawer);

  // Dispute the month before (re-issued, pending): a reason is required.
  const revised = await openMonth(page, 2);
  await revised.drawer.getByRole('button', { name: 'Dispute', exact: true }).click();
  const form = page.getByRole('dialog').filter({ hasText: 'Dispute the statement of' });
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await expect(form.getByText('Say what is wrong with the statement')).toBeVisible();
  await form.getByLabel('Reason').fill('Impressions of Tap & Match are missing for the last week');
  await form.getByRole('button', { name: 'Send dispute' }).click();
  await page
    .getByRole('dialog')
    .filter({ hasText: 'Send the dispute of' })
    .getByRole('button', { name: 'Send dispute' })
    .click();
  await expect(revised.drawer).toHaveAttribute('data-status', 'disputed');
  await expect(revised.drawer.getByTestId('statement-records')).toContainText('Impressions of Tap & Match are missing');
  await closeDrawer(page, revised.drawer);

  // The confirmed month three back asks for an invoice: a wrong type and an oversize file are refused with clear
  // messages, the number typed stays; a PDF goes through.
  const confirmed = await openMonth(page, 3);
  await confirmed.drawer.getByRole('button', { name: 'Upload invoice' }).click();
  const invoice = page.getByRole('dialog').filter({ hasText: 'Invoice number' });
  await invoice.getByLabel('Invoice number').fill('INV-2026-077');
  const file = invoice.locator('[data-testid="invoice-file"] input[type=file]');
  await file.setInputFiles({ name: 'invoice.docx', mimeType: 'application/msword', buffer: Buffer.from('word') });
  await invoice.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(invoice.getByText('Only PDF files are accepted')).toBeVisible();
  await file.setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
  });
  await invoice.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(invoice.getByText('The file is larger than 5 MB')).toBeVisible();
  await expect(invoice.getByLabel('Invoice number')).toHaveValue('INV-2026-077');
  await file.setInputFiles({ name: 'invoice.pdf', mimeType: 'application/pdf', buffer: PDF });
  await invoice.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(confirmed.drawer).toHaveAttribute('data-status', 'invoiced');
  await expect(confirmed.drawer.getByTestId('statement-records')).toContainText('INV-2026-077');
  await closeDrawer(page, confirmed.drawer);

  // The payment history: payments newest first, the first one carrying the small first month.
  await page.getByRole('link', { name: 'Payment details and history' }).click();
  const history = page.getByTestId('payment-history');
  await expect(tableRows(history)).toHaveCount(12);
  await expect(tableRows(history).first()).toContainText(/MC\d{8}/);
  await expect(page.getByTestId('next-payment')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByTestId('next-payment')).toContainText('Expected on');
  // Net 60: the month just invoiced was due at this month's run, so the next run pays it (the card names it).
  await expect(page.getByTestId('next-payment')).toContainText(/For \S/);
  await expect(page.getByTestId('next-payment')).not.toContainText('No invoiced month');
});

test('payments: the bank account changes only with the bank-change code (not a sign-in code), a notice is mailed, payouts are held, "This was not me" signs out', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/payments' });
  const profile = page.getByTestId('payment-profile');
  await expect(profile.getByTestId('account-masked')).toHaveText(/^\*{4} \d{4}$/);
  await profile.getByRole('button', { name: 'Edit' }).click();
  const dialog = dialogNamed(page, 'Edit payment details');
  await dialog.getByLabel('Change the bank account').click();
  await dialog.getByLabel('New account number (IBAN or local)').fill('DE89 3704 0044 0532 0130 00');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByText('A code was sent to demo@media-console.test.')).toBeVisible();
  // Issue 28: a sign-in code (from the public login page's call) is refused for the bank change.
  await fetch(`${baseURL}/media/authorize/email/send`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'demo@media-console.test' }),
  });
  const signInMail = await (
    await fetch(`${baseURL}/__mock/mailbox?email=demo@media-console.test&purpose=signIn`)
  ).json();
  await dialog.getByLabel('Verification code').fill(signInMail.result.code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Wrong or expired verification code').first()).toBeVisible();
  await expect(dialog).toBeVisible();
  const mail = await (await fetch(`${baseURL}/__mock/mailbox?email=demo@media-console.test&purpose=bankChange`)).json();
  expect(mail.result.text).toContain('to change the bank account of Demo Media Ltd.');
  await dialog.getByLabel('Verification code').fill(mail.result.code);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByTestId('account-masked')).toHaveText('**** 3000');
  // The full number never reached the browser; the account's address got a notice.
  expect(await page.content()).not.toContain('DE8937040044');
  const notices = await (await fetch(`${baseURL}/__mock/notices?email=demo@media-console.test`)).json();
  expect(notices.result[0].subject).toBe('Your payment bank account was changed');
  // Payouts are held, and "This was not me" freezes them and signs this tab out.
  const hold = page.getByTestId('payout-hold');
  await expect(hold).toContainText('Payouts are held until');
  await hold.getByRole('button', { name: 'This was not me' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Freeze payouts and sign out everywhere?' });
  await confirm.getByRole('button', { name: 'Freeze and sign out' }).click();
  await page.waitForURL(/\/user\/login/);
  // Support releases the payouts (the later specs of this worker see the ordinary hold only).
  await fetch(`${baseURL}/__mock/billing`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'unfreeze' }),
  });
});

test('payments: a sub-account with MonthBillReportView only reads, has no action, and the server refuses it', async ({
  page,
  baseURL,
}) => {
  await openStatements(page, baseURL, { account: 'ops01', password: ACCOUNTS.ops01.password });
  await expect(page.getByRole('link', { name: 'Payment details and history' })).toHaveCount(0);
  const { month, drawer } = await openMonth(page, 1);
  await expect(drawer.getByTestId('statement-read-only')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Dispute', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload invoice' })).toHaveCount(0);
  // The server says no as well, to a call made from the page with the sub-account's token.
  const refused = await callFromPage(page, '/media/monthBill/confirm', { month });
  expect(refused.code).toBe(403);
  expect((await callFromPage(page, '/media/payment/profile/get')).code).toBe(403);
});
