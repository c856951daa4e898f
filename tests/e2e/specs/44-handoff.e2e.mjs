// The developer hand-off and serving status (issue 21): a rewarded position created with a server-side
// callback URL shows whether it serves, its IDs and code to copy, the signed callback sample, and the app's
// test devices; the list shows its last 7 days.
import { createHmac } from 'node:crypto';
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

  // The callback secret is shown once, in a dialog (issue 28), then only its last four characters.
  const once = page.getByRole('dialog').filter({ hasText: 'Store this secret now' });
  const secret = (await once.getByTestId('secret-once').textContent()).trim();
  expect(secret).toMatch(/^[0-9a-f]{32}$/);
  await once.getByRole('button', { name: 'Copy secret' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
  await once.getByRole('button', { name: 'I have stored it' }).click();
  await expect(once).toBeHidden();
  await expect(page.getByTestId('reward-secret')).toHaveText(`••••${secret.slice(-4)}`);
  expect(await page.locator('body').textContent()).not.toContain(secret);

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

  // The sample is the call the server would make for that reward, with the signature as a placeholder; the
  // publisher's server, computing it with the stored secret, gets the server's signature.
  const sample = page.getByTestId('reward-sample');
  const rewardCall = async () => {
    const res = await fetch(`${baseURL}/__mock/rewardCallback`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitId, userId: 'user-42', transactionId: `sample-${positionId}`, timestamp: 1767225600 }),
    });
    return new URL((await res.json()).result.url);
  };
  const signedBy = (url, key) => {
    const u = new URL(url);
    const sigs = [u.searchParams.get('signature'), u.searchParams.get('previous_signature')];
    u.searchParams.delete('signature');
    u.searchParams.delete('previous_signature');
    const message = [...u.searchParams]
      .filter(([k]) => k !== 'source')
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
      .join('&');
    return sigs.includes(createHmac('sha256', key).update(message).digest('hex'));
  };
  const first = await rewardCall();
  await expect(sample).toHaveText(`${first.href.split('&signature=')[0]}&signature=<signature>`);
  expect(signedBy(first, secret)).toBe(true);

  // Rotate: confirmed, the new secret shown once, then masked; the old one still signs beside it (grace).
  await page.getByTestId('reward-callback').getByRole('button', { name: 'Rotate' }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: 'Rotate the callback secret?' });
  await confirm.getByRole('button', { name: 'Rotate' }).click();
  const again = page.getByRole('dialog').filter({ hasText: 'Store this secret now' });
  const rotated = (await again.getByTestId('secret-once').textContent()).trim();
  expect(rotated).toMatch(/^[0-9a-f]{32}$/);
  expect(rotated).not.toBe(secret);
  await again.getByRole('button', { name: 'I have stored it' }).click();
  await expect(again).toBeHidden();
  await expect(page.getByTestId('reward-secret')).toHaveText(`••••${rotated.slice(-4)}`);
  await expect(page.getByTestId('reward-previous')).toContainText('still signs the calls');
  expect(await page.locator('body').textContent()).not.toContain(rotated);
  const during = await rewardCall();
  expect(signedBy(during, rotated)).toBe(true);
  expect(signedBy(during, secret)).toBe(true);

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
  // One-line rows (issue 33): the serving mark names every warning.
  await expect(fresh.getByTestId('serving')).toHaveAccessibleName(/No traffic in the last 7 days/);
  // Seed positions that serve have had requests.
  await expect(
    rows(page)
      .getByTestId('recent-traffic')
      .filter({ hasText: /[1-9][\d,]* requests/ })
      .first(),
  ).toBeVisible();
});
