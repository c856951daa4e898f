// "What changed" (issue 49): a fill-rate drop injected on one app's ad position from yesterday on is named on the
// dashboard first among the falls, with "fill rate" as its cause, and its line opens the settlement report of that
// day filtered to the app, compared with the same day a week earlier.
import { expect, test } from '../fixtures.mjs';
import { callFromPage, signIn } from '../lib/console.mjs';

const APP = 1003;

async function anomaly(baseURL, method, body) {
  const res = await fetch(`${baseURL}/__mock/anomaly`, {
    method,
    headers: { 'content-type': 'application/json' },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const env = await res.json();
  if (env.code !== 0) throw new Error(`anomaly ${method}: ${JSON.stringify(env)}`);
  return env.result;
}

// The worker's mock is shared by the tests that follow: the usual traffic again after this one.
test.afterEach(({ baseURL }) => anomaly(baseURL, 'DELETE'));

test('what changed: an injected fill-rate drop is named first, with its cause and its report', async ({
  page,
  baseURL,
}) => {
  // The data first, then the page: signed in on a static file, the drop injected, then the dashboard opened once.
  await signIn(page, baseURL, 'demo', { redirect: '/version.json' });
  const before = (await callFromPage(page, '/media/dashboard/changes', {})).result;
  const yesterday = before.yesterday.date;
  const zoneStart = (await callFromPage(page, '/media/dashboard/summary', {})).result.timeZone;
  expect(zoneStart).toBe('Asia/Shanghai');
  const positions = (
    await callFromPage(page, '/media/settlement/list', {
      startDate: yesterday,
      endDate: yesterday,
      groupBy: ['adPosition'],
      appIds: [APP],
      sortField: 'earnings',
      sortOrder: 'descend',
    })
  ).result.list;
  const top = positions[0];
  await anomaly(baseURL, 'POST', {
    appId: APP,
    adPositionId: top.adPositionId,
    metric: 'fillRate',
    factor: 0.1,
    from: `${yesterday}T00:00:00+08:00`,
  });

  await page.goto(`${baseURL}/dashboard`);
  // Account health's count on a cold load of the dashboard (its words are in the home page's own messages).
  const health = page.getByTestId('dashboard-health');
  await expect(health).toContainText(/^\d+ issues? limits? serving or payouts/);
  await expect(health.getByRole('link', { name: 'Account health' })).toHaveAttribute('href', '/accounts/health');
  const panel = page.locator('[data-testid=what-changed][data-state=ready]');
  await expect(panel.getByRole('heading', { name: 'What changed', exact: true })).toBeVisible();
  const falls = panel.getByRole('region', { name: 'Fell most' });
  const first = falls.getByTestId('change-mover').first();
  await expect(first).toHaveAttribute('data-key', String(APP));
  await expect(first).toHaveAttribute('data-cause', 'fillRate');
  await expect(first.getByRole('link')).toHaveText(top.appName);
  // Figures are left-to-right runs (LRI … PDI) inside the sentence.
  await expect(first).toContainText(/fill rate \u2066\d+(\.\d)?%\u2069 → \u2066\d+(\.\d)?%\u2069/);

  // The ad positions' view names the position itself, with its app.
  await panel.getByText('Ad positions', { exact: true }).click();
  const position = falls.getByTestId('change-mover').first();
  await expect(position).toHaveAttribute('data-key', String(top.adPositionId));
  await expect(position.getByRole('link')).toHaveText(`${top.appName} · ${top.adPositionName}`);

  // Back to apps; the line opens the settlement report of that day, filtered to the app, compared a week before.
  await panel.getByText('Apps', { exact: true }).click();
  await falls.getByTestId('change-mover').first().getByRole('link').click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/information/settlement');
  const params = new URL(page.url()).searchParams;
  expect(Object.fromEntries(params)).toMatchObject({
    start: yesterday,
    end: yesterday,
    apps: String(APP),
    compare: 'previousWeek',
  });
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  await expect(page.getByRole('combobox', { name: 'Compare with' })).toBeVisible();
  await expect(page.getByTestId('settlement-compare')).toContainText('Same days a week earlier');
});
