// Issue 52, "a publisher's week without surprises": the next-payment card on the dashboard names the month that
// waits only for its invoice, with the day it is paid once the invoice is in (it said "$0.00 · No invoiced month is
// waiting for payment"); the apps list sorts by the earnings of the last 7 days on the server.
import { expect, test } from '../fixtures.mjs';
import { mockNow, signIn, tableRows, visit } from '../lib/console.mjs';

/** The seed's confirmed month: three before the mock's current month in the billing zone, as "September 2026". */
function confirmedMonthName(now) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', year: 'numeric', month: 'numeric' })
      .formatToParts(new Date(now))
      .map((p) => [p.type, p.value]),
  );
  const index = Number(parts.year) * 12 + Number(parts.month) - 1 - 3;
  const day = Date.UTC(Math.floor(index / 12), index % 12, 15);
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(day);
}

test("money explained: the dashboard's next payment names the month waiting for its invoice, and its pay day", async ({
  page,
  baseURL,
}) => {
  const month = confirmedMonthName(await mockNow(baseURL));
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard', locale: 'en-US' });
  await expect(page.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready');
  // The card is below the fold: it comes when scrolled near.
  await page.getByText('Figures of the last 3 days are estimates until final.').scrollIntoViewIfNeeded();
  const card = page.getByTestId('next-payment');
  await expect(card).toHaveAttribute('data-state', 'ready');
  const unpaid = card.getByRole('region', { name: 'Not paid yet' });
  const item = unpaid.getByRole('listitem').filter({ hasText: month });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(/Paid on \d{2}\/\d{2}\/\d{4} once invoiced/);
  // No hold: no banner at the top.
  await expect(page.getByTestId('payout-hold')).toHaveCount(0);
});

test('earnings in the lists: the apps list sorts by the last 7 days of earnings, on the server', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app', locale: 'en-US' });
  await expect(tableRows(page)).toHaveCount(10);
  const header = page.getByRole('columnheader', { name: /Earnings \(last 7 days\)/ });
  const sorted = page.waitForRequest(
    (r) => r.url().endsWith('/media/app/list') && r.postDataJSON()?.sortField === 'earnings',
  );
  await header.click();
  await sorted;
  // Ascending, then descending: the first row earns the most of all 12 apps (the server sorted, not the page).
  const descending = page.waitForRequest(
    (r) => r.url().endsWith('/media/app/list') && r.postDataJSON()?.sortOrder === 'descend',
  );
  await header.click();
  await descending;
  const amounts = async () =>
    (await page.getByTestId('row-earnings').allTextContents()).map((t) => Number(t.replace(/[^\d.]/g, '')));
  await expect
    .poll(async () => {
      const a = await amounts();
      return a.length === 10 && a.every((x, i) => i === 0 || a[i - 1] >= x);
    })
    .toBe(true);
  // The next page goes on below the first page's last figure.
  const last = (await amounts())[9];
  await page.getByTitle('2', { exact: true }).click();
  await expect(tableRows(page)).toHaveCount(2);
  await expect.poll(async () => Math.max(...(await amounts()))).toBeLessThanOrEqual(last);
  // The period is kept in the address with the filters.
  await page.getByTestId('earnings-period').getByText('Last 30 days').click();
  await expect(page.getByRole('columnheader', { name: /Earnings \(last 30 days\)/ })).toBeVisible();
  await expect.poll(() => new URL(page.url()).searchParams.get('earnings')).toBe('last30Days');
  await visit(page, baseURL, '/dashboard', (p) => p.getByTestId('dashboard-kpis'));
  await page.goBack();
  await expect(page.getByRole('columnheader', { name: /Earnings \(last 30 days\)/ })).toBeVisible();
});
