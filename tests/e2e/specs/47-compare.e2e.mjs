// Settlement report compared with another period (issue 17): the Compare
// control, the change columns with their totals, the chart with the
// comparison line (lazily loaded) and its text alternative, the URL after a reload.
import { expect, test } from '../fixtures.mjs';
import { addDays, providerToday } from '../lib/days.mjs';
import { callFromPage, pickOption, resetMock, setLocale, shownDay, signIn } from '../lib/console.mjs';

const PATH = '/information/settlement';

const money = (n) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('settlement: compare with the previous period', async ({ page, baseURL }) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  // Seven whole days ending yesterday: today's figures grow every hour, and a page read before the hour and an API
  // call after it would disagree (seen when a run crossed the hour).
  const end = addDays(providerToday(), -1);
  const start = addDays(end, -6);
  await signIn(page, baseURL, 'demo', { redirect: `${PATH}?start=${start}&end=${end}` });
  const table = page.locator('[data-testid=settlement-table][data-state=ready]');
  await table.waitFor();
  expect(new URL(page.url()).searchParams.get('end')).toBe(end);

  await pickOption(page, page.getByRole('combobox', { name: 'Compare with' }), 'Previous period');
  await expect.poll(() => new URL(page.url()).searchParams.get('compare')).toBe('previousPeriod');
  await table.waitFor();

  // The server's joined figures.
  const answer = await callFromPage(page, '/media/settlement/list', {
    startDate: start,
    endDate: end,
    groupBy: ['day'],
    compare: 'previousPeriod',
  });
  const { totals, comparison } = answer.result;
  expect(comparison.compareStartDate).toBe(addDays(end, -13));
  await expect(page.getByTestId('settlement-compare-period')).toContainText(shownDay(comparison.compareStartDate));

  // Change columns of the default metrics, the totals' change as the API's figures give it.
  for (const name of [
    'Impressions change',
    'eCPM change %',
    'Estimated earnings change',
    'Estimated earnings change %',
  ])
    await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
  const revenueChange = page.getByTestId('settlement-totals').locator('[data-metric="change.earnings"]');
  const delta = Math.round((totals.earnings - comparison.compareTotals.earnings) * 100) / 100;
  await expect(revenueChange).toContainText(`${delta > 0 ? '+' : ''}${money(delta).replace('$-', '-$')}`);

  // The chart (uPlot, its own chunk) names both periods; its table holds both lines' figures.
  const chart = page.getByTestId('compare-chart');
  await expect(page.getByRole('figure', { name: /Estimated earnings over .* compared with / })).toBeVisible();
  await expect(chart.getByTestId('compare-chart-summary')).toContainText(money(comparison.compareTotals.earnings));
  await chart.getByRole('button', { name: 'Show the figures as a table' }).click();
  const rows = chart.getByTestId('compare-chart-table').locator('tbody tr[data-row-key]');
  await expect(rows).toHaveCount(7);
  const daily = await callFromPage(page, '/media/settlement/export', {
    startDate: start,
    endDate: end,
    groupBy: ['day'],
    compare: 'previousPeriod',
  });
  const first = daily.result.rows[0];
  await expect(rows.first()).toContainText(shownDay(start));
  await expect(rows.first()).toContainText(money(first.earnings));
  await expect(rows.first()).toContainText(shownDay(first.compareDate));
  await expect(rows.first()).toContainText(money(first.compare.earnings));

  // A change column sorts on the server: the biggest change in per cent first.
  await page.getByRole('columnheader', { name: 'Estimated earnings change %', exact: true }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('changeRate.earnings');
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();

  // The comparison is part of the query: a reload keeps it.
  await page.reload();
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  expect(new URL(page.url()).searchParams.get('compare')).toBe('previousPeriod');
  expect(new URL(page.url()).searchParams.get('sort')).toBe('changeRate.earnings');
  await expect(page.getByRole('columnheader', { name: 'Estimated earnings change %', exact: true })).toBeVisible();
  await expect(page.getByRole('figure', { name: /Estimated earnings over .* compared with / })).toBeVisible();
});
