// Helpers for the traffic specs (apps, ad positions, import).
import { ACCOUNTS, signIn } from './console.mjs';
import { until } from './harness.mjs';

/** Reseeds the mock (ends every session), picks the language and signs in. */
export async function start(page, baseURL, { who = 'demo', locale = 'en-US', redirect } = {}) {
  const res = await fetch(`${baseURL}/__mock/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`mock reset failed: ${res.status}`);
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
  await signIn(page, baseURL, who, { redirect });
}

export const rows = (page) => page.locator('.ant-table-tbody tr.ant-table-row');

export async function waitRows(page, count) {
  await until(async () => (await rows(page).count()) === count, `${count} table rows`);
  return rows(page);
}

/** Chooses an option of the antd Select labelled `label` (search forms and dialogs). */
export async function choose(page, label, option, scope = page) {
  await scope.getByLabel(label, { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: option })
    .first()
    .click();
}

/** Runs / resets the search form of a ProTable. */
export async function query(page) {
  // While loading, antd puts a "loading" icon into the button's name: match a part.
  await page
    .locator('.ant-pro-query-filter')
    .getByRole('button', { name: /Query|查 ?询/ })
    .click();
}

/** Fills the login form on the page already showing it (after a forced sign-out). */
export async function signInHere(page, who = 'demo') {
  const { account, password } = ACCOUNTS[who];
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 20000 });
}

/** Makes the session end the way a server would: the next keep-alive answers 401, then the console signs out. */
export async function forceSignOut(page, baseURL) {
  await fetch(`${baseURL}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: '/media/authorize/keep', type: '401', times: 1 }),
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForURL(/\/user\/login\?redirect=/, { timeout: 15000 });
}

export async function resetSearch(page) {
  await page
    .locator('.ant-pro-query-filter')
    .getByRole('button', { name: /Reset|重 ?置/ })
    .click();
}

/** The title of the open confirm dialog. */
export const confirmTitle = (page) => page.locator('.ant-modal-confirm-title');
