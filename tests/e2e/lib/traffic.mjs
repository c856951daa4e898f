// Helpers for the traffic specs (apps, ad positions, import).
import { expect } from '../fixtures.mjs';
import { pickOption, resetMock, setFault, setLocale, signIn, tableRows } from './console.mjs';

/** Reseeds the mock (ends every session), picks the language and signs in. */
export async function start(page, baseURL, { who = 'demo', locale = 'en-US', redirect } = {}) {
  await resetMock(baseURL);
  await setLocale(page, baseURL, locale);
  await signIn(page, baseURL, who, { redirect });
}

export const rows = (page) => tableRows(page);

export async function waitRows(page, count) {
  await expect(rows(page)).toHaveCount(count);
  return rows(page);
}

/** Chooses an option of the antd Select labelled `label` (search forms and dialogs). */
export async function choose(page, label, option, scope = page) {
  const field = scope.getByLabel(label, { exact: true });
  await field.waitFor({ state: 'attached' });
  // A rare filter of a list folds behind "More filters" (issue 33): unfold it first.
  if (!(await field.isVisible()) && (await page.getByTestId('more-filters').isVisible()))
    await page.getByTestId('more-filters').click();
  await pickOption(page, field, option);
}

/** Runs the search form of a ProTable. */
export async function query(page) {
  // While loading, antd puts a "loading" icon into the button's name: match a part.
  await page.getByRole('button', { name: /Query|查 ?询/ }).click();
}

/** Resets the search form of a ProTable. */
export async function resetSearch(page) {
  await page.getByRole('button', { name: /Reset|重 ?置/ }).click();
}

/** Makes the session end the way a server would: the next keep-alive answers 401, then the console signs out. */
export async function forceSignOut(page, baseURL) {
  await setFault(baseURL, { path: '/media/authorize/keep', type: '401', times: 1 });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await page.waitForURL(/\/user\/login\?redirect=/);
}

/** Waits until the page saved a form draft whose key ends with `suffix` (debounced). */
export async function draftSaved(page, suffix) {
  await expect
    .poll(() => page.evaluate((s) => Object.keys(localStorage).some((k) => k.endsWith(s)), suffix), {
      message: `a draft ${suffix} in local storage`,
    })
    .toBe(true);
}
