// Issue 33 on the creative review and the statements at 1280×800: the rare creative filters behind "More filters",
// and the invoice dialog gives focus back so Esc still closes the statement drawer. (Each list's second key column,
// in view with the naming column and the actions: 74-list-columns.)
import { expect, test } from '../fixtures.mjs';
import { pickOption, signIn, tableRows } from '../lib/console.mjs';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('the creative filters: the rare ones behind "More filters", which counts those set', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/materialReview/materialIndex' });
  const more = page.getByTestId('filter-more');
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('filter-format')).toBeHidden();
  // The filter area is one line at 1280 px.
  const box = await page.getByTestId('material-filters').boundingBox();
  expect(box.height).toBeLessThanOrEqual(40);
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await pickOption(page, page.getByTestId('filter-format').getByRole('combobox'), 'Video');
  await expect(more).toContainText('1');
});

test('after the invoice dialog, focus stays in the statement drawer and Esc closes it', async ({ page, baseURL }) => {
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/statements' });
  await expect(page.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready');
  // The seed's confirmed month, three back, asks for an invoice.
  const row = tableRows(page).nth(3);
  await row.getByRole('button').first().click();
  const body = page.getByTestId('statement-body');
  const opener = page.getByRole('button', { name: 'Upload invoice' });

  // Cancelled: focus is back on the button, Esc closes the drawer.
  await opener.focus();
  await opener.press('Enter');
  const dialog = page.getByRole('dialog').filter({ hasText: 'Invoice number' });
  await expect(dialog.getByLabel('Invoice number')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(opener).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/month=/);

  // Sent: the button goes with the confirmed state; focus lands on the drawer's body, Esc closes the drawer.
  await row.getByRole('button').first().click();
  await opener.click();
  await dialog.getByLabel('Invoice number').fill('INV-2026-090');
  await dialog.locator('[data-testid="invoice-file"] input[type=file]').setInputFiles({
    name: 'invoice.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(body).toHaveAttribute('data-status', 'invoiced');
  await expect(opener).toHaveCount(0);
  await expect(body).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page).not.toHaveURL(/month=/);
});
