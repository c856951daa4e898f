import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';
import { api, apiToken, createSub, resetMock, signInWith, useLocale } from '../lib/account.mjs';

const run = promisify(execFile);
const root = resolve(new URL('../../..', import.meta.url).pathname);

function formItem(page, label) {
  return page.locator('.ant-form-item').filter({ has: page.getByLabel(label, { exact: true }) });
}

test('my account: details, edit with validation and server field errors, save', async ({ page, baseURL }) => {
  await resetMock(baseURL);
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  const details = page.locator('.ant-card').filter({ hasText: 'Account details' });
  await details.getByText('demo@media-console.test').waitFor();
  for (const text of ['Main account', 'Demo Media Ltd.', 'USD', 'Asia/Shanghai', '+86 138 0000 1001']) {
    await details.getByText(text, { exact: true }).waitFor();
  }
  await page.getByRole('button', { name: /Edit/ }).click();
  assert.equal(await page.getByLabel('Settlement currency').isDisabled(), true);

  await page.getByLabel('Display name', { exact: true }).fill('');
  await page.getByLabel('Phone', { exact: true }).fill('call me');
  await page.getByRole('button', { name: 'Save' }).click();
  await formItem(page, 'Display name').getByText('Please enter Display name').waitFor();
  await formItem(page, 'Phone')
    .getByText(/Digits, spaces and dashes only/)
    .waitFor();

  await page.getByLabel('Display name', { exact: true }).fill('Demo Media Group');
  await page.getByLabel('Phone', { exact: true }).fill('+49 30 123 4567');
  await page.getByLabel('Email', { exact: true }).fill('sub01@media-console.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await formItem(page, 'Email').getByText('Already exists').waitFor();

  await page.getByLabel('Email', { exact: true }).fill('finance@demo-media.test');
  await formItem(page, 'Time zone').locator('.ant-select-selector').click();
  await page.keyboard.type('Europe/Berl');
  await page.locator('.ant-select-item-option').filter({ hasText: 'Europe/Berlin' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await details.getByText('finance@demo-media.test').waitFor();
  for (const text of ['Demo Media Group', '+49 30 123 4567', 'Europe/Berlin'])
    await details.getByText(text, { exact: true }).waitFor();
  // What the server stored survives a reload.
  await page.reload();
  await page.locator('.ant-card').filter({ hasText: 'Account details' }).getByText('Europe/Berlin').waitFor();
  await resetMock(baseURL);
});

test('my account: a sub-account without AccountManage only reads; without AccountView the page is 403', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', 'Demo@2026');
  await createSub(baseURL, demo, { account_name: 'reader01', menuCodes: ['AccountView'] });
  await useLocale(page, baseURL, 'en-US');
  await signInWith(page, baseURL, 'reader01', 'Start-2026x', { redirect: '/accounts/myaccount' });
  await page.getByText('Sub-account', { exact: true }).waitFor();
  assert.equal(await page.getByRole('button', { name: /Edit/ }).count(), 0);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, baseURL, 'sub01', { redirect: '/accounts/myaccount' });
  await page.locator('.ant-result-403').waitFor();
  await page.goto(`${baseURL}/accounts/reportapi`);
  await page.locator('.ant-result-403').waitFor();
});

test('change password: rules and strength, wrong current password, then signed out and in with the new one', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', 'Demo@2026');
  await createSub(baseURL, demo, { account_name: 'pwuser01', menuCodes: ['AccountView'] });
  await useLocale(page, baseURL, 'en-US');
  await signInWith(page, baseURL, 'pwuser01', 'Start-2026x', { redirect: '/accounts/myaccount' });
  const card = page.locator('.ant-card').filter({ hasText: 'Change password' });
  await card.getByLabel('New password', { exact: true }).fill('abcdefgh');
  await card.getByText('Strength: weak').waitFor();
  await card.getByLabel('New password', { exact: true }).fill('River-Stone-2027');
  await card.getByText('Strength: strong').waitFor();
  await card.getByLabel('Current password').fill('Nope-2026x');
  await card.getByLabel('Confirm new password').fill('River-Stone-2026');
  await card.getByRole('button', { name: 'Change password' }).click();
  await card.getByText('The two passwords do not match').waitFor();
  await card.getByLabel('Confirm new password').fill('River-Stone-2027');
  await card.getByRole('button', { name: 'Change password' }).click();
  await formItem(page, 'Current password').getByText('The current password is wrong').waitFor();

  await card.getByLabel('Current password').fill('Start-2026x');
  await card.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('.ant-modal-confirm-title').filter({ hasText: 'Password changed' }).waitFor();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/user\/login\?redirect=%2Faccounts%2Fmyaccount/);
  // The password was never written to the browser's storage.
  assert.doesNotMatch(
    await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie),
    /River-Stone|Start-2026/,
  );

  await page.locator('#account').fill('pwuser01');
  await page.locator('#password').fill('Start-2026x');
  await page.locator('button[type=submit]').click();
  await page.getByRole('alert').filter({ hasText: 'Wrong account or password' }).waitFor();
  await page.locator('#password').fill('River-Stone-2027');
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/accounts\/myaccount$/);
  await resetMock(baseURL);
});

test('report API: masked secret, reveal, copy, rotate; the curl and JavaScript examples work as shown', async ({
  page,
  context,
  baseURL,
}) => {
  await resetMock(baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/reportapi' });
  const key = (await page.getByTestId('api-key').textContent()).trim();
  const masked = await page.getByTestId('api-secret').textContent();
  assert.match(key, /^mk_[0-9a-f]+$/);
  assert.match(masked, /^•+[0-9a-f]{4}$/);
  await page.getByRole('button', { name: /Show/ }).click();
  const secret = (await page.getByTestId('api-secret').textContent()).trim();
  assert.match(secret, /^[0-9a-f]{16,}$/);
  assert.equal(secret.slice(-4), masked.slice(-4));
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await until(
    async () => (await page.evaluate(() => navigator.clipboard.readText())) === secret,
    'secret in the clipboard',
  );

  // The examples are text in <pre>, with this key and this server.
  const curl = await page.getByTestId('guide-curl').textContent();
  assert.ok(curl.includes(`API_KEY='${key}'`));
  assert.ok(curl.includes(`'${baseURL}/openapi/report'`));
  assert.ok(!curl.includes(secret), 'the secret is never put into an example');
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  const js = await page.getByTestId('guide-js').textContent();
  assert.equal(await page.locator('pre script, pre a, pre b').count(), 0);

  // Run both examples exactly as shown.
  const env = { ...process.env, REPORT_API_SECRET: secret };
  const curlOut = await run('bash', ['-c', curl], { env, timeout: 20000 });
  assert.equal(JSON.parse(curlOut.stdout).code, 0);
  const dir = join(root, 'tests/e2e/artifacts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'report-api-example.mjs');
  writeFileSync(file, js);
  const jsOut = await run(process.execPath, [file], { env, timeout: 20000, cwd: root });
  assert.match(jsOut.stdout, /impressions/);
  await page.reload();
  await until(async () => (await page.getByTestId('last-used').textContent()) !== 'Never', 'last used time');

  // Rotation: confirm, a new secret is shown, and the old one is refused.
  await page.getByRole('button', { name: /Rotate secret/ }).click();
  await page
    .getByRole('dialog')
    .getByText(/stops working at once/)
    .waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Rotate' }).click();
  await until(async () => {
    const shown = (await page.getByTestId('api-secret').textContent()).trim();
    return /^[0-9a-f]{16,}$/.test(shown) && shown !== secret;
  }, 'the new secret');
  const rotated = (await page.getByTestId('api-secret').textContent()).trim();
  assert.equal((await page.getByTestId('api-key').textContent()).trim(), key);
  const old = await run('bash', ['-c', curl], { env, timeout: 20000 });
  assert.equal(JSON.parse(old.stdout).code, 401);
  const fresh = await run('bash', ['-c', curl], { env: { ...env, REPORT_API_SECRET: rotated }, timeout: 20000 });
  assert.equal(JSON.parse(fresh.stdout).code, 0);
  await resetMock(baseURL);
});

test('report API: a request signed 6 minutes in the past is refused', async ({ baseURL }) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', 'Demo@2026');
  const { body } = await api(baseURL, '/media/reportApi/get', {}, demo);
  const { apiKey, secret } = body.result;
  const ts = Math.floor(Date.now() / 1000) - 360;
  const query = 'end=2026-01-02&groupBy=day&start=2026-01-01';
  const script = `printf '%s\\n%s\\n%s' "${ts}" "nonce-skew-1" "${query}" | openssl dgst -sha256 -hmac "$S" | awk '{print $NF}'`;
  const sig = (await run('bash', ['-c', script], { env: { ...process.env, S: secret } })).stdout.trim();
  const res = await fetch(`${baseURL}/openapi/report?${query}`, {
    headers: { 'X-Api-Key': apiKey, 'X-Timestamp': String(ts), 'X-Nonce': 'nonce-skew-1', 'X-Signature': sig },
  });
  assert.equal(res.status, 401);
  assert.match((await res.json()).message, /300 s/);
});
