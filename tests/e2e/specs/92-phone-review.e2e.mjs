// Issue 34's daily checks on a phone, for creative review, statements and payments: at 390×844 and 360×740 with
// touch, in en-US, zh-CN and ar-EG, no page's content reaches past the window, a creative is approved from its one-at-a-time card
// (large buttons) and the next payment is read at a glance. One test and one sign-in per locale, both sizes read in
// the same page (the window resized), the pages reached through the router (issue 30). SHOTS=<dir> saves the 390×844 screenshots.
import { expect, test } from '../fixtures.mjs';
import { signIn, visit } from '../lib/console.mjs';
import { settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';
import { twoSizes } from '../lib/phone.mjs';

const SHOTS = process.env.SHOTS;
const LOCALES = ['en-US', 'zh-CN', 'ar-EG'];

/** A button's name as antd writes it: two Chinese characters get a space between them ("通 过"). */
const label = (text) => new RegExp(`^${[...text].map((c) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s*')}$`);

/**
 * How far the page's content (inside <main>) reaches past the window sideways, in px (0 when it fits), and the
 * boxes that do. Scroll containers (a table's own scroll) hold their overflow. The shell (header, menu) is
 * phone34's and 90-phone's: once it fits at phone width, the document does not scroll sideways on these pages.
 */
const sideways = (page) =>
  page.evaluate(() => {
    const vw = document.documentElement.clientWidth;
    let worst = 0;
    const boxes = [];
    const clipped = (el) => {
      for (let p = el.parentElement; p && p.tagName !== 'MAIN'; p = p.parentElement)
        if (['auto', 'scroll', 'hidden'].includes(getComputedStyle(p).overflowX)) return true;
      return false;
    };
    for (const el of document.querySelectorAll('main *')) {
      const r = el.getBoundingClientRect();
      if (!r.width || clipped(el)) continue;
      const out = Math.max(r.right - vw, -r.left);
      if (out > 1) {
        worst = Math.max(worst, out);
        if (boxes.length < 4) boxes.push(`${el.tagName}.${String(el.className).slice(0, 50)}`);
      }
    }
    return { px: Math.round(worst), boxes: boxes.join(' | ') };
  });

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

test.describe(`at ${SIZES.map((size) => `${size.width}×${size.height}`).join(' and ')} with touch`, () => {
  test.use({ viewport: SIZES[0], hasTouch: true, isMobile: true });
  test.describe.configure({ mode: 'parallel' });

  for (const locale of LOCALES) {
    // Both sizes in one page (issue 30: one sign-in and one journey per locale, not one per size): each screen is
    // read at the size it is on, then with the window resized to the other size, where the journey goes on; the
    // approval and the month opened are done once.
    test(`${locale}: a creative approved with a large button, then the next; the next payment, its amount and date, and the months at a glance`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(180_000);
      const m = messages(locale);
      const { size, resize, px } = twoSizes(page, SIZES);
      const shot = async (name, options = {}) => {
        if (SHOTS && size().width === 390)
          await page.screenshot({ path: `${SHOTS}/${name}-390-${locale}.png`, ...options });
      };
      await signIn(page, baseURL, 'demo', { locale, redirect: '/materialReview/materialIndex' });
      const card = page.getByTestId('phone-creative');
      await expect(card).toBeVisible();
      await settled(page);
      const position = page.getByTestId('phone-position');
      await expect(position).toContainText(/\d/);
      const before = await position.innerText();
      const id = await card.getAttribute('data-id');

      const approve = page.getByRole('button', { name: label(m['review.action.approve']) });
      const nextButton = page.getByRole('button', { name: label(m['review.action.next']) });
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        expect(await sideways(page), `creative review (${locale})${px()}`).toEqual({ px: 0, boxes: '' });
        const box = await approve.boundingBox();
        expect(Math.min(box.width, box.height), `approve button (${locale})${px()}`).toBeGreaterThanOrEqual(44);
        // On an iPhone-sized screen the decision is on the first screen, under the filters, with no scrolling.
        const { height } = size();
        if (height >= 844)
          expect(box.y + box.height, `approve on the first screen (${locale})`).toBeLessThanOrEqual(height);
        expect((await nextButton.boundingBox()).height).toBeGreaterThanOrEqual(44);
        await shot('creatives');
      }

      await approve.tap();
      await expect(card).not.toHaveAttribute('data-id', id);
      await expect(position).not.toHaveText(before);
      // Back one: the creative just approved.
      await page.getByRole('button', { name: label(m['review.action.previous']) }).tap();
      await expect(card).toHaveAttribute('data-id', id);
      await expect(card.locator('[data-status]')).toHaveAttribute('data-status', 'approved');

      // Statements and payments, reached through the router as from the menu.
      await visit(page, baseURL, '/financialReport/statements', (p) => p.getByTestId('next-payment'));
      const next = page.getByTestId('next-payment');
      await expect(next).toHaveAttribute('data-state', 'ready');
      await expect(next).toContainText(/\d/);
      const months = page.getByRole('list', { name: m['statements.title'] });
      await expect(months.getByRole('listitem')).toHaveCount(24);
      await expect(months.locator('[data-status]').first()).toBeVisible();
      await settled(page);
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        expect(await sideways(page), `statements (${locale})${px()}`).toEqual({ px: 0, boxes: '' });
        await shot('statements');
      }

      // A month opens full width, and Esc closes it.
      await months.getByRole('listitem').nth(1).getByRole('button').tap();
      await expect(page.getByTestId('statement-body')).toBeVisible();
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        // The drawer covers the window, within it.
        expect(
          await page.getByTestId('statement-body').evaluate((el) => el.scrollWidth - el.clientWidth),
          `statement drawer (${locale})${px()}`,
        ).toBeLessThanOrEqual(1);
        await shot('statement-drawer');
      }
      await page.keyboard.press('Escape');
      await expect(page).not.toHaveURL(/month=/);

      await visit(page, baseURL, '/financialReport/payments', (p) => p.getByTestId('payment-profile'));
      await expect(page.getByTestId('next-payment')).toHaveAttribute('data-state', 'ready');
      await expect(page.getByTestId('payment-profile')).toBeVisible();
      await settled(page);
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        // The next payment first, above the payout details.
        const nextBox = await page.getByTestId('next-payment').boundingBox();
        const profileBox = await page.getByTestId('payment-profile').boundingBox();
        expect(nextBox.y).toBeLessThan(profileBox.y);
        expect(await sideways(page), `payments (${locale})${px()}`).toEqual({ px: 0, boxes: '' });
        await shot('payments', { fullPage: true });
      }
    });
  }
});
