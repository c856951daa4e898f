// Issue 34: an app opened and edited from its card on a phone (390×844 and 360×740, touch), in en-US and ar-EG.
// (The three lists at phone width, no sideways scroll and cards with their status: 91-phone-reports, with the
// other daily pages in one sign-in per locale.)
import { expect, test } from '../fixtures.mjs';
import { resetMock, signIn } from '../lib/console.mjs';
import { messages } from '../lib/locales.mjs';
import { buttonName, resizeTo, sideways } from '../lib/phone.mjs';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

test.describe(`at ${SIZES.map((size) => `${size.width}×${size.height}`).join(' and ')} with touch`, () => {
  test.use({ viewport: SIZES[0], hasTouch: true });

  // Both sizes in one page (issue 30: one sign-in and one edit per locale, not one per size and locale): the edit
  // dialog is read at the size it opened in, then with the window resized to the other size, where it is saved.
  test('an app is opened from its card and edited', async ({ page, baseURL }) => {
    await resetMock(baseURL);
    // The size of the window now (an index into SIZES).
    let at = 0;
    for (const locale of ['en-US', 'ar-EG']) {
      const m = messages(locale);
      await signIn(page, baseURL, 'demo', { redirect: '/flow/app', locale });
      const card = page.getByTestId('list-card').filter({ hasText: 'Daily Recipes' }).first();
      await card.getByRole('button', { name: buttonName(m['common.edit']) }).tap();
      const dialog = page.getByRole('dialog');
      const name = dialog.getByLabel(m['app.field.name']);
      await expect(name).toHaveValue(/^Daily Recipes/);
      for (const k of SIZES.keys()) {
        if (k > 0) {
          at = 1 - at;
          await resizeTo(page, SIZES[at]);
        }
        const { width } = SIZES[at];
        expect(await sideways(page), `edit dialog (${locale}) scrolls sideways at ${width} px`).toBeLessThanOrEqual(1);
        // One column: the field is about as wide as the dialog's body.
        const field = await name.boundingBox();
        expect(field.width, `full-width name field at ${width} px`).toBeGreaterThan(width * 0.6);
      }
      const renamed = `Daily Recipes ${locale}`;
      await name.fill(renamed);
      await dialog.getByRole('button', { name: m['common.save'] }).tap();
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId('list-card').filter({ hasText: renamed })).toHaveCount(1);
      await page
        .getByTestId('list-card')
        .filter({ hasText: renamed })
        .getByRole('button', { name: m['common.edit'] })
        .tap();
      await expect(page.getByRole('dialog').getByLabel(m['app.field.name'])).toHaveValue(renamed);
      await page.getByRole('dialog').getByLabel(m['app.field.name']).fill('Daily Recipes');
      await page.getByRole('dialog').getByRole('button', { name: m['common.save'] }).tap();
      await expect(page.getByRole('dialog')).toBeHidden();
    }
  });
});
