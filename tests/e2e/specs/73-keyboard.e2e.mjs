// Keyboard alone (issue 22, WCAG 2.1.1, 2.4.3, 2.4.7): sign in, create an app through its
// dialog, open and close a dialog; every focused control shows where the focus is, the dialog
// keeps the focus inside while open and gives it back to its opener when closed.
import { expect, test } from '../fixtures.mjs';
import { setLocale, tableRows, ACCOUNTS } from '../lib/console.mjs';

/** The focused element, as a handle in the page. */
const focused = (page) => page.evaluateHandle(() => document.activeElement);

/** Whether `locator` holds the focus. */
const hasFocus = (locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus, checking on the way that
 * every stop shows a focus indicator. Fails after `max` presses.
 */
async function tabTo(page, target, { key = 'Tab', max = 40 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(key);
    await expectFocusVisible(page);
    if (await hasFocus(target)) return;
  }
  throw new Error(`${max} × ${key} never reached ${target}`);
}

/**
 * The focused element shows it: an outline or a box shadow on it or on the box that draws
 * it (a radio button's hidden input is drawn by its label, a Select's input by its frame,
 * a dialog's focus holder by the content inside it).
 */
async function expectFocusVisible(page) {
  // Some controls draw their ring from React state set by the focus event (a Select's frame
  // gets its focused class on the next render), so wait for it rather than read it once.
  await expect.poll(() => focusRing(page), { intervals: [50, 100, 250] }).toMatch(/^(ring|body|sentinel)$/);
}

/** What shows the focus now: 'ring', 'body', 'sentinel', or why nothing does. */
async function focusRing(page) {
  return (await focused(page)).evaluate((el) => {
    if (el === document.body) return 'body';
    // antd's dialog keeps the focus inside with two empty 0×0 stops at its start and end
    // (rc-dialog's sentinels): a Tab that reaches one goes on round the dialog, there is
    // nothing to draw a ring around. Only those: empty, sizeless, inside a dialog.
    const box = el.getBoundingClientRect();
    if (el.closest('[role=dialog]') && !el.childElementCount && box.width === 0 && box.height === 0) return 'sentinel';
    const visible = (node) => {
      const s = getComputedStyle(node);
      const outline = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0;
      return outline || s.boxShadow !== 'none';
    };
    for (let node = el, depth = 0; node && depth < 5; node = node.parentElement, depth += 1)
      if (visible(node)) return 'ring';
    // A holder that draws nothing itself (antd's dialog panel): its content's frame shows the ring.
    if (el.firstElementChild && visible(el.firstElementChild)) return 'ring';
    return `no focus indicator on ${el.outerHTML.slice(0, 160)}`;
  });
}

/** Whether the focus is inside `dialog`. */
const focusInside = (dialog) => dialog.evaluate((el) => el.contains(document.activeElement));

test('keyboard: sign in, create an app in its dialog, dialogs trap focus and give it back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await setLocale(page, baseURL, 'en-US');
  await page.goto(`${baseURL}/user/login?redirect=${encodeURIComponent('/flow/app')}`);
  const account = page.locator('#account');
  await account.waitFor();

  // Sign in: Tab to the account field, type, Tab on to the password, Enter submits.
  await tabTo(page, account);
  await page.keyboard.type('demo');
  await tabTo(page, page.locator('#password'));
  await page.keyboard.type(ACCOUNTS.demo.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === '/flow/app');
  await tableRows(page).first().waitFor();

  // Open the create-app dialog with Enter: the focus moves into it.
  const opener = page.getByRole('button', { name: 'Create app' }).first();
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create app', exact: true });
  await dialog.waitFor();
  await expect.poll(() => focusInside(dialog)).toBe(true);

  // Fill it: text by typing, the platform by arrow keys, the category by the list's keys.
  await tabTo(page, dialog.getByLabel('App name'));
  await page.keyboard.type('Keyboard Runner');
  await tabTo(page, dialog.getByRole('radio', { name: 'Android' }));
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: 'iOS' })).toBeChecked();
  await tabTo(page, dialog.getByLabel('Bundle ID'));
  await page.keyboard.type('com.demomedia.keyboardrunner');
  await tabTo(page, dialog.getByLabel('Store URL'));
  await page.keyboard.type('https://apps.apple.com/app/id42');
  const category = dialog.getByRole('combobox', { name: 'Category' });
  await tabTo(page, category);
  await page.keyboard.press('ArrowDown');
  await expect(category).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.type('Games');
  const games = page.locator(`[id="${await category.getAttribute('aria-controls')}"]`).getByRole('option', {
    name: 'Games',
    exact: true,
  });
  await expect(async () => {
    if (
      (await games.count()) !== 1 ||
      (await games.getAttribute('id')) !== (await category.getAttribute('aria-activedescendant'))
    ) {
      await page.keyboard.press('ArrowDown');
      throw new Error('"Games" is not the active option yet');
    }
  }).toPass({ intervals: [50, 100, 200] });
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle('Games', { exact: true })).toBeVisible();

  // Submit with Space on Save: the dialog closes and the list shows the new app.
  await tabTo(page, dialog.getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Space');
  await expect(dialog).toBeHidden();
  await expect(tableRows(page).filter({ hasText: 'Keyboard Runner' })).toHaveCount(1);

  // Open it again and walk it both ways: the focus never leaves the dialog.
  await opener.focus();
  await page.keyboard.press('Enter');
  await dialog.waitFor();
  await expect.poll(() => focusInside(dialog)).toBe(true);
  for (const key of ['Tab', 'Shift+Tab'])
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press(key);
      expect(await focusInside(dialog), `focus inside the dialog after ${i + 1} × ${key}`).toBe(true);
      await expectFocusVisible(page);
    }

  // Escape closes it (nothing typed) and the focus is back on the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => hasFocus(opener)).toBe(true);
  await expectFocusVisible(page);
});
