// Helpers for the account-area browser tests (sign-in, my account, report API, sub-accounts).
import { expect } from '../fixtures.mjs';

/** A provider call from the test itself (setup through the API, not the UI). */
export async function api(baseURL, path, body = {}, token = '') {
  const res = await fetch(`${baseURL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-token': token, 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

/** Signs in through the API: a session of its own (the mock keeps five per account, `MOCK_SESSION_LIMIT`). */
export async function apiToken(baseURL, account, password) {
  const { body } = await api(baseURL, '/media/authorize/get', { account, password });
  if (body.code !== 0) throw new Error(`sign-in of ${account} failed: ${body.message}`);
  return body.result['user-token'];
}

/**
 * Signs the account in through the API as many times as the mock's session limit allows (`/__mock/settings`),
 * as other devices would: every session signed in before (a browser's) is pushed out, and it meets the 406.
 * `device` is the last sign-in's headers (user agent, forwarded address): the device the 406 names.
 */
export async function fillSessions(baseURL, account, password, device = {}) {
  const settings = await fetch(`${baseURL}/__mock/settings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  const { sessionLimit } = (await settings.json()).result;
  for (let i = 0; i < sessionLimit; i++) {
    const res = await fetch(`${baseURL}/media/authorize/get`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en-US',
        ...(i === sessionLimit - 1 ? device : {}),
      },
      body: JSON.stringify({ account, password }),
    });
    const body = await res.json();
    if (body.code !== 0) throw new Error(`sign-in of ${account} failed: ${body.message}`);
  }
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
  let code = null;
  await expect
    .poll(
      async () => {
        const res = await fetch(`${baseURL}/__mock/mailbox?email=${encodeURIComponent(email)}`);
        const body = await res.json();
        code = body.result && !body.result.used ? body.result.code : null;
        return code;
      },
      { message: `a code for ${email}` },
    )
    .not.toBeNull();
  return code;
}
