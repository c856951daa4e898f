import { until } from './harness.mjs';

/** Demo accounts of the mock (README, docs/api.md). */
export const ACCOUNTS = {
  demo: { account: 'demo', password: 'Demo@2026' },
  admin: { account: 'admin', password: 'Admin@2026' },
  sub01: { account: 'sub01', password: 'Sub@2026' },
};

/** Signs in through the login form and waits until the console left the login page. */
export async function signIn(page, baseURL, who = 'demo', { redirect } = {}) {
  const { account, password } = ACCOUNTS[who];
  const url = `${baseURL}/user/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`;
  await page.goto(url);
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 20000 });
}

/** QA switches of the mock: force an answer for one path or all. */
export async function setFault(baseURL, fault) {
  const res = await fetch(`${baseURL}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!res.ok) throw new Error(`setting fault failed: ${res.status}`);
}

export async function clearFaults(baseURL) {
  await fetch(`${baseURL}/__mock/faults`, { method: 'DELETE' });
}

export async function textOf(page, selector) {
  return until(async () => (await page.locator(selector).first().textContent()) || '', `text of ${selector}`);
}
