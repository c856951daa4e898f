// The sweep: every menu page and full-page form, walked once per language the
// way a user moves through the console (a page load for each part of the walk,
// then the router's own navigation), with on each page the checks that language is for:
//  - raw message keys (every language walked): no page shows a key instead of its text;
//  - layout (en-US, zh-CN, ar-EG): the page fits a 1280×800 laptop (issue 16), see lib/layout.mjs;
//  - accessibility (en-US, ar-EG): no serious or critical axe violation (issue 22, WCAG 2.1 AA), on the
//    pages and on the main dialogs and drawers.
// Two to four tests per language (legs of the walk, see CHECKS), read-only, so that the two workers share them out. The
// sweeps were three files with a page load per page and check (72-a11y, 70-layout, 15-locales); one walk does them all.
// LAYOUT_SHOTS=<folder> saves a screenshot of each page there.
import { expect, test } from '../fixtures.mjs';
import { setLocale, signIn, tableRows, visit } from '../lib/console.mjs';
import { stillness, violations } from '../lib/a11y.mjs';
import { checkLayout } from '../lib/layout.mjs';
import { allKeys, messages } from '../lib/locales.mjs';
import { requestsDone } from '../lib/requests.mjs';

const SETTLEMENT = '/information/settlement';
const form = (page) => page.locator('form');
const settlementReady = (page) => page.locator('[data-testid=settlement-table][data-state=ready]');

/**
 * The walk: `ready` shows that the page's data arrived; `sticky` are header keys whose columns must stay
 * in view, `actions` whether the form's buttons must be on screen, `grid` the creative grid's checks,
 * `prepare` what to do once the page is there (switch a view), `empty` a table admin sees without rows,
 * `axe: false` a view axe reads in another entry, `dialog` a dialog or drawer of the page that axe reads too (opened with the page's own control; while it is
 * open the page behind it is inert, so axe reads the dialog alone).
 */
const WALK = [
  {
    name: 'dashboard',
    path: '/dashboard',
    ready: (page) => page.locator('[data-testid=dashboard-kpis][data-state=ready]'),
  },
  {
    name: 'apps',
    path: '/flow/app',
    ready: tableRows,
    sticky: ['app.field.name', 'common.actions'],
    dialog: {
      name: 'create app',
      open: (page, m) => page.getByRole('button', { name: m['app.create'] }).first().click(),
    },
  },
  {
    name: 'adpositions',
    path: '/flow/adpositions',
    ready: tableRows,
    sticky: ['adPosition.field.name', 'common.actions'],
    dialog: {
      name: 'ad position details',
      open: (page, m) =>
        tableRows(page).first().getByRole('button', { name: m['adPosition.integration.open'] }).click(),
    },
  },
  {
    name: 'material-grid',
    path: '/materialReview/materialIndex',
    ready: (page) => page.getByTestId('material-card'),
    grid: true,
    dialog: {
      name: 'creative drawer',
      open: (page) => page.getByTestId('material-card').first().getByTestId('material-title').click(),
    },
  },
  {
    name: 'material-table',
    path: '/materialReview/materialIndex',
    ready: (page) => page.getByTestId('material-card'),
    sticky: ['review.field.title', 'common.actions'],
    prepare: async (page, m) =>
      page.getByTestId('view-switch').getByText(m['review.view.table'], { exact: true }).click(),
  },
  {
    name: 'block-rules',
    path: '/materialReview/blockRules',
    ready: (page) => page.getByTestId('block-rules-table'),
    dialog: {
      name: 'blocking rule form',
      open: (page, m) => page.getByRole('button', { name: m['blocking.new'] }).click(),
    },
  },
  {
    name: 'settlement-day',
    // axe reads the report once, in the grouping that shows every kind of cell (settlement-all).
    axe: false,
    path: `${SETTLEMENT}?group=day`,
    ready: settlementReady,
    sticky: ['settlement.col.date', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-app',
    // axe reads the report once, in the grouping that shows every kind of cell (settlement-all).
    axe: false,
    path: `${SETTLEMENT}?group=app`,
    ready: settlementReady,
    sticky: ['settlement.col.app', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-adposition',
    // axe reads the report once, in the grouping that shows every kind of cell (settlement-all).
    axe: false,
    path: `${SETTLEMENT}?group=adPosition`,
    ready: settlementReady,
    sticky: ['settlement.col.adPosition', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-all',
    path: `${SETTLEMENT}?group=day,app,adPosition`,
    ready: settlementReady,
    sticky: ['settlement.col.date', 'settlement.col.adPosition', 'settlement.col.earnings'],
  },
  {
    name: 'media-divide',
    path: '/financialReport/mediaDivide',
    ready: (page) => page.getByRole('main').getByRole('button'),
  },
  {
    name: 'statements',
    path: '/financialReport/statements',
    ready: (page) => page.locator('[data-testid=statement-table][data-state=ready]'),
  },
  { name: 'payments', path: '/financialReport/payments', ready: (page) => page.getByTestId('payment-profile') },
  { name: 'my-account', path: '/accounts/myaccount', ready: form },
  { name: 'report-api', path: '/accounts/reportapi', ready: (page) => page.getByTestId('api-key') },
  // admin has no sub-accounts: the list with rows is checked as demo in 70-layout.
  {
    name: 'subaccounts',
    path: '/accounts/subaccount',
    ready: (page) => page.getByRole('table'),
    sticky: ['team.field.account_name', 'common.actions'],
    empty: true,
  },
  { name: 'activity', path: '/accounts/activity', ready: (page) => tableRows(page.getByTestId('activity-table')) },
  // Issue 49: admin has no alerts, the empty list is what shows.
  {
    name: 'notifications',
    path: '/accounts/notifications',
    ready: (page) => page.locator('[data-testid=notifications][data-state=ready]'),
  },
  { name: 'health', path: '/accounts/health', ready: (page) => page.getByTestId('health-item').first() },
  { name: 'new-app-flow', path: '/appadd/createAdPosition', ready: form, actions: true },
  { name: 'ad-position-form', path: '/appform/createAdPosition', ready: form, actions: true },
  { name: 'ad-position-edit', path: '/appform/createAdPosition?id=2001', ready: form, actions: true },
  { name: 'create-user', path: '/userform/createUser', ready: form, actions: true },
  {
    name: 'audit-report',
    path: '/auditReport/index',
    ready: (page) => page.locator('[data-testid=audit-report][data-state=ready]'),
  },
];

/**
 * The walk in four legs, each a list of entry names; a test walks one or more legs after one sign-in. Entries of
 * one route with another query (the settlement report's groupings, the ad position form and its edit) alternate
 * with other pages: a change of route is the router's own navigation, a new query on the same route a full page
 * load (`visit`), about 0.4 s against 2.3 s.
 */
const LEGS = [
  ['dashboard', 'apps', 'adpositions'],
  ['material-grid', 'material-table', 'block-rules'],
  [
    'settlement-day',
    'media-divide',
    'settlement-app',
    'statements',
    'settlement-adposition',
    'payments',
    'settlement-all',
  ],
  [
    'my-account',
    'report-api',
    'subaccounts',
    'activity',
    'notifications',
    'health',
    'new-app-flow',
    'ad-position-form',
    'create-user',
    'ad-position-edit',
    'audit-report',
  ],
];

/**
 * What each language is walked for, and how its legs are shared out into tests (issue 30: no browser test over
 * 20 s, and the two workers share them out evenly): axe makes a leg a test of its own; raw keys alone cover the
 * whole walk in two tests.
 */
const CHECKS = {
  'en-US': { layout: true, axe: true, parts: [[0], [1], [2], [3]] },
  'zh-CN': { layout: true, parts: [[0, 1], [2], [3]] },
  'ar-EG': { layout: true, axe: true, parts: [[0], [1], [2], [3]] },
  'ja-JP': {
    parts: [
      [0, 1],
      [2, 3],
    ],
  },
  'fa-IR': {
    parts: [
      [0, 1],
      [2, 3],
    ],
  },
};

/** The message keys the page shows as they are (a missing message shows its key). */
async function rawKeys(page, keys) {
  const text = await page.evaluate(() => document.body.innerText);
  return text.split(/[\s"'“”«»()[\]{}:,;!?]+/).filter((w) => keys.has(w));
}

const BY_NAME = new Map(WALK.map((spec) => [spec.name, spec]));
// Every entry of the walk is in exactly one leg.
if (LEGS.flat().sort().join() !== [...BY_NAME.keys()].sort().join())
  throw new Error('LEGS must hold every WALK entry once');
const partOf = (legs) => legs.flatMap((leg) => LEGS[leg].map((name) => BY_NAME.get(name)));

test.describe.configure({ mode: 'parallel' });
for (const [locale, checks] of Object.entries(CHECKS)) {
  const what = ['raw keys', checks.layout && 'layout at 1280×800', checks.axe && 'axe'].filter(Boolean).join(', ');
  for (const [part, legs] of checks.parts.entries()) {
    const walk = partOf(legs);
    test(`sweep in ${locale}, ${part + 1}/${checks.parts.length}: ${walk[0].name} to ${walk.at(-1).name}${part === 0 && checks.axe ? ' and the sign-in page' : ''} (${what})`, async ({
      page,
      baseURL,
    }) => {
      test.setTimeout(600_000);
      const m = messages(locale);
      const keys = new Set(allKeys());
      const found = {};
      if (checks.axe && part === 0) {
        // The language picked before the sign-in page first loads (issue 30: one load of it, not a load and a reload).
        await setLocale(page, baseURL, locale);
        await page.goto(`${baseURL}/user/login`);
        await page.locator('#account').waitFor();
        await stillness(page);
        found['/user/login'] = await violations(page);
      }
      await signIn(page, baseURL, 'admin', { locale, redirect: walk[0].path });
      for (const [i, spec] of walk.entries()) {
        // A view switch is a layout case; the same page's texts were read the step before.
        if (spec.prepare && !checks.layout) continue;
        // The first page is the one the sign-in opened; a view switch (`prepare`) happens on the page already open.
        if (i === 0 || (spec.prepare && spec.path === walk[i - 1].path)) await spec.ready(page).first().waitFor();
        else await visit(page, baseURL, spec.path, spec.ready);
        // Every answer the page asked for has arrived and been rendered.
        await requestsDone(page);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        expect(await rawKeys(page, keys), `${locale} ${spec.path} shows raw keys`).toEqual([]);
        if (checks.axe && !spec.prepare && spec.axe !== false) {
          // The pointer stays where the last page's dialog was opened: over this page's primary button it
          // would show its hover colour, and axe reads that (4.16:1 on /flow/adpositions once).
          await page.mouse.move(0, 0);
          await stillness(page);
          found[spec.path] = await violations(page);
        }
        if (checks.layout) await checkLayout(page, locale, spec, m);
        if (checks.axe && spec.dialog) {
          await spec.dialog.open(page, m);
          const dialog = page.getByRole('dialog').last();
          await dialog.waitFor();
          await stillness(page);
          // The dialog alone: the page behind it was read just before, unchanged (axe once per page and state).
          await dialog.evaluate((el) => el.setAttribute('data-e2e-axe', ''));
          found[`${spec.path} (${spec.dialog.name})`] = await violations(page, '[data-e2e-axe]');
          await dialog.evaluate((el) => el.removeAttribute('data-e2e-axe'));
          await page.keyboard.press('Escape');
          await expect(dialog).toBeHidden();
        }
      }
      expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({});
    });
  }
}
