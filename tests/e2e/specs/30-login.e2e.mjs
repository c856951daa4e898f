import { expect, test } from '../fixtures.mjs';
import { pendingFaults, resetMock, setFault, useLocale, ACCOUNTS, setLocale } from '../lib/console.mjs';
import { mailboxCode } from '../lib/account.mjs';

const DEMO_EMAIL = 'demo@media-console.test';
const SIGN_IN = '/media/authorize/get';

test('login: password is the default tab; empty fields get messages; a wrong password keeps the form', async ({
  page,
  baseURL,
}) => {
  await useLocale(page, baseURL, 'en-US');
  await expect(page.getByRole('tab', { selected: true })).toHaveText('Account and password');
  const submit = page.locator('button[type=submit]');
  await expect(submit).toHaveCount(1);
  await submit.click();
  await page.getByText('Enter your account name').waitFor();
  await page.getByText('Enter your password').waitFor();

  let calls = 0;
  page.on('request', (r) => {
    if (r.url().endsWith(SIGN_IN)) calls += 1;
  });
  // A slow answer shows the progress state and keeps a second click from sending again.
  await setFault(baseURL, { path: SIGN_IN, type: 'slow', delayMs: 1500, times: 1 });
  await page.locator('#account').fill('demo');
  await page.locator('#password').fill('Wrong@2026');
  await submit.click();
  // antd marks the button busy and puts its loading icon in front of the text.
  await expect(submit.getByRole('img', { name: 'loading' })).toBeVisible();
  await expect(submit).toHaveText('Signing in…');
  await submit.click({ force: true });
  await page.keyboard.press('Enter');
  await page.getByRole('alert').filter({ hasText: 'Wrong account or password' }).waitFor();
  expect(calls).toBe(1);
  await expect(page.locator('#account')).toHaveValue('demo');
  await expect(page.locator('#password')).toHaveValue('Wrong@2026');
  expect(new URL(page.url()).pathname).toBe('/user/login');

  // A disabled account is refused the same way (sub02).
  await page.locator('#account').fill('sub02');
  await page.locator('#password').fill(ACCOUNTS.sub01.password);
  await submit.click();
  await page.getByRole('alert').filter({ hasText: 'This account is disabled' }).waitFor();
});

test('login: email code with 60 s countdown; wrong, used and expired codes are refused; then the redirect is followed', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await setLocale(page, baseURL, 'en-US');
  await page.goto(`${baseURL}/user/login?redirect=${encodeURIComponent('/accounts/myaccount')}`);
  await page.getByRole('tab', { name: 'Email code' }).click();
  await expect(page.locator('button[type=submit]')).toHaveCount(1);
  await page.locator('#email').fill('not-an-email');
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByText('Enter a valid email address').waitFor();

  await page.locator('#email').fill(DEMO_EMAIL);
  await page.getByRole('button', { name: 'Send code' }).click();
  const resend = page.getByTestId('send-code');
  await expect(resend).toHaveText(/^Send again in (60|59) s$/);
  await expect(resend).toBeDisabled();
  await page
    .getByText(`If ${DEMO_EMAIL} belongs to an account, a code is on its way. It is valid for 10 minutes.`)
    .waitFor();
  const code = await mailboxCode(baseURL, DEMO_EMAIL);

  // Wrong code: the server says so, the form keeps what was typed.
  const wrong = code === '000000' ? '111111' : '000000';
  await page.locator('#code').fill(wrong);
  await page.locator('button[type=submit]').click();
  await page.getByRole('alert').filter({ hasText: 'Wrong or expired verification code' }).waitFor();
  await expect(page.locator('#email')).toHaveValue(DEMO_EMAIL);
  await expect(page.locator('#code')).toHaveValue(wrong);

  // An expired code (forced through the mock's fault switch) gets the same answer.
  await setFault(baseURL, {
    path: '/media/authorize/email/verify',
    type: 'business',
    code: 4010,
    message: 'Wrong or expired verification code',
    times: 1,
  });
  await page.locator('#code').fill(code);
  await page.locator('button[type=submit]').click();
  await expect.poll(() => pendingFaults(baseURL), { message: 'the fault to be used' }).toEqual([]);
  await page.getByRole('alert').filter({ hasText: 'Wrong or expired verification code' }).waitFor();
  expect(new URL(page.url()).pathname).toBe('/user/login');

  // The right code signs in and lands on the redirect target.
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/accounts\/myaccount$/);
  await page.getByText('Account details').waitFor();

  // A code works once.
  const second = await page.context().newPage();
  await second.goto(`${baseURL}/user/login`);
  await second.getByRole('tab', { name: 'Email code' }).click();
  await second.locator('#email').fill(DEMO_EMAIL);
  await second.locator('#code').fill(code);
  await second.locator('button[type=submit]').click();
  await second.getByRole('alert').filter({ hasText: 'Wrong or expired verification code' }).waitFor();
  // And a new code cannot be sent within 60 s.
  await second.getByRole('button', { name: 'Send code' }).click();
  await second
    .getByRole('alert')
    .filter({ hasText: /less than 60 seconds ago/ })
    .waitFor();
});

test('login: a redirect to another site is ignored; the default is the dashboard', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'en-US');
  for (const target of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
    await page.goto(`${baseURL}/user/login?redirect=${encodeURIComponent(target)}`);
    await page.locator('#account').fill('demo');
    await page.locator('#password').fill(ACCOUNTS.demo.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => u.pathname === '/dashboard');
    expect(new URL(page.url()).origin).toBe(baseURL);
    await page.evaluate(() => localStorage.clear());
  }
});

test('login: the language selector switches the page from Chinese to English', async ({ page, baseURL }) => {
  await useLocale(page, baseURL, 'zh-CN');
  await page.getByRole('tab', { name: '账户密码登录' }).waitFor();
  await page.getByTestId('lang-select').click();
  await page.getByRole('menuitemradio', { name: 'English', exact: true }).click();
  await page.getByRole('tab', { name: 'Account and password' }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe('en-US');
  await page.locator('button[type=submit]').click();
  await page.getByText('Enter your account name').waitFor();
});
