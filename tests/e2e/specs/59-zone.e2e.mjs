// One time zone, everywhere (issue 17): the account's zone, changed in My account, is the zone of every page
// in every open tab at once; a report can switch to the billing zone.
import { expect, test } from '../fixtures.mjs';
import { addDays, providerToday } from '../lib/days.mjs';
import { dialogNamed, pickOption, resetMock, signIn, tableRows, setLocale, visit } from '../lib/console.mjs';
import { apiFromPage, money, waitForKpi } from '../lib/reports.mjs';

const LA = 'America/Los_Angeles';

test('time zone: a change in My account moves every open tab, the reports and the times shown', async ({
  page,
  baseURL,
  context,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
  await expect(page.getByTestId('dashboard-note')).toHaveText(/Asia\/Shanghai/);

  // A second tab of the same browser changes the account's zone.
  const other = await context.newPage();
  await other.goto(`${baseURL}/accounts/myaccount`);
  const details = other.getByRole('region', { name: 'Account details' });
  await expect(details.getByTestId('account-time-zone')).toHaveText(/\(Asia\/Shanghai\)$/);
  await other.getByRole('button', { name: /Edit/ }).click();
  await pickOption(other, other.getByLabel('Time zone', { exact: true }), /\) Pacific Time — Los Angeles$/, {
    search: 'Los Angeles',
  });
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByTestId('account-time-zone')).toHaveText(/\(America\/Los_Angeles\)$/);

  // The first tab follows without a reload: its dashboard is read again in Los Angeles days.
  await expect(page.getByTestId('dashboard-note')).toHaveText(/America\/Los_Angeles/);
  const summary = await apiFromPage(page, '/media/dashboard/summary', { timeZone: LA });
  expect(summary.timeZone).toBe(LA);
  await waitForKpi(page, 'Estimated earnings', money(summary.today.current.earnings));
  await expect(page.getByTestId('dashboard-kpis')).toHaveText(/up to \d\d:00 P[SD]T/);

  // The settlement report asks for the account's days, and can switch to the billing zone (kept in the link).
  const asked = page.waitForRequest((r) => r.url().endsWith('/media/settlement/list'));
  // Through the router, as from the menu (issue 30: no page load; the console already knows the new zone).
  await visit(page, baseURL, '/information/settlement', (p) =>
    p.locator('[data-testid=settlement-table][data-state=ready]'),
  );
  expect(JSON.parse((await asked).postData()).timeZone).toBe(LA);
  await expect(page.getByTestId('settlement-timezone')).toHaveText(`Time zone: ${LA}`);
  const zoneSwitch = page.getByTestId('settlement-zone');
  const billing = page.waitForRequest((r) => r.url().endsWith('/media/settlement/list'));
  await zoneSwitch.getByText('Billing time zone (Asia/Shanghai)').click();
  expect(JSON.parse((await billing).postData()).timeZone).toBe('Asia/Shanghai');
  await expect(page).toHaveURL(/[?&]tz=billing/);
  await expect(page.getByTestId('settlement-timezone')).toHaveText('Time zone: Asia/Shanghai');

  // Times elsewhere are the account's too, with the zone named (not the browser's zone, not Shanghai).
  await visit(page, baseURL, '/flow/adpositions', tableRows);
  const first = tableRows(page).first();
  const name = (await first.locator('td:nth-child(2) bdi').first().textContent()).trim();
  await first.getByRole('button', { name: 'Details' }).click();
  const drawer = dialogNamed(page, name);
  await expect(drawer.getByText(/\d\d:\d\d P[SD]T$/).first()).toBeVisible();

  await other.close();
  await resetMock(baseURL);
});

const PATH = '/information/settlement';

test('settlement: grouped by hour and country from the link, totals as the API; hours only for the last 30 days', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  const today = providerToday();
  const start = addDays(today, -2);
  const search = `?start=${start}&end=${today}&group=hour,country&countries=US,JP`;
  await signIn(page, baseURL, 'demo', { redirect: `${PATH}${search}` });
  const table = page.locator('[data-testid=settlement-table][data-state=ready]');
  await table.waitFor();
  const headers = (await table.locator('thead th').allTextContents()).map((h) => h.trim());
  expect(headers.slice(0, 4)).toEqual(['Date', 'Hour', 'Status', 'Country']);
  const rows = tableRows(table);
  await expect(rows.first()).toContainText(/\d\d:00/);
  await expect(rows.first()).toContainText(/United States \(US\)|Japan \(JP\)/);

  const api = await apiFromPage(page, '/media/settlement/list', {
    startDate: start,
    endDate: today,
    groupBy: ['hour', 'country'],
    countries: ['US', 'JP'],
    timeZone: 'Asia/Shanghai',
  });
  expect(api.list.every((r) => ['US', 'JP'].includes(r.country))).toBe(true);
  await expect(page.getByTestId('settlement-totals').locator('[data-metric=earnings]')).toHaveText(
    money(api.totals.earnings),
  );
  // The first page is the API's first page, row for row (hour, then country).
  const firstHour = api.list[0].hour.slice(11, 16);
  await expect(rows.first().locator('td').nth(1)).toHaveText(firstHour);

  // Hours of a period that starts more than 30 days back: refused under the field, nothing sent.
  await page.goto(`${baseURL}${PATH}?start=${addDays(today, -40)}&end=${today}`);
  await table.waitFor();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/media/settlement/list')) sent += 1;
  });
  await page.getByRole('checkbox', { name: 'Hour' }).check();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect(page.getByText(/Hours are kept for the last 30 days: start the period on .* or later/)).toBeVisible();
  expect(sent).toBe(0);
  await expect(page).not.toHaveURL(/group=/);
});
