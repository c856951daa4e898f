// Issue 34's daily checks on a phone, for creative review, statements and payments: at 390×844 and 360×740 with
// touch, in en-US, zh-CN and ar-EG, no page scrolls sideways, a creative is approved from its one-at-a-time card
// (large buttons) and the next payment is read at a glance. SHOTS=<dir> saves the 390×844 screenshots.
import { expect, test } from '../fixtures.mjs';
import { signIn } from '../lib/console.mjs';
import { settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';

const SHOTS = process.env.SHOTS;
const LOCALES = ['en-US', 'zh-CN', 'ar-EG'];

/** How far the document reaches past the window sideways (0 when it does not scroll). */
const sideways = (page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const [width, height] of [
  [390, 844],
  [360, 740],
]) {
  test.describe(`at ${width}×${height} with touch`, () => {
    test.use({ viewport: { width, height }, hasTouch: true, isMobile: true });

    test('creative review: one creative at a time, approved with a large button, then the next', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, baseURL, 'demo');
      for (const locale of LOCALES) {
        const m = messages(locale);
        await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
        await page.goto(`${baseURL}/materialReview/materialIndex`);
        const card = page.getByTestId('phone-creative');
        await expect(card).toBeVisible();
        await settled(page);
        expect(await sideways(page), `creative review (${locale})`).toBeLessThanOrEqual(1);
        const position = page.getByTestId('phone-position');
        await expect(position).toContainText(/\d/);
        const before = await position.innerText();
        const id = await card.getAttribute('data-id');

        const approve = page.getByRole('button', { name: m['material.action.approve'], exact: true });
        const box = await approve.boundingBox();
        expect(Math.min(box.width, box.height), `approve button (${locale})`).toBeGreaterThanOrEqual(44);
        const next = page.getByRole('button', { name: m['material.action.next'], exact: true });
        expect((await next.boundingBox()).height).toBeGreaterThanOrEqual(44);
        if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/creatives-390-${locale}.png` });

        await approve.tap();
        await expect(card).not.toHaveAttribute('data-id', id);
        await expect(position).not.toHaveText(before);
        // Back one: the creative just approved.
        await page.getByRole('button', { name: m['material.action.previous'], exact: true }).tap();
        await expect(card).toHaveAttribute('data-id', id);
        await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
      }
    });

    test('statements and payments: the next payment, its amount and date, and the months at a glance', async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      await signIn(page, baseURL, 'demo');
      for (const locale of LOCALES) {
        const m = messages(locale);
        await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
        await page.goto(`${baseURL}/financialReport/statements`);
        const next = page.getByTestId('next-payment');
        await expect(next).toHaveAttribute('data-state', 'ready');
        await expect(next).toContainText(/\d/);
        const months = page.getByRole('list', { name: m['payments.title'] });
        await expect(months.getByRole('listitem')).toHaveCount(24);
        await expect(months.locator('[data-status]').first()).toBeVisible();
        await settled(page);
        expect(await sideways(page), `statements (${locale})`).toBeLessThanOrEqual(1);
        if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/statements-390-${locale}.png` });

        // A month opens full width, and Esc closes it.
        await months.getByRole('listitem').nth(1).getByRole('button').tap();
        await expect(page.getByTestId('statement-body')).toBeVisible();
        expect(await sideways(page), `statement drawer (${locale})`).toBeLessThanOrEqual(1);
        if (SHOTS && width === 390) await page.screenshot({ path: `${SHOTS}/statement-drawer-390-${locale}.png` });
        await page.keyboard.press('Escape');
        await expect(page).not.toHaveURL(/month=/);

        await page.goto(`${baseURL}/financialReport/payments`);
        await expect(page.getByTestId('next-payment')).toHaveAttribute('data-state', 'ready');
        await expect(page.getByTestId('payment-profile')).toBeVisible();
        // The next payment first, above the payout details.
        const nextBox = await page.getByTestId('next-payment').boundingBox();
        const profileBox = await page.getByTestId('payment-profile').boundingBox();
        expect(nextBox.y).toBeLessThan(profileBox.y);
        await settled(page);
        expect(await sideways(page), `payments (${locale})`).toBeLessThanOrEqual(1);
        if (SHOTS && width === 390)
          await page.screenshot({ path: `${SHOTS}/payments-390-${locale}.png`, fullPage: true });
      }
    });
  });
}
