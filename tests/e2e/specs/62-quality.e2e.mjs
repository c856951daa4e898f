// Issue 18, part 2: what matters first (7-day delivery and its sort, "select all N matching", the audit
// report's time to review). This file's worker has a mock of its own: the bulk approve below stays here.
import { expect, test } from '../fixtures.mjs';
import { callFromPage, dialogNamed, pickOption, setLocale, signIn } from '../lib/console.mjs';

const QUEUE = '/materialReview/materialIndex';
const LIST = '/media/material/list';
const cards = (page) => page.getByTestId('material-card');
const rows = (page) => page.getByTestId('material-row');

async function openQueue(page, baseURL) {
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: QUEUE });
  await cards(page).first().waitFor();
}

/** Waits for the list call that a UI action triggers; returns its request body and answer. */
async function listCall(page, action) {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(LIST)), action()]);
  return { body: JSON.parse(res.request().postData() || '{}'), answer: await res.json() };
}

test("quality: the queue sorts by 7-day revenue on the server, most first, and shows each creative's figures", async ({
  page,
  baseURL,
}) => {
  await openQueue(page, baseURL);
  await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
  await rows(page).first().waitFor();
  const { body, answer } = await listCall(page, () =>
    page.getByRole('columnheader', { name: /Revenue \(7 days\)/ }).click(),
  );
  expect({ sortField: body.sortField, sortOrder: body.sortOrder }).toEqual({
    sortField: 'revenue7d',
    sortOrder: 'descend',
  });
  const served = answer.result.list.map((m) => m.revenue7d);
  expect(served).toEqual([...served].sort((a, b) => b - a));
  expect(served[0]).toBeGreaterThan(0);
  // The rows show the server's order and figures.
  await expect(rows(page).first().getByTestId('material-revenue7d')).toHaveText(
    new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(served[0]),
  );
  await expect(page.getByRole('columnheader', { name: /Revenue \(7 days\)/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  // The toolbar says the same order, and offers impressions too.
  await expect(page.getByTestId('sort-order')).toContainText('Most revenue (7 days)');
  const byImpressions = await listCall(page, () =>
    pickOption(page, page.getByTestId('sort-order').getByRole('combobox'), 'Most impressions (7 days)'),
  );
  expect(byImpressions.body.sortField).toBe('impressions7d');
  const impressions = byImpressions.answer.result.list.map((m) => m.impressions7d);
  expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
});

test('quality: "select all N matching" approves the whole filtered queue and reports what did not apply', async ({
  page,
  baseURL,
}) => {
  await openQueue(page, baseURL);
  const keyword = 'Lumen Bank';
  const box = page.getByPlaceholder('Title, advertiser or domain');
  await box.fill(keyword);
  await listCall(page, () => box.press('Enter'));
  const { answer } = await listCall(page, () =>
    pickOption(page, page.getByTestId('filter-status').getByRole('combobox'), 'All statuses'),
  );
  const total = answer.result.total;
  const approvedBefore = (await callFromPage(page, LIST, { keyword, status: 'approved', pageSize: 1 })).result.total;
  expect(total).toBeGreaterThan(10);
  expect(approvedBefore).toBeGreaterThan(0);

  await page.getByTestId('select-page').check();
  await expect(page.getByTestId('selected-count')).toHaveText('10 creatives selected');
  await page.getByTestId('select-matching').click();
  await expect(page.getByTestId('selected-count')).toHaveText(`All ${total} matching creatives are selected`);
  await page.getByTestId('bulk-approve').click();
  const confirm = dialogNamed(page, `Approve all ${total} matching creatives?`);
  await confirm.getByRole('button', { name: 'Approve' }).click();

  const result = page.getByTestId('review-result');
  await result.getByText(`${total - approvedBefore} succeeded, ${approvedBefore} failed.`).waitFor();
  const failed = result.getByTestId('review-failed-item');
  await expect(failed).toHaveCount(approvedBefore);
  await expect(failed.first()).toContainText('Already approved');
  await page.getByRole('dialog').filter({ has: result }).getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('selected-count')).toHaveCount(0);
  // Beyond the page: every matching creative is approved now.
  const after = await callFromPage(page, LIST, { keyword, status: 'approved', pageSize: 1 });
  expect(after.result.total).toBe(total);
});

test('quality: the audit report shows time to review, the top rejection reasons and the effect of blocking', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/auditReport/index' });
  await page.locator('[data-testid=audit-report][data-state=ready]').waitFor();
  const range = await page.getByTestId('audit-report').getAttribute('data-range');
  const [startDate, endDate] = range.split('/');
  const report = (await callFromPage(page, '/media/auditReport/get', { startDate, endDate })).result;
  expect(report.timeToReview.reviewed).toBeGreaterThan(0);
  const ttr = page.getByTestId('audit-time-to-review');
  await expect(ttr).toContainText(`First decisions on ${report.timeToReview.reviewed} creatives in this range`);
  // Durations in the locale's units: "3 hr 20 min", "1 day 4 hr", "45 min".
  await expect(ttr.getByTestId('ttr-median')).toHaveText(/^Median\s*\d+ (min|hr|days?)/);
  await expect(ttr.getByTestId('ttr-p90')).toHaveText(/^90th percentile\s*\d+ (min|hr|days?)/);
  const reasons = page.getByTestId('reject-reason');
  await expect(reasons).toHaveCount(report.rejectReasons.length);
  await expect(reasons.first()).toContainText(report.rejectReasons[0].reason);
  await expect(page.getByTestId('audit-blocking')).toContainText('Blocked in this range');
});
