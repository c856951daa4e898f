// The daily checks on a phone (issue 34), at 390×844 and 360×740 with touch, in en-US, zh-CN and ar-EG:
// the dashboard and the settlement report never scroll sideways, today's revenue reads from the
// dashboard, and yesterday's report by app opens through the one Filters button with the app and
// its revenue in view; the apps, ad-positions and sub-accounts lists do not scroll sideways either and
// show each row as a card with its status at a glance. One test and one sign-in per locale, both sizes read in
// the same page (the window resized), the pages reached through the router (issue 30: these were six loops of
// sign-ins and page loads, with 93-phone-lists, then one test per size and locale; an app edited from its card
// stays there).
import { expect, test } from '../fixtures.mjs';
import { signIn, signInHere, tableRows, visit } from '../lib/console.mjs';
import { outOfView, settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';
import { buttonName, sideways, TOUCH, twoSizes } from '../lib/phone.mjs';
import { apiFromPage, kpiValues, money } from '../lib/reports.mjs';

const LOCALES = ['en-US', 'zh-CN', 'ar-EG'];
const LISTS = ['/flow/app', '/flow/adpositions', '/accounts/subaccount'];

async function bigEnough(locator, what) {
  const box = await locator.boundingBox();
  expect(box, `${what} on screen`).not.toBeNull();
  expect(Math.round(box.height), `${what} height`).toBeGreaterThanOrEqual(TOUCH);
  expect(Math.round(box.width), `${what} width`).toBeGreaterThanOrEqual(TOUCH);
}

/** The day before an ISO day. */
function dayBefore(day) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];

test.describe(SIZES.map((size) => `phone ${size.width}×${size.height}`).join(' and '), () => {
  test.use({ viewport: SIZES[0], hasTouch: true });
  test.describe.configure({ mode: 'parallel' });

  for (const locale of LOCALES) {
    // Both sizes in one page (issue 30: one sign-in and one journey per locale, not one per size): each screen is
    // read at the size it is on, then with the window resized to the other size, where the journey goes on. What
    // a tap changes (the period, the report's filters) is done once; what it shows is read at both sizes.
    test(`${locale}: dashboard (today's revenue, period switch), settlement yesterday by app through Filters, the three lists as cards`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(300_000);
      const m = messages(locale);
      const { resize, px } = twoSizes(page, SIZES);
      if (locale === 'en-US') {
        // The daily check starts where a publisher starts: the sign-in form, on the phone.
        await page.goto(`${baseURL}/user/login?redirect=%2Fdashboard`);
        await page.locator('#account').waitFor();
        for (const k of SIZES.keys()) {
          if (k > 0) await resize();
          expect(await sideways(page), `the sign-in page scrolls sideways${px()}`).toBe(0);
        }
        await signInHere(page, 'demo');
        await page.waitForURL((u) => u.pathname === '/dashboard');
      } else await signIn(page, baseURL, 'demo', { redirect: '/dashboard', locale });
      await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
      await page.locator('[data-testid=dashboard-trend][data-state=ready]').waitFor();
      await settled(page);

      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        expect(await sideways(page), `${locale}: the dashboard scrolls sideways${px()}`).toBe(0);

        // Today's revenue: the earnings card, whole on screen.
        const card = page.getByRole('group', { name: m['dashboard.kpi.earnings'] });
        expect(await outOfView(card), `${locale}: earnings card${px()}`).toBeNull();
        const shown = (await kpiValues(page))[m['dashboard.kpi.earnings']];
        if (locale === 'en-US') {
          const summary = await apiFromPage(page, '/media/dashboard/summary');
          expect(shown).toBe(money(summary.today.current.earnings));
        } else expect(shown).toMatch(/\d/);
        // Two cards a row.
        const [first, second] = await page.locator('[data-testid=dashboard-kpis] [data-kpi]').all();
        const a = await first.boundingBox();
        const b = await second.boundingBox();
        expect(Math.abs(a.y - b.y), `${locale}: the first two cards side by side${px()}`).toBeLessThan(2);
      }

      // The period switch: every choice a thumb-sized target, the whole switch on screen.
      const periods = page.getByTestId('dashboard-period');
      const chart = page.getByTestId('dashboard-trend');
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        expect(await outOfView(periods), `${locale}: the period switch${px()}`).toBeNull();
        // (A choice's target is its whole label, not only its words.)
        for (const key of ['today', 'yesterday', 'last7Days', 'monthToDate'])
          await bigEnough(
            periods.locator('label').filter({ has: page.getByText(m[`dashboard.period.${key}`], { exact: true }) }),
            `${locale} ${key}${px()}`,
          );
        if (k === 0) {
          await periods.getByText(m['dashboard.period.yesterday'], { exact: true }).tap();
          await expect(periods).toHaveAttribute('data-period', 'yesterday');
        }
        // The trend chart fits the phone.
        expect(await outOfView(chart), `${locale}: trend chart${px()}`).toBeNull();
        expect(await sideways(page), `${locale}: after the switch${px()}`).toBe(0);
      }

      // The settlement report, reached from the dashboard as through the menu.
      await visit(page, baseURL, '/information/settlement', (p) =>
        p.locator('[data-testid=settlement-table][data-state=ready]'),
      );
      await settled(page);

      // One button for every filter; none of the filters on the page itself.
      const filters = page.getByRole('button', { name: new RegExp(`^${m['settlement.filter.title']}`) });
      const sheet = page.getByRole('dialog', { name: m['settlement.filter.title'] });
      const apply = sheet.getByRole('button', { name: buttonName(m['settlement.filter.apply']) });
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        expect(await sideways(page), `${locale}: the report scrolls sideways${px()}`).toBe(0);
        await bigEnough(filters, `${locale} Filters button${px()}`);
        await expect(page.getByRole('button', { name: buttonName(m['settlement.filter.query']) })).toHaveCount(0);
      }
      await filters.tap();
      await expect(sheet).toBeVisible();
      // Presets, no two-month calendar.
      await sheet.getByText(m['settlement.preset.yesterday'], { exact: true }).tap();
      await sheet.getByRole('checkbox', { name: m['settlement.groupBy.app'], exact: true }).check();
      await sheet.getByRole('checkbox', { name: m['settlement.groupBy.day'], exact: true }).uncheck();
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        await bigEnough(apply, `${locale} Apply${px()}`);
        expect(await sideways(page), `${locale}: with the sheet open${px()}`).toBe(0);
      }
      await apply.tap();
      await expect(sheet).toBeHidden();

      await expect(page).toHaveURL(/group=app/);
      const url = new URL(page.url());
      const start = url.searchParams.get('start');
      expect(url.searchParams.get('end')).toBe(start);
      // demo's days are Asia/Shanghai's (its My account zone, mock seed).
      const today = await page.evaluate(() =>
        new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date()),
      );
      expect(start, `${locale}: yesterday`).toBe(dayBefore(today));
      await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
      await settled(page);
      // Period, grouping: two active filters.
      await expect(filters).toHaveText(new RegExp(`\\(${new Intl.NumberFormat(locale).format(2)}\\)|\\(2\\)`));

      const totals = page.getByTestId('settlement-totals-card');
      const table = page.getByTestId('settlement-table');
      await expect.poll(() => table.getByRole('row').count()).toBeGreaterThan(2);
      for (const k of SIZES.keys()) {
        if (k > 0) await resize();
        // The totals before the rows.
        expect((await totals.boundingBox()).y).toBeLessThan((await table.boundingBox()).y);
        // Rows by app, the app's name and its revenue in view while the other figures scroll inside the table.
        await table.scrollIntoViewIfNeeded();
        for (const key of ['settlement.col.app', 'settlement.col.earnings'])
          expect(
            await outOfView(table.getByRole('columnheader', { name: m[key] }).first()),
            `${locale}: ${key}${px()}`,
          ).toBeNull();
        const firstRow = table.locator('tbody tr[data-row-key]').first();
        expect(await outOfView(firstRow.getByRole('cell').first()), `${locale}: first row's app${px()}`).toBeNull();
        expect(await sideways(page), `${locale}: the report by app scrolls sideways${px()}`).toBe(0);
      }

      // The three lists: no sideways document scroll, each row a card with its status and a thumb-sized Edit.
      for (const path of LISTS) {
        await visit(page, baseURL, path, tableRows);
        await settled(page);
        await expect.poll(() => page.locator('tbody tr[data-row-key]').count()).toBeGreaterThan(2);
        for (const k of SIZES.keys()) {
          if (k > 0) await resize();
          expect(await sideways(page), `${path} (${locale}) scrolls sideways${px()}`).toBeLessThanOrEqual(1);
          if (path !== '/accounts/subaccount') {
            const listCard = page.getByTestId('list-card').first();
            await expect(listCard.getByTestId('serving')).toBeVisible();
            // The primary buttons are 44 px touch targets.
            const edit = listCard.getByRole('button', { name: buttonName(messages(locale)['common.edit']) });
            const box = await edit.boundingBox();
            expect(box.height, `${path} (${locale}) Edit height${px()}`).toBeGreaterThanOrEqual(44);
            expect(box.width).toBeGreaterThanOrEqual(44);
          }
        }
      }
    });
  }
});
