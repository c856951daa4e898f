import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '../fixtures.mjs';
import {
  dialogNamed,
  forbidden,
  pickOption,
  mockNow,
  resetMock,
  signIn,
  signInWith,
  visit,
  ACCOUNTS,
  setLocale,
} from '../lib/console.mjs';
import { api, apiToken, createSub } from '../lib/account.mjs';

const run = promisify(execFile);
const root = resolve(new URL('../../..', import.meta.url).pathname);

/** A form field by its label; antd ties the field's messages to it (aria-describedby). */
const field = (scope, label) => scope.getByLabel(label, { exact: true });

test('my account: details, edit with validation and server field errors, save', async ({ page, baseURL }) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  const details = page.getByRole('region', { name: 'Account details' });
  await details.getByText('demo@media-console.test').waitFor();
  for (const text of ['Main account', 'Demo Media Ltd.', 'USD', '+86 138 0000 1001']) {
    await details.getByText(text, { exact: true }).waitFor();
  }
  // The zone by its name and its IANA id.
  await expect(details.getByTestId('account-time-zone')).toHaveText('China Standard Time (Asia/Shanghai)');
  await page.getByRole('button', { name: /Edit/ }).click();
  await expect(page.getByLabel('Settlement currency')).toBeDisabled();

  await field(page, 'Display name').fill('');
  await field(page, 'Phone').fill('call me');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Display name')).toHaveAccessibleDescription(/Enter the display name/);
  await expect(field(page, 'Phone')).toHaveAccessibleDescription(/Digits, spaces and dashes only/);

  await field(page, 'Display name').fill('Demo Media Group');
  await field(page, 'Phone').fill('+49 30 123 4567');
  await field(page, 'Email').fill('sub01@media-console.test');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'Email')).toHaveAccessibleDescription(/Another account already uses this email address/);

  await field(page, 'Email').fill('finance@demo-media.test');
  // Found by the country, as a publisher types it; the option names the offset, Intl's name and the city.
  await pickOption(page, field(page, 'Time zone'), /\) Central European Time — Berlin$/, { search: 'Germany' });
  await page.getByRole('button', { name: 'Save' }).click();
  await details.getByText('finance@demo-media.test').waitFor();
  for (const text of ['Demo Media Group', '+49 30 123 4567']) await details.getByText(text, { exact: true }).waitFor();
  await expect(details.getByTestId('account-time-zone')).toHaveText(/\(Europe\/Berlin\)$/);
  // What the server stored survives a reload.
  await page.reload();
  await details.getByText('Europe/Berlin').waitFor();
  await resetMock(baseURL);
});

test('my account: a sub-account without AccountManage only reads; without AccountView the page is 403', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', ACCOUNTS.demo.password);
  await createSub(baseURL, demo, { account_name: 'reader01', menuCodes: ['AccountView'] });
  await setLocale(page, baseURL, 'en-US');
  await signInWith(page, baseURL, 'reader01', 'Start-2026x', { redirect: '/accounts/myaccount' });
  await page.getByText('Sub-account', { exact: true }).waitFor();
  await expect(page.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await page.evaluate(() => localStorage.clear());

  await signIn(page, baseURL, 'sub01', { redirect: '/accounts/myaccount' });
  await expect(forbidden(page)).toBeVisible();
  await visit(page, baseURL, '/accounts/reportapi', forbidden);
  await expect(forbidden(page)).toBeVisible();

  // Issue 33: every person manages their own sign-in: the account menu leads sub01 to its password, two-step
  // sign-in and sessions (no menu code needed).
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Password and sign-in' }).click();
  await expect(page).toHaveURL(/\/accounts\/signin$/);
  await expect(page.getByRole('button', { name: 'Change password' })).toBeVisible();
  await expect(page.getByTestId('sessions').getByText('This browser')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Ask for an emailed code after the password' })).toBeVisible();
  await expect(forbidden(page)).toHaveCount(0);
});

test('change password: rules and strength, wrong current password, then signed out and in with the new one', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', ACCOUNTS.demo.password);
  await createSub(baseURL, demo, { account_name: 'pwuser01', menuCodes: ['AccountView'] });
  await setLocale(page, baseURL, 'en-US');
  await signInWith(page, baseURL, 'pwuser01', 'Start-2026x', { redirect: '/accounts/myaccount' });
  const card = page.getByRole('region', { name: 'Change password' });
  await field(card, 'New password').fill('abcdefgh');
  await card.getByText('Strength: weak').waitFor();
  await field(card, 'New password').fill('River-Stone-2027');
  await card.getByText('Strength: strong').waitFor();
  await field(card, 'Current password').fill('Nope-2026x');
  await field(card, 'New password again').fill('River-Stone-2026');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(field(card, 'New password again')).toHaveAccessibleDescription(/The two passwords do not match/);
  await field(card, 'New password again').fill('River-Stone-2027');
  await card.getByRole('button', { name: 'Change password' }).click();
  await expect(field(card, 'Current password')).toHaveAccessibleDescription(/The current password is wrong/);

  await field(card, 'Current password').fill('Start-2026x');
  await card.getByRole('button', { name: 'Change password' }).click();
  const dialog = dialogNamed(page, 'Password changed');
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Sign in again' }).click();
  await page.waitForURL(/\/user\/login\?redirect=%2Faccounts%2Fmyaccount/);
  // The password was never written to the browser's storage.
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }) + document.cookie)).not.toMatch(
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
}, testInfo) => {
  await resetMock(baseURL);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/reportapi' });
  const key = (await page.getByTestId('api-key').textContent()).trim();
  const masked = await page.getByTestId('api-secret').textContent();
  expect(key).toMatch(/^mk_[0-9a-f]+$/);
  expect(masked).toMatch(/^•+[0-9a-f]{4}$/);
  // The page never has the secret until the password is given again (issue 28); a wrong one is refused.
  expect(await page.content()).not.toMatch(/[0-9a-f]{48}/);
  await page.getByRole('button', { name: /Show/ }).click();
  const ask = page.getByRole('dialog').filter({ hasText: 'Show the secret' });
  await ask.getByLabel('Your password').fill('Wrong@2026');
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(ask.getByText('The password is wrong')).toBeVisible();
  await expect(page.getByTestId('api-secret')).toHaveText(masked);
  await ask.getByLabel('Your password').fill(ACCOUNTS.demo.password);
  await ask.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByTestId('api-secret')).toHaveText(/^\s*[0-9a-f]{16,}\s*$/);
  const secret = (await page.getByTestId('api-secret').textContent()).trim();
  expect(secret.slice(-4)).toBe(masked.slice(-4));
  await page.getByRole('button', { name: 'Copy secret' }).click();
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: 'secret in the clipboard' })
    .toBe(secret);

  // The examples are text in <pre>, with this key and this server.
  const curl = await page.getByTestId('guide-curl').textContent();
  expect(curl).toContain(`API_KEY='${key}'`);
  expect(curl).toContain(`'${baseURL}/openapi/report'`);
  expect(curl, 'the secret is never put into an example').not.toContain(secret);
  await page.getByRole('tab', { name: 'JavaScript' }).click();
  const js = await page.getByTestId('guide-js').textContent();
  await expect(page.locator('pre script, pre a, pre b')).toHaveCount(0);

  // Run both examples exactly as shown, on a computer whose clock agrees with the server's (the mock's test
  // clock runs an hour ahead in the provider day's first hour): `date +%s` and Date.now() read the server's time.
  const offset = Math.round(((await mockNow(baseURL)) - Date.now()) / 1000);
  const shell = (script) =>
    `date() { if [ "$1" = +%s ]; then echo $(( $(command date +%s) + ${offset} )); else command date "$@"; fi; }\n${script}`;
  const clock = testInfo.outputPath('server-clock.mjs');
  writeFileSync(clock, `const real = Date.now; Date.now = () => real() + ${offset * 1000};\n`);
  const env = { ...process.env, REPORT_API_SECRET: secret };
  const curlOut = await run('bash', ['-c', shell(curl)], { env, timeout: 60000 });
  const answer = JSON.parse(curlOut.stdout);
  expect(answer.code).toBe(0);
  // The guide's example asks for the page's dimensions in the account's zone (issue 17): rows by day and country.
  expect(answer.result).toMatchObject({ groupBy: 'day,country', timeZone: 'Asia/Shanghai', pageSize: 1000 });
  expect(answer.result.list[0]).toMatchObject({
    date: expect.any(String),
    country: expect.stringMatching(/^[A-Z]{2}$/),
  });
  const file = testInfo.outputPath('report-api-example.mjs');
  writeFileSync(file, js);
  const jsOut = await run(process.execPath, ['--import', clock, file], { env, timeout: 60000, cwd: root });
  expect(jsOut.stdout).toMatch(/impressions/);
  await page.reload();
  await expect(page.getByTestId('last-used')).toBeVisible();
  await expect(page.getByTestId('last-used')).not.toHaveText('Never');

  // After a reload the secret is masked again: "Show" would ask for the password once more.
  await expect(page.getByTestId('api-secret')).toHaveText(/^•+[0-9a-f]{4}$/);
  // Rotation: confirm with the password, a new secret is shown, and the old one keeps working for its 24 hours of grace.
  await page.getByRole('button', { name: /Rotate secret/ }).click();
  const rotate = page.getByRole('dialog').filter({ hasText: 'Rotate the secret?' });
  await rotate.getByText(/keeps working for 24 hours/).waitFor();
  await rotate.getByLabel('Your password').fill(ACCOUNTS.demo.password);
  await rotate.getByRole('button', { name: 'Rotate' }).click();
  await expect
    .poll(
      async () => {
        const shown = (await page.getByTestId('api-secret').textContent()).trim();
        return /^[0-9a-f]{16,}$/.test(shown) && shown !== secret;
      },
      { message: 'the new secret' },
    )
    .toBe(true);
  const rotated = (await page.getByTestId('api-secret').textContent()).trim();
  expect((await page.getByTestId('api-key').textContent()).trim()).toBe(key);
  // Both keys on the page: the old one masked, with its expiry.
  const previous = page.getByTestId('api-previous-secret');
  await expect(previous).toContainText(secret.slice(-4));
  await expect(previous).not.toContainText(secret);
  await expect(previous).toContainText('Still accepted until');
  await expect(page.getByTestId('last-used')).toHaveText('Never');
  const old = await run('bash', ['-c', shell(curl)], { env, timeout: 60000 });
  expect(JSON.parse(old.stdout).code).toBe(0);
  const fresh = await run('bash', ['-c', shell(curl)], { env: { ...env, REPORT_API_SECRET: rotated }, timeout: 60000 });
  expect(JSON.parse(fresh.stdout).code).toBe(0);
  // Each key's last use is recorded apart.
  await page.reload();
  await expect(page.getByTestId('last-used')).not.toHaveText('Never');
  await expect(page.getByTestId('api-previous-secret')).toContainText('Last used:');
  await expect(page.getByTestId('api-previous-secret')).not.toContainText('Last used: Never');
  await resetMock(baseURL);
});

test('report API: a request signed 6 minutes in the past is refused', async ({ baseURL }) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', ACCOUNTS.demo.password);
  const { body } = await api(baseURL, '/media/reportApi/get', {}, demo);
  const { apiKey, secret } = body.result;
  const ts = Math.floor((await mockNow(baseURL)) / 1000) - 360;
  const query = 'end=2026-01-02&groupBy=day&start=2026-01-01';
  const script = `printf '%s\\n%s\\n%s' "${ts}" "nonce-skew-1" "${query}" | openssl dgst -sha256 -hmac "$S" | awk '{print $NF}'`;
  const sig = (await run('bash', ['-c', script], { env: { ...process.env, S: secret } })).stdout.trim();
  const res = await fetch(`${baseURL}/openapi/report?${query}`, {
    headers: { 'X-Api-Key': apiKey, 'X-Timestamp': String(ts), 'X-Nonce': 'nonce-skew-1', 'X-Signature': sig },
  });
  expect(res.status).toBe(401);
  expect((await res.json()).message).toMatch(/300 s/);
});
