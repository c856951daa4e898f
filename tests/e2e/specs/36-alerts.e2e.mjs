// Issue 49, alerts (/accounts/notifications): a fill-rate drop injected on one app's ad position from yesterday on
// (QA's anomaly switch), an alert rule on that app's earnings made in the page, its alert in the bell and, for an
// account that chose email for it, in the notices mailbox. Reseeds the mock first.
import { expect, test } from '../fixtures.mjs';
import { addDays, providerToday } from '../lib/days.mjs';
import { callFromPage, mockNow, pickOption, resetMock, signIn } from '../lib/console.mjs';

const EMAIL = 'demo@media-console.test';

test("alerts: a rule on an app's earnings, made in the page, reaches the bell and the mailbox once its ad position's fill rate falls", async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/version.json', locale: 'en-US' });
  // The ad position that earned most last week, and its app.
  const now = await mockNow(baseURL);
  const today = providerToday(now);
  const top = await callFromPage(page, '/media/settlement/list', {
    startDate: addDays(today, -7),
    endDate: addDays(today, -1),
    groupBy: ['adPosition'],
    sortField: 'earnings',
    sortOrder: 'descend',
    current: 1,
    pageSize: 1,
  });
  const { appId, appName, adPositionId } = top.result.list[0];
  const injected = await fetch(`${baseURL}/__mock/anomaly`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      appId,
      adPositionId,
      metric: 'fillRate',
      factor: 0.1,
      from: new Date(now - 86_400_000).toISOString(),
    }),
  });
  expect(injected.status).toBe(200);

  await page.goto(`${baseURL}/accounts/notifications`);
  await expect(page.getByRole('heading', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  // This person's email choice: figures.
  await page.getByRole('tab', { name: 'Email' }).click();
  // The tab's panel can still be replaced as the address takes the tab: tick until the box stays ticked.
  const figures = page.getByRole('checkbox', { name: 'A figure falls' });
  await expect(async () => {
    await figures.check();
    await expect(figures).toBeChecked({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Email choices saved')).toBeVisible();

  // The rule, in the page: earnings of that app falling more than 10% against the same hours a week before.
  await page.getByRole('tab', { name: 'Alert rules' }).click();
  await page.getByRole('button', { name: 'Add rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add alert rule' });
  await dialog.getByLabel('One app').check();
  await pickOption(page, dialog.getByRole('combobox', { name: 'App' }), appName);
  await dialog.getByLabel('Drop more than').fill('10');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const rule = page.getByRole('row').filter({ hasText: `Earnings of ${appName} fell more than 10%` });
  await expect(rule).toContainText('Normal');

  // The mock judges its rules every five minutes of its clock: QA asks for it now.
  const run = await (await fetch(`${baseURL}/__mock/alerts/run`, { method: 'POST' })).json();
  expect(run.result.notifications).toBe(1);
  await page.reload();
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await page.getByRole('tab', { name: 'Alert rules' }).click();
  await expect(rule).toContainText('Alerting');

  // By keyboard: Enter opens the latest and takes the focus into them, Escape closes them and goes back to the bell.
  await bell.focus();
  await page.keyboard.press('Enter');
  const panel = page.getByRole('region', { name: 'Latest notifications' });
  await expect(panel).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell).toBeFocused();
  await bell.click();
  await expect(panel).toContainText(`Earnings of ${appName} fell more than 10% against the same hours a week before`);
  await expect(panel).toContainText('Today so far:');
  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page.getByRole('tab', { name: 'Notifications', selected: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The mail, in English (the language of demo's last sign-in), with the zone named.
  const notices = await (await fetch(`${baseURL}/__mock/notices?email=${encodeURIComponent(EMAIL)}`)).json();
  const mail = notices.result.find((m) => m.subject.startsWith('Alert: '));
  expect(mail.subject).toBe(`Alert: Earnings of ${appName} fell more than 10% against the same hours a week before`);
  expect(mail.text).toMatch(/Started at .+Shanghai/);
});
