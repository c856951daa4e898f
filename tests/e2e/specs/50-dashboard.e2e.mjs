import { expect, test } from '../fixtures.mjs';
import { setFault, setLocale, signIn, useLocale } from '../lib/console.mjs';
import { apiFromPage, integer, kpiValues, money, percent, waitForKpi } from '../lib/reports.mjs';

/** A string only uPlot's bundle contains: tells whether the chart chunk was loaded. */
const UPLOT_MARK = 'setSeries';

function collectScripts(page) {
  const bodies = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('.js')) bodies.push(await res.text().catch(() => ''));
  });
  return bodies;
}

test('dashboard: KPI cards fill in and follow the period switch; the chart loads lazily', async ({ page, baseURL }) => {
  const scripts = collectScripts(page);
  await useLocale(page, baseURL);
  await page.locator('#account').waitFor();
  expect(scripts.length).toBeGreaterThan(0);
  expect(
    scripts.some((s) => s.includes(UPLOT_MARK)),
    'the login page must not load the chart library',
  ).toBe(false);

  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const kpis = page.locator('[data-testid=dashboard-kpis]');
  await expect(kpis).toHaveAttribute('data-state', /loading|ready/);
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();

  const summary = await apiFromPage(page, '/media/dashboard/summary');
  const today = summary.today.current;
  const shown = await kpiValues(page);
  expect(shown).toEqual({
    'Estimated earnings': money(today.earnings),
    Impressions: integer(today.impressions),
    eCPM: money(today.earningsEcpm),
    'Fill rate': percent(today.fillRate),
    Clicks: integer(today.clicks),
    CTR: percent(today.ctr),
  });

  for (const [label, key] of [
    ['Yesterday', 'yesterday'],
    ['Last 7 days', 'last7Days'],
    ['Month to date', 'monthToDate'],
  ]) {
    await page.locator('[data-testid=dashboard-period]').getByText(label, { exact: true }).click();
    await waitForKpi(page, 'Estimated earnings', money(summary[key].current.earnings));
    await waitForKpi(page, 'Impressions', integer(summary[key].current.impressions));
  }
  // The change line of the month-to-date revenue, with its direction in words for screen readers.
  const p = summary.monthToDate;
  const ratio = (p.current.earnings - p.previous.earnings) / p.previous.earnings;
  const change = page.locator('[data-kpi="Estimated earnings"] [data-role=change]');
  await expect(change).toHaveAttribute('data-direction', ratio > 0 ? 'up' : 'down');
  await expect(change).toHaveText(new RegExp(`\\${ratio > 0 ? '+' : '-'}${(Math.abs(ratio) * 100).toFixed(2)}%`));
  await expect(change).toHaveText(
    ratio > 0 ? /Up .* against the previous period/ : /Down .* against the previous period/,
  );

  // The chart library arrived with the dashboard, in its own chunk.
  await page.locator('[data-testid=dashboard-trend] canvas').waitFor();
  await expect.poll(() => scripts.some((s) => s.includes(UPLOT_MARK)), { message: 'chart chunk' }).toBe(true);
  await expect(page.getByTestId('dashboard-note')).toHaveText(/Asia\/Shanghai/);
});

test('dashboard: the trend switches between 7, 30 and 90 days', async ({ page, baseURL }) => {
  await setLocale(page, baseURL);
  const seriesOf = (days) => (r) =>
    r.url().endsWith('/media/dashboard/series') && JSON.parse(r.request().postData() || '{}').days === days;
  const firstAnswer = page.waitForResponse(seriesOf(7));
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const seven = await (await firstAnswer).json();
  const trend = page.getByTestId('dashboard-trend');
  // uPlot's legend (a uPlot class, not antd's): a table without a name of its own.
  const legend = trend.locator('.u-legend');
  await page.locator('[data-testid=dashboard-trend][data-state=ready] canvas').waitFor();
  await expect(trend).toHaveAttribute('data-days', '7');
  expect(seven.result.points.length).toBe(7);
  for (const days of [30, 90]) {
    const answered = page.waitForResponse(seriesOf(days));
    await trend.getByText(`Last ${days} days`, { exact: true }).click();
    const body = await (await answered).json();
    expect(body.result.points.length).toBe(days);
    await expect(trend).toHaveAttribute('data-days', String(days));
    await page.locator('[data-testid=dashboard-trend][data-state=ready] canvas').waitFor();
    // The legend shows the latest day's revenue until the pointer hovers another day.
    await expect(legend).toContainText(money(body.result.points.at(-1).earnings));
  }
  // Back to 7 days: the week shows again (from the query cache while it is fresh, else read again).
  await trend.getByText('Last 7 days', { exact: true }).click();
  await expect(trend).toHaveAttribute('data-days', '7');
  await page.locator('[data-testid=dashboard-trend][data-state=ready] canvas').waitFor();
  await expect(legend).toContainText(money(seven.result.points.at(-1).earnings));
});

test('dashboard: demo and sub01 (2 apps) see different numbers', async ({ page, openContext, baseURL }) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const demo = await kpiValues(page);
  await page.locator('[data-testid=dashboard-top-apps] tbody tr').nth(4).waitFor();

  const other = await openContext();
  const subPage = await other.newPage();
  await setLocale(subPage, baseURL);
  await signIn(subPage, baseURL, 'sub01', { redirect: '/dashboard' });
  const sub = await kpiValues(subPage);
  const top = await apiFromPage(subPage, '/media/dashboard/top', { period: 'today' });
  await other.close();

  expect(sub['Estimated earnings']).not.toBe(demo['Estimated earnings']);
  expect(sub.Impressions).not.toBe(demo.Impressions);
  const amount = (s) => Number(s.replace(/[^0-9.]/g, ''));
  expect(amount(sub['Estimated earnings']), 'sub01 sees a part of demo revenue').toBeLessThan(
    amount(demo['Estimated earnings']),
  );
  expect(top.apps.map((a) => a.id).sort()).toEqual([1001, 1002]);
});

test('dashboard: a failed load shows an error with a retry that recovers', async ({ page, baseURL }) => {
  await setLocale(page, baseURL);
  // The fault first, then the sign-in opens the dashboard (issue 30: one page load, not two).
  await setFault(baseURL, { path: '/media/dashboard/summary', type: '500', times: 1 });
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const kpis = page.getByTestId('dashboard-kpis');
  await expect(kpis).toHaveAttribute('data-state', 'error');
  await kpis.getByRole('button', { name: 'Retry' }).click();
  await expect(kpis).toHaveAttribute('data-state', 'ready');
  await expect(kpis.getByRole('button', { name: 'Retry' })).toHaveCount(0);
});

test('dashboard: a top app opens the settlement report filtered to it; the chosen period is remembered', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  const period = page.getByTestId('dashboard-period');
  await expect(period).toHaveAttribute('data-period', 'today');
  await period.getByText('Yesterday', { exact: true }).click();
  const top = await apiFromPage(page, '/media/dashboard/top', { period: 'yesterday' });
  const first = top.apps[0];
  const apps = page.getByTestId('dashboard-top-apps');
  const link = apps.getByRole('link', { name: first.name, exact: true });
  await expect(link).toBeVisible();

  // The report of the same days, for that app alone.
  const listCall = page.waitForRequest((r) => r.url().endsWith('/media/settlement/list'));
  await link.click();
  await expect(page).toHaveURL(/\/information\/settlement\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('start'), query.get('end'), query.get('apps')]).toEqual([top.start, top.end, String(first.id)]);
  const body = JSON.parse((await listCall).postData() || '{}');
  expect(body).toMatchObject({ startDate: top.start, endDate: top.end, appIds: [first.id] });
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();

  // Back on the dashboard, after a reload and in another tab: the period chosen last.
  await page.goBack();
  await expect(period).toHaveAttribute('data-period', 'yesterday');
  await page.reload();
  await expect(page.getByTestId('dashboard-period')).toHaveAttribute('data-period', 'yesterday');
  const tab = await page.context().newPage();
  await tab.goto(`${baseURL}/dashboard`);
  await expect(tab.getByTestId('dashboard-period')).toHaveAttribute('data-period', 'yesterday');
  await tab.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
  await tab.close();
});
