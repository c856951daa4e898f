// Issue 34: an app opened and edited from its card on a phone (390×844 and 360×740, touch), in en-US and ar-EG.
// (The three lists at phone width, no sideways scroll and cards with their status: 91-phone-reports, with the
// other daily pages in one sign-in per size and locale.)
import { expect, test } from '../fixtures.mjs';
import { resetMock, signIn } from '../lib/console.mjs';
import { messages } from '../lib/locales.mjs';
import { buttonName, sideways } from '../lib/phone.mjs';

for (const [width, height] of [
  [390, 844],
  [360, 740],
]) {
  test.describe(`at ${width}×${height} with touch`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test('an app is opened from its card and edited', async ({ page, baseURL }) => {
      await resetMock(baseURL);
      for (const locale of ['en-US', 'ar-EG']) {
        const m = messages(locale);
        await signIn(page, baseURL, 'demo', { redirect: '/flow/app', locale });
        const card = page.getByTestId('list-card').filter({ hasText: 'Daily Recipes' }).first();
        await card.getByRole('button', { name: buttonName(m['common.edit']) }).tap();
        const dialog = page.getByRole('dialog');
        const name = dialog.getByLabel(m['app.field.name']);
        await expect(name).toHaveValue(/^Daily Recipes/);
        expect(await sideways(page), `edit dialog (${locale}) scrolls sideways`).toBeLessThanOrEqual(1);
        // One column: the field is about as wide as the dialog's body.
        const field = await name.boundingBox();
        expect(field.width, 'full-width name field').toBeGreaterThan(width * 0.6);
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
}
