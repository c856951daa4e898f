// The developer hand-off and serving status (issue 21): a rewarded position created with a server-side
// callback URL shows whether it serves, its IDs and code to copy, the signed callback sample, and the app's
// test devices; the list shows its last 7 days.
import { expect, test } from '../fixtures.mjs';
import { rows, start, waitRows } from '../lib/traffic.mjs';

const FORM = '/appform/createAdPosition';
const submitButton = (page) => page.locator('form').getByRole('button', { name: /^(Create|Save)$/ });

test('hand-off: a rewarded position with a callback URL, its code copied, the signed sample, test devices', async ({
  page,
  baseURL,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await start(page, baseURL, { redirect: `${FORM}?appId=1001` });
  await page.getByText('Block Puzzle Classic').first().waitFor();
  await page.getByText('Rewarded video', { exact: true }).click();
  await page.getByLabel('Ad position name').fill('Daily bonus');
  await page.getByLabel('Reward item').fill('Coins');
  await page.getByLabel('Reward amount').fill('50');
  await page.getByLabel('Floor price (eCPM, USD)').fill('2');
  await page.getByLabel('Server-side verification callback URL').fill('javascript:alert(1)');
  await submitButton(page).click();
  await page.getByText('Enter a full address starting with http:// or https://').waitFor();
  await page.getByLabel('Server-side verification callback URL').fill('https://api.blockpuzzle.example/reward');
  await submitButton(page).click();
  await page.getByText('Ad position “Daily bonus” created').waitFor();

  // Serving right away (the app is live), with the honest warning that nothing has come in yet.
  const serving = page.getByTestId('saved-serving');
  await expect(serving).toContainText('Serving');
  await expect(serving).toContainText('No traffic in the last 7 days');

  const positionId = await page.locator('[data-copy="Ad position ID"]').textContent();
  const unitId = `mc-1001-${positionId}`;
  const handoff = page.getByTestId('handoff');
  await handoff.getByRole('button', { name: 'Copy all IDs' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toBe(`App ID: 1001\nAd position ID: ${positionId}\nUnit ID (SDK): ${unitId}`);

  await handoff.getByRole('tab', { name: 'iOS (Swift)' }).click();
  const swift = handoff.getByRole('tabpanel', { name: 'iOS (Swift)' });
  await expect(swift.locator('pre')).toContainText(`RewardedAd.load(unitId: "${unitId}")`);
  await swift.getByRole('button', { name: 'Copy code' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`"${unitId}"`);
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()))
    .toContain('MediaConsoleAds.start(appId: "1001")');

  // The signed sample is the call the server would make for that reward.
  const sample = page.getByTestId('reward-sample');
  await expect(sample).toHaveText(/&signature=[0-9a-f]{64}$/);
  const res = await fetch(`${baseURL}/__mock/rewardCallback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitId, userId: 'user-42', transactionId: `sample-${positionId}`, timestamp: 1767225600 }),
  });
  const { result } = await res.json();
  await expect(sample).toHaveText(result.url);

  // Test mode: a device registered on the app gets test ads.
  const devices = page.getByTestId('test-devices');
  await devices.getByLabel('Advertising ID (GAID / IDFA)').fill('38400000-8cf0-11bd-b23e-10b96e40000d');
  await devices.getByRole('button', { name: 'Add' }).click();
  await expect(devices.getByRole('button', { name: 'Remove 38400000-8cf0-11bd-b23e-10b96e40000d' })).toBeVisible();
  const ad = await fetch(`${baseURL}/__mock/adRequest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitId, deviceId: '38400000-8cf0-11bd-b23e-10b96e40000d' }),
  });
  expect((await ad.json()).result.request.test).toBe(true);

  // The list: the new position and its last 7 days.
  await page.goto(`${baseURL}/flow/adpositions?appId=1001`);
  await waitRows(page, 6);
  const fresh = rows(page).filter({ hasText: 'Daily bonus' });
  await expect(fresh.getByTestId('recent-traffic')).toContainText('0 requests');
  await expect(fresh.getByTestId('serving')).toContainText('No traffic in the last 7 days');
  // Seed positions that serve have had requests.
  await expect(
    rows(page)
      .getByTestId('recent-traffic')
      .filter({ hasText: /[1-9][\d,]* requests/ })
      .first(),
  ).toBeVisible();
});
