// Issue 34: the apps, ad-positions and sub-accounts lists on a phone (390×844 and 360×740, touch), in en-US,
// zh-CN and ar-EG: no sideways document scroll, each row a card with its status and problems at a glance, and
// an app opened and edited from its card.
import { expect, test } from '../fixtures.mjs';
import { resetMock, signIn } from '../lib/console.mjs';
import { settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';
import { buttonName, sideways } from '../lib/phone.mjs';

const PAGES = ['/flow/app', '/flow/adpositions', '/accounts/subaccount'];
const LOCALES = ['en-US', 'zh-CN', 'ar-EG'];

/** How far the document scrolls sideways (0 when it does not). */

for (const [width, height] of [
  [390, 844],
  [360, 740],
]) {
  test.describe(`at ${width}×${height} with touch`, () => {
    test.use({ viewport: { width, height }, hasTouch: true });

    test('the three lists do not scroll sideways and show cards with status at a glance', async ({ page, baseURL }) => {
      test.setTimeout(300_000);
      await signIn(page, baseURL, 'demo');
      for (const locale of LOCALES) {
        await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
        for (const path of PAGES) {
          await page.goto(baseURL + path);
          await settled(page);
          await expect.poll(() => page.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(2);
          expect(await sideways(page), `${path} (${locale}) scrolls sideways`).toBeLessThanOrEqual(1);
          if (path !== '/accounts/subaccount') {
            const card = page.getByTestId('list-card').first();
            await expect(card.getByTestId('serving')).toBeVisible();
            // The primary buttons are 44 px touch targets.
            const edit = card.getByRole('button', { name: buttonName(messages(locale)['common.edit']) });
            const box = await edit.boundingBox();
            expect(box.height, `${path} (${locale}) Edit height`).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
          }
        }
      }
    });

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
