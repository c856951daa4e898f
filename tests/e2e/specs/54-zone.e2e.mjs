// One time zone, everywhere (issue 17): the account's zone, changed in My account, is the zone of every page
// in every open tab at once; a report can switch to the billing zone.
import { expect, test } from '../fixtures.mjs';
import { dialogNamed, pickOption, resetMock, signIn, tableRows, useLocale } from '../lib/console.mjs';
import { apiFromPage, money, waitForKpi } from '../lib/reports.mjs';

const LA = 'America/Los_Angeles';

test('time zone: a change in My account moves every open tab, the reports and the times shown', async ({
  page,
  baseURL,
  context,
}) => {
  await resetMock(baseURL);
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
  await expect(page.getByTestId('dashboard-note')).toHaveText(/Asia\/Shanghai/);

  // A second tab of the same browser changes the account's zone.
  const other = await context.newPage();
  await other.goto(`${baseURL}/accounts/myaccount`);
  const details = other.getByRole('region', { name: 'Account details' });
  await expect(details.getByTestId('account-time-zone')).toHaveText(/\(Asia\/Shanghai\)$/);
  await other.getByRole('button', { name: /Edit/ }).click();
  await pickOption(other, other.getByLabel('Time zone', { exact: true }), LA);
  await other.getByRole('button', { name: 'Save' }).click();
  await expect(details.getByTestId('account-time-zone')).toHaveText(/\(America\/Los_Angeles\)$/);

  // The first tab follows without a reload: its dashboard is read again in Los Angeles days.
  await expect(page.getByTestId('dashboard-note')).toHaveText(/America\/Los_Angeles/);
  const summary = await apiFromPage(page, '/media/dashboard/summary', { timeZone: LA });
  expect(summary.timeZone).toBe(LA);
  await waitForKpi(page, 'Estimated revenue', money(summary.today.current.revenue));
  await expect(page.getByTestId('dashboard-kpis')).toHaveText(/up to \d\d:00 P[SD]T/);

  // The settlement report asks for the account's days, and can switch to the billing zone (kept in the link).
  const asked = page.waitForRequest((r) => r.url().endsWith('/media/settlement/list'));
  await page.goto(`${baseURL}/information/settlement`);
  expect(JSON.parse((await asked).postData()).timeZone).toBe(LA);
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  await expect(page.getByTestId('settlement-timezone')).toHaveText(`Time zone: ${LA}`);
  const zoneSwitch = page.getByTestId('settlement-zone');
  const billing = page.waitForRequest((r) => r.url().endsWith('/media/settlement/list'));
  await zoneSwitch.getByText('Billing time zone (Asia/Shanghai)').click();
  expect(JSON.parse((await billing).postData()).timeZone).toBe('Asia/Shanghai');
  await expect(page).toHaveURL(/[?&]tz=billing/);
  await expect(page.getByTestId('settlement-timezone')).toHaveText('Time zone: Asia/Shanghai');

  // Times elsewhere are the account's too, with the zone named (not the browser's zone, not Shanghai).
  await page.goto(`${baseURL}/flow/adpositions`);
  const first = tableRows(page).first();
  await first.waitFor();
  const name = (await first.locator('td:nth-child(2) bdi').first().textContent()).trim();
  await first.getByRole('button', { name: 'Details' }).click();
  const drawer = dialogNamed(page, name);
  await expect(drawer.getByText(/\d\d:\d\d P[SD]T$/).first()).toBeVisible();

  await other.close();
  await resetMock(baseURL);
});
