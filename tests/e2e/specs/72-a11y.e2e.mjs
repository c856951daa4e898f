// Accessibility (issue 22, WCAG 2.1 AA): axe-core's rules on the sign-in page, every menu
// page, the full-page forms and the main dialogs and drawers, in en-US and ar-EG. A serious
// or critical violation fails the test, listed with its rule, target and a short summary.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures.mjs';
import { signIn, tableRows, useLocale } from '../lib/console.mjs';
import { messages } from '../lib/locales.mjs';

/** Each menu page and full-page form, with what shows that its data arrived. */
const PAGES = [
  { path: '/dashboard', ready: (page) => page.locator('[data-testid=dashboard-kpis][data-state=ready]') },
  { path: '/flow/app', ready: (page) => tableRows(page) },
  { path: '/flow/adpositions', ready: (page) => tableRows(page) },
  { path: '/materialReview/materialIndex', ready: (page) => page.getByTestId('material-card') },
  { path: '/materialReview/blockRules', ready: (page) => page.getByTestId('block-rules-table') },
  {
    path: '/information/settlement',
    ready: (page) => page.locator('[data-testid=settlement-table][data-state=ready]'),
  },
  { path: '/financialReport/mediaDivide', ready: (page) => page.getByRole('main').getByRole('button') },
  { path: '/accounts/myaccount', ready: (page) => page.locator('form') },
  { path: '/accounts/reportapi', ready: (page) => page.getByRole('main') },
  { path: '/accounts/subaccount', ready: (page) => tableRows(page) },
  { path: '/accounts/activity', ready: (page) => tableRows(page.getByTestId('activity-table')) },
  { path: '/auditReport/index', ready: (page) => page.locator('[data-testid=audit-report][data-state=ready]') },
  { path: '/appadd/createAdPosition', ready: (page) => page.locator('form') },
  { path: '/appform/createAdPosition', ready: (page) => page.locator('form') },
  { path: '/userform/createUser', ready: (page) => page.locator('form') },
];

/**
 * The dialogs and drawers: where they open, how (an open dialog is checked alone, the page
 * behind it is inert), and the dialog itself. Each opener uses the page's own control.
 */
const DIALOGS = [
  {
    name: 'create app',
    path: '/flow/app',
    open: (page, t) => page.getByRole('button', { name: t['app.create'] }).first().click(),
  },
  {
    name: 'ad position details',
    path: '/flow/adpositions',
    open: (page, t) => tableRows(page).first().getByRole('button', { name: t['adPosition.integration.open'] }).click(),
  },
  {
    name: 'creative drawer',
    path: '/materialReview/materialIndex',
    open: (page) => page.getByTestId('material-card').first().getByTestId('material-title').click(),
  },
  {
    name: 'blocking rule form',
    path: '/materialReview/blockRules',
    open: (page, t) => page.getByRole('button', { name: t['blocking.new'] }).click(),
  },
];

/** The serious and critical violations of the page as it is now, one line each. */
async function violations(page, include) {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const { violations: found } = await builder.analyze();
  return found
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes
        .slice(0, 3)
        .map((n) => `${v.id} (${v.impact}) ${n.target.join(' ')}: ${n.failureSummary.split('\n')[1] ?? v.help}`),
    );
}

/** Waits until nothing moves: antd's menus, drawers and dialogs animate in, and axe would read them half-faded. */
async function settled(page) {
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      // Finite ones only: a spinner or a skeleton's shimmer loops for ever.
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

for (const locale of ['en-US', 'ar-EG'])
  test(`a11y: no serious or critical axe violation on any page or dialog in ${locale}`, async ({ page, baseURL }) => {
    test.setTimeout(600_000);
    const t = messages(locale);
    await useLocale(page, baseURL, locale);
    await settled(page);
    const found = { '/user/login': await violations(page) };
    await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
    for (const { path, ready } of PAGES) {
      await page.goto(`${baseURL}${path}`);
      await ready(page).first().waitFor();
      await settled(page);
      found[path] = await violations(page);
    }
    for (const { name, path, open } of DIALOGS) {
      await page.goto(`${baseURL}${path}`);
      await open(page, t);
      const dialog = page.getByRole('dialog').last();
      await dialog.waitFor();
      await settled(page);
      found[`${path} (${name})`] = await violations(page);
    }
    expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({});
  });
