// Helpers every area's browser tests share: demo accounts, sign-in, the mock's
// QA switches, and locators for the console's chrome and antd's widgets by
// role, label and text (never by antd's class names).
import { readFileSync } from 'node:fs';
import { expect } from '../fixtures.mjs';

/**
 * The seeded password of a demo account, read from the mock's seed: the one place it is written. (Read as
 * text: this module is also loaded outside Playwright's compiler, by the global setup, which cannot import TS.)
 */
function seedPassword(account) {
  const seed = readFileSync(new URL('../../../mock/core/seed/accounts.ts', import.meta.url), 'utf8');
  const found = new RegExp(`account_name: '${account}',\\s*password: '([^']+)'`).exec(seed);
  if (!found) throw new Error(`no seed account ${account} in mock/core/seed/accounts.ts`);
  return found[1];
}

/** Demo accounts of the mock (README, docs/api.md), with the seed's passwords. */
export const ACCOUNTS = Object.fromEntries(
  ['demo', 'admin', 'sub01', 'ops01'].map((account) => [account, { account, password: seedPassword(account) }]),
);

/**
 * Fills the login form already on the page and waits until the console left
 * the login page. The inputs keep the ids #account and #password and the form
 * has one submit button, whatever the language (docs/account.md).
 */
export async function submitLogin(page, account, password) {
  await page.locator('#account').fill(account);
  await page.locator('#password').fill(password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((u) => !u.pathname.startsWith('/user/login'));
}

/** Signs in through the login form as any account, optionally with a redirect. */
export async function signInWith(page, baseURL, account, password, { redirect } = {}) {
  await page.goto(`${baseURL}/user/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`);
  await submitLogin(page, account, password);
}

/** Signs in through the login form as one of the demo accounts: for the tests about signing in (30-login, 20-session, 22-security). */
export async function signInByForm(page, baseURL, who = 'demo', options = {}) {
  const { account, password } = ACCOUNTS[who];
  await signInWith(page, baseURL, account, password, options);
}

/** Fills the login form on the page already showing it (after a forced sign-out). */
export async function signInHere(page, who = 'demo') {
  const { account, password } = ACCOUNTS[who];
  await submitLogin(page, account, password);
}

/**
 * Puts the page on the console's origin without starting the console (a static
 * file of the build), so its storage can be written before the first page loads.
 */
async function onOrigin(page, baseURL) {
  if (new URL(page.url()).origin !== new URL(baseURL).origin) await page.goto(`${baseURL}/version.json`);
}

/**
 * Signs in as a demo account without the login form, for the tests that are
 * not about signing in: the page itself calls the sign-in API (so the mock
 * records the browser's own device, as for a form sign-in), stores the session
 * as src/session does after a sign-in (token in local storage and cookie,
 * expiry, userInfo), then opens `redirect` (the home page by default). The
 * console fetches the menu codes on that first load (getInitialState). Each
 * call is a fresh session: the mock keeps one per account (MOCK_SESSION_LIMIT),
 * each worker has its own mock, and a test's reset ends every session, so a
 * session saved once per run could not outlive the next test (README, Browser tests).
 * `locale` also picks the console language before that first load.
 */
export async function signIn(page, baseURL, who = 'demo', { redirect = '/', locale } = {}) {
  const { account, password } = ACCOUNTS[who];
  await onOrigin(page, baseURL);
  const failure = await page.evaluate(
    async ([credentials, lang]) => {
      const res = await fetch('/media/authorize/get', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'Accept-Language': 'en-US' },
        body: JSON.stringify(credentials),
      });
      const env = await res.json().catch(() => null);
      const result = env?.result;
      if (!res.ok || !result?.['user-token']) return `${res.status} ${JSON.stringify(env)}`;
      // The names of src/session/constants.ts KEYS; the numbers of TOKEN_LIFETIME_MS.
      const lifetime = 5 * 60 * 1000;
      const token = result['user-token'];
      const { account_name, access, accountId, parentId, timeZone } = result.userInfo;
      localStorage.setItem('gsAuthorization', token);
      localStorage.setItem('updatetime', String(Date.now() + lifetime));
      localStorage.setItem('userInfo', JSON.stringify({ account_name, access, accountId, parentId, timeZone }));
      if (lang) localStorage.setItem('umi_locale', lang);
      document.cookie = `user-token=${token}; path=/; samesite=strict`;
      document.cookie = `effectivetime=${lifetime}; path=/; samesite=strict`;
      return null;
    },
    [{ account, password }, locale ?? null],
  );
  if (failure) throw new Error(`sign-in of ${account} failed: ${failure}`);
  await page.goto(`${baseURL}${redirect}`);
}

/** Picks the console language before anything else loads (no console page is opened). */
export async function setLocale(page, baseURL, locale = 'en-US') {
  await onOrigin(page, baseURL);
  await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
}

/** Picks the console language and opens the login page in it. */
export async function useLocale(page, baseURL, locale = 'en-US') {
  await setLocale(page, baseURL, locale);
  await page.goto(`${baseURL}/user/login`);
  await page.locator('#account').waitFor();
}

/** The mock's own time (ms): the server's clock, which a signature or a code is checked against. */
export async function mockNow(baseURL) {
  const { result } = await (await fetch(`${baseURL}/__mock/health`)).json();
  return Date.parse(result.now);
}

/** Reseeds the mock: data back to the seed, every session ended, faults cleared. */
export async function resetMock(baseURL) {
  const res = await fetch(`${baseURL}/__mock/reset`, { method: 'POST' });
  if (!res.ok) throw new Error(`mock reset failed: ${res.status}`);
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

/** The faults the mock still holds (each one is dropped once used up). */
export async function pendingFaults(baseURL) {
  return (await (await fetch(`${baseURL}/__mock/faults`)).json()).result;
}

/** The menu layout's sider: the <aside> (role complementary) that holds the main menu. */
export const sider = (page) => page.getByRole('complementary');

/** The 403 page (antd Result titled "403"). */
export const forbidden = (page) => page.getByText('403', { exact: true });

/** The 404 page (antd Result titled "404"). */
export const notFound = (page) => page.getByText('404', { exact: true });

/**
 * The records of a table: rc-table marks each record's row with its key
 * (data-row-key); the header row, the "no data" row and antd's hidden
 * measuring row have none.
 */
export const tableRows = (scope) => scope.locator('tbody tr[data-row-key]');

/** A page button of antd's pagination (a list item named by its number). */
export const pageButton = (page, n) => page.getByRole('listitem', { name: String(n), exact: true });

/** An open Popconfirm (role tooltip) asking `question`. */
export const popconfirm = (page, question) => page.getByRole('tooltip').filter({ hasText: question });

/**
 * Answers the open Popconfirm asking `question` with its button `answer`, by
 * keyboard: the popup follows its anchor when the page scrolls the button into
 * view, and on a busy machine a click can land where the popup was (seen).
 */
export async function answerPopconfirm(page, question, answer) {
  await popconfirm(page, question).getByRole('button', { name: answer, exact: true }).press('Enter');
}

/** An open dialog (modal, confirm or drawer) by its whole title. */
export const dialogNamed = (page, title) => page.getByRole('dialog', { name: title, exact: true });

/**
 * Chooses `option` in an antd Select, given its combobox (for instance
 * `getByLabel('Category')`). By keyboard, never by clicking the list: antd's
 * list is virtual and animated, and a click on an option that is still moving
 * can land on nothing (the known "Games" flake); the shown value also covers
 * the combobox itself. A key opens the list; a searchable Select gets the text
 * typed (`search`, by default the option itself; some Selects search another
 * field, like the page-size one its number); arrow keys then move the active
 * option, which the combobox names in aria-activedescendant, until it is
 * `option`; Enter picks it.
 */
export async function pickOption(page, combobox, option, { search = option } = {}) {
  if ((await combobox.getAttribute('aria-expanded')) !== 'true') await combobox.press('ArrowDown');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  // On opening, antd queues a zero-delay timer that makes the current value the
  // active option: let it run first (timers of equal delay run in order).
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve);
      }),
  );
  if (await combobox.isEditable()) await combobox.fill(search);
  // The option, in the listbox the combobox controls (a virtual list renders the
  // active option and its neighbours there, in a hidden copy for assistive technology).
  const listbox = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
  const target = listbox.getByRole('option', { name: option, exact: true });
  await expect(async () => {
    const active = await combobox.getAttribute('aria-activedescendant');
    if ((await target.count()) !== 1 || (await target.getAttribute('id')) !== active) {
      await combobox.press('ArrowDown');
      throw new Error(`the active option (${active}) is not "${option}"`);
    }
  }, `"${option}" active`).toPass({ intervals: [50, 100, 200] });
  await combobox.press('Enter');
}

/** A preset of an open antd date picker ("Last 7 days"): an entry of its list of presets. */
export const pickerPreset = (page, label) => page.getByRole('listitem').filter({ hasText: new RegExp(`^${label}$`) });

/**
 * A report day ("2026-11-22") as the date pickers and tables show it in
 * `locale` (src/utils/format.ts dayPattern: Latin digits, Gregorian calendar).
 */
export function shownDay(day, locale = 'en-US') {
  return new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/**
 * Chooses the preset `label` of the range picker whose start input is `input`,
 * until that input shows `start` (a report day, shown in the locale's date format). The popup follows its anchor when the page
 * scrolls, and on a busy machine a click can land where it was (seen); picking
 * the same preset again is harmless.
 */
export async function pickRangePreset(page, input, label, start, locale = 'en-US') {
  const preset = pickerPreset(page, label);
  await expect(async () => {
    if (!(await preset.isVisible())) await input.click();
    await preset.click({ timeout: 5000 });
    await expect(input).toHaveValue(shownDay(start, locale), { timeout: 2000 });
  }, `the preset "${label}" chosen`).toPass();
}

/** A provider call from the page with the page's own session (token, English answers): the whole envelope. */
export async function callFromPage(page, path, body = {}) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-token': localStorage.getItem('gsAuthorization') || '',
          'Accept-Language': 'en-US',
        },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [path, body],
  );
}

/**
 * Resolves once `text` has been on the page, watched from now on by the page
 * itself (a MutationObserver): a toast that leaves after 3 s is caught even
 * while the test is busy checking a file, when a locator's polling, run by
 * the test's own process, could miss it. Start it before the action.
 */
export async function textShown(page, text) {
  await page.evaluate(
    (t) =>
      new Promise((resolve) => {
        const check = () => {
          if (!document.body.innerText.includes(t)) return false;
          resolve(true);
          return true;
        };
        if (check()) return;
        const observer = new MutationObserver(() => {
          if (check()) observer.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      }),
    text,
  );
}

/**
 * Waits until nothing in `locator` or around it is animating (a dialog or menu that is still opening: a
 * dropdown's item sits inside the box that zooms in). A click during the opening animation can go by
 * unregistered on a busy machine: seen on CI with a modal's first button and a dropdown's item.
 */
export async function whenSettled(locator) {
  await expect
    .poll(
      () =>
        locator.evaluate((el) => {
          let running = el.getAnimations({ subtree: true }).length;
          for (let up = el.parentElement; up; up = up.parentElement) running += up.getAnimations().length;
          return running;
        }),
      { message: 'still animating' },
    )
    .toBe(0);
  return locator;
}

/**
 * Opens `path` and waits for `ready(page)` of that page, the way a user moves
 * between pages: inside the running console (the router's own navigation, as
 * a menu link does) when it is already open on another route, else by loading
 * the address. A sweep of many pages then costs one page load, not one per
 * page (about 0.4 s a page against 2.3 s). Before leaving, every element of the
 * old page is marked, so `ready` is only met by the new page's elements, not by
 * a table of the page being left. A new query on the same route loads the
 * address: a page reads its query when it mounts.
 */
export async function visit(page, baseURL, path, ready) {
  const here = new URL(page.url());
  const to = new URL(path, baseURL);
  const running =
    here.origin === to.origin &&
    here.pathname !== to.pathname &&
    (await page.evaluate(() => (document.getElementById('root')?.childElementCount ?? 0) > 0));
  if (!running) {
    await page.goto(to.href);
    await ready(page).first().waitFor();
    return;
  }
  await page.evaluate((href) => {
    for (const el of document.body.querySelectorAll('*')) el.setAttribute('data-e2e-left', '');
    window.history.pushState(null, '', href);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to.pathname + to.search);
  await ready(page).and(page.locator(':not([data-e2e-left])')).first().waitFor();
}
