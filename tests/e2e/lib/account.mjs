// Helpers for the account-area browser tests (sign-in, my account, report API, sub-accounts).
import { until } from './harness.mjs';

/** Reseeds the mock: data back to the seed, every session ended, faults cleared. */
export async function resetMock(baseURL) {
  const res = await fetch(`${baseURL}/__mock/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`mock reset failed: ${res.status}`);
}

/** Opens the login page and picks the console language before anything else loads. */
export async function useLocale(page, baseURL, locale = 'en-US') {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
  await page.reload();
  await page.locator('#account').waitFor();
}

/** A provider call from the test itself (setup through the API, not the UI). */
export async function api(baseURL, path, body = {}, token = '') {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': token, 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Signs in through the API. The mock keeps one session per account: this ends a browser session of the same account. */
export async function apiToken(baseURL, account, password) {
  const { body } = await api(baseURL, '/media/authorize/get', { account, password });
  if (body.code !== 0) throw new Error(`sign-in of ${account} failed: ${body.message}`);
  return body.result['user-token'];
}

/** The token the page is signed in with. */
export function pageToken(page) {
  return page.evaluate(() => localStorage.getItem('gsAuthorization'));
}

/** Creates a sub-account of demo through the API; returns it. */
export async function createSub(baseURL, demoToken, fields) {
  const { body } = await api(
    baseURL,
    '/media/subAccount/create',
    { password: 'Start-2026x', name: fields.account_name, appIds: [], ...fields },
    demoToken,
  );
  if (body.code !== 0)
    throw new Error(`creating ${fields.account_name} failed: ${body.message} ${JSON.stringify(body.errors)}`);
  return body.result;
}

/** The code the mock "sent" to an address. */
export async function mailboxCode(baseURL, email) {
  return until(async () => {
    const res = await fetch(`${baseURL}/__mock/mailbox?email=${encodeURIComponent(email)}`);
    const body = await res.json();
    return body.result && !body.result.used ? body.result.code : null;
  }, `a code for ${email}`);
}

/** Signs in through the login form as any account (not only the shared ACCOUNTS). */
export async function signInWith(page, baseURL, account, password, { redirect } = {}) {
  await page.goto(`${baseURL}/user/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 20000 });
}

/** The visible text of the antd message / notification toasts. */
export async function toastText(page) {
  return (await page.locator('.ant-message, .ant-notification').allTextContents()).join(' ');
}
