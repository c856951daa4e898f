// Issue 33 on the creative review and the statements at 1280×800: each list's second key column (the creative
// table's status and 7-day revenue, the statements' date) is in view with the naming column and the actions
// without scrolling the table sideways, in en-US, zh-CN and ar-EG; and the invoice dialog gives focus back so
// Esc still closes the statement drawer. SHOTS=<dir> saves a screenshot of each page.
import { expect, test } from '../fixtures.mjs';
import { pickOption, signIn, tableRows } from '../lib/console.mjs';
import { outOfView, overflows, settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';

const SHOTS = process.env.SHOTS;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** The lists and their key columns, all in view as the page opens (the table scrolled to its start). */
const LISTS = [
  {
    name: 'creatives',
    path: '/materialReview/materialIndex',
    prepare: async (page, m) => {
      await page.getByTestId('view-switch').getByText(m['material.view.table'], { exact: true }).click();
      await expect(page.getByTestId('material-table')).toBeVisible();
    },
    inView: ['material.field.title', 'material.field.status', 'material.field.revenue7d', 'common.actions'],
  },
  {
    name: 'statements',
    path: '/financialReport/statements',
    prepare: async (page) => {
      await expect(page.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready');
    },
    inView: ['payments.col.month', 'payments.col.payable', 'payments.col.status', 'payments.col.date'],
  },
];

test('the creative table and the statements show their second key column at 1280×800 without sideways scrolling', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signIn(page, baseURL, 'demo');
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    const m = messages(locale);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    for (const list of LISTS) {
      await page.goto(baseURL + list.path);
      await settled(page);
      await list.prepare(page, m);
      await expect.poll(() => tableRows(page).count(), { message: `${list.name} rows` }).toBeGreaterThan(2);
      await settled(page);
      expect(await overflows(page), `${list.name} (${locale})`).toEqual([]);
      for (const key of list.inView) {
        const header = page.getByRole('columnheader', { name: m[key] }).first();
        await expect(header, `${list.name} (${locale}): ${key}`).toBeVisible();
        expect(await outOfView(header), `${list.name} (${locale}): ${key} in view`).toBeNull();
      }
      // One-line rows: no row taller than two lines of text.
      const heights = await tableRows(page).evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      expect(Math.max(...heights), `${list.name} (${locale}) row height`).toBeLessThanOrEqual(
        list.name === 'creatives' ? 56 : 64,
      );
      if (SHOTS) await page.screenshot({ path: `${SHOTS}/${list.name}-1280-${locale}.png` });
    }
    await page.goto(`${baseURL}/financialReport/payments`);
    await expect(page.getByTestId('next-payment')).toHaveAttribute('data-state', 'ready');
    await settled(page);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/payments-1280-${locale}.png` });
  }
});

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
