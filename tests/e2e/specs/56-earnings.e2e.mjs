// Issue 31: the publisher's earnings of a whole past month read the same on its statement (the reconciliation's
// earnings line, the media revenue before adjustments) and on the settlement report of that month (its totals row),
// and the reconciliation ends in "Unexplained difference $0.00".
import { expect, test } from '../fixtures.mjs';
import { setLocale, signIn, tableRows } from '../lib/console.mjs';

test('a past month: the same earnings on the statement and on the settlement report, nothing unexplained', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/financialReport/statements' });
  await expect(page.getByTestId('statement-table')).toHaveAttribute('data-state', 'ready');
  // Two months back: a whole month, well inside the report's year.
  const row = tableRows(page).nth(2);
  const month = await row.getAttribute('data-row-key');
  await row.getByRole('button').click();
  const drawer = page.locator(`[data-month="${month}"]`);
  const rec = drawer.getByTestId('reconciliation');
  await expect(rec).toBeVisible();
  // One left-to-right run (isolateFigure): the amount without its isolates.
  const earnings = ((await rec.getByTestId('reconciliation-earnings').textContent()) ?? '').replace(
    /[\u2066-\u2069]/g,
    '',
  );
  expect(earnings).toMatch(/^\$[\d,]+\.\d{2}$/);
  await expect(rec.getByRole('row').filter({ hasText: 'Unexplained difference' })).toContainText('$0.00');

  // The report of the month (the statement's link: its days, in the billing zone).
  await drawer.getByTestId('open-settlement').click();
  await expect(page).toHaveURL(
    new RegExp(`/information/settlement\\?start=${month}-01&end=${month}-\\d{2}&tz=billing`),
  );
  await expect(page.getByTestId('settlement-table')).toHaveAttribute('data-state', 'ready');
  await expect(page.getByRole('columnheader', { name: /^Estimated earnings/ })).toBeVisible();
  await expect(page.getByTestId('settlement-totals').locator('[data-metric="earnings"]')).toHaveText(earnings);
});
