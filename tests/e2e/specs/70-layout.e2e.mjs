// Layout cases beyond the sweep (05-sweep walks every page in zh-CN, en-US and
// ar-EG at 1280×800): demo's sub-account list with rows and its edit form, the
// settlement report on larger screens, the table settings' language.
// What "fits" means: lib/layout.mjs.
import { expect, test } from '../fixtures.mjs';
import { setLocale, signIn, tableRows } from '../lib/console.mjs';
import { stillness, violations } from '../lib/a11y.mjs';
import { checkLayout, outOfView, overflows, scrollTableTo, settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';
import { buttonName } from '../lib/phone.mjs';

const SETTLEMENT = '/information/settlement';
const SETTLEMENT_VIEWS = [
  {
    name: 'settlement-day',
    path: `${SETTLEMENT}?group=day`,
    sticky: ['settlement.col.date', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-app',
    path: `${SETTLEMENT}?group=app`,
    sticky: ['settlement.col.app', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-adposition',
    path: `${SETTLEMENT}?group=adPosition`,
    sticky: ['settlement.col.adPosition', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-all',
    path: `${SETTLEMENT}?group=day,app,adPosition`,
    sticky: ['settlement.col.date', 'settlement.col.adPosition', 'settlement.col.earnings'],
  },
];

test("demo's sub-account list and its edit form fit 1280×800 in every checked locale, and pass axe", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const pages = [
    { name: 'subaccounts', path: '/accounts/subaccount', sticky: ['subAccount.field.account_name', 'common.actions'] },
    // id 3 is sub01, a sub-account of demo (mock seed).
    { name: 'update-user', path: '/userform/updateUser?id=3', actions: true },
  ];
  await signIn(page, baseURL, 'demo');
  const found = {};
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    for (const spec of pages) {
      await page.goto(baseURL + spec.path);
      await (spec.actions ? page.locator('form') : tableRows(page)).first().waitFor();
      // The sweep reads admin's list, which has no rows: the one with rows is read by axe here.
      if (locale !== 'zh-CN') {
        await stillness(page);
        found[`${locale} ${spec.path}`] = await violations(page);
      }
      await checkLayout(page, locale, spec, messages(locale));
    }
  }
  expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({});
});

// Issue 33: the most important column after revenue, eCPM (the publisher's), is the report's second key
// column: pinned beside revenue, in view at 1280×800 without scrolling sideways, with the report's actions.
const SECOND_KEY_VIEWS = [
  {
    name: 'settlement-day-second',
    path: `${SETTLEMENT}?group=day`,
    sticky: ['settlement.col.date', 'settlement.col.earningsEcpm', 'settlement.col.earnings'],
  },
  {
    name: 'settlement-app-second',
    path: `${SETTLEMENT}?group=app`,
    sticky: ['settlement.col.app', 'settlement.col.earningsEcpm', 'settlement.col.earnings'],
  },
];

test("the settlement report's second key column, eCPM, is in view with revenue and the actions at 1280×800", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page, baseURL, 'demo');
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    const m = messages(locale);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    for (const spec of SECOND_KEY_VIEWS) {
      await page.goto(baseURL + spec.path);
      await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
      // Unscrolled: the naming column, eCPM and revenue are all on screen as the page opens.
      for (const key of spec.sticky) {
        const header = page.getByRole('columnheader', { name: m[key] }).first();
        await expect.poll(() => outOfView(header), { message: `${spec.name} (${locale}): ${key}` }).toBeNull();
      }
      // The actions: the filters' Query and the report's export, in the window.
      for (const action of [
        // (antd spaces two Chinese characters alone on a button: "查 询".)
        page.getByRole('button', { name: buttonName(m['settlement.filter.query']) }),
        page.getByTestId('settlement-export'),
      ])
        expect(await outOfView(action), `${spec.name} (${locale}): an action`).toBeNull();
      // And at both ends of the table's own scroll (checkLayout), with nothing too narrow.
      await checkLayout(page, locale, spec, m);
    }
  }
});

test('the settlement report fits 1366×768 and 1920×1080 too', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  const m = messages('en-US');
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'admin');
  for (const [width, height] of [
    [1366, 768],
    [1920, 1080],
  ]) {
    await page.setViewportSize({ width, height });
    for (const spec of SETTLEMENT_VIEWS) {
      await page.goto(baseURL + spec.path);
      await settled(page);
      await expect.poll(() => page.getByRole('row').count()).toBeGreaterThan(2);
      expect(await overflows(page), `${spec.name} at ${width}×${height}`).toEqual([]);
      for (const key of spec.sticky) {
        await scrollTableTo(page.getByRole('columnheader', { name: m[key] }).first(), 'end');
        expect(
          await outOfView(page.getByRole('columnheader', { name: m[key] }).first()),
          `${spec.name} ${key}`,
        ).toBeNull();
      }
    }
  }
});

test('the column settings speak the console language, not the library English', async ({ page, baseURL }) => {
  const m = messages('en-US');
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'admin', { redirect: SETTLEMENT });
  await settled(page);
  const gear = page.getByRole('img', { name: 'setting' }).first();
  await gear.hover();
  await expect(page.getByRole('tooltip').filter({ hasText: m['pro.tableToolBar.columnSetting'] })).toBeVisible();
  await gear.click();
  await expect(page.getByText(m['pro.tableToolBar.columnDisplay'], { exact: true })).toBeVisible();
  await expect(page.getByText('Column Display')).toHaveCount(0);
});

// Issue 33: the activity log's second key column, Where, is in view at 1280×800 beside When and What, with
// no sideways scrolling, in the three checked locales (demo's log has rows: its own sign-ins).
test('the activity log shows When, What and Where together at 1280×800', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  await signIn(page, baseURL, 'demo');
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    const m = messages(locale);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    await page.goto(`${baseURL}/accounts/activity`);
    await tableRows(page).first().waitFor();
    await settled(page);
    expect(await overflows(page), `${locale} activity`).toEqual([]);
    for (const key of ['activity.col.when', 'activity.col.what', 'activity.col.where']) {
      const header = page.getByRole('columnheader', { name: m[key] }).first();
      expect(await outOfView(header), `${locale} ${key}`).toBeNull();
    }
  }
});
