// Issue 33: at 1280×800 the apps, ad-positions and sub-accounts lists show their name column, their second
// key column and the actions together, with no sideways scrolling of the table or the page, in one-line rows,
// in en-US, zh-CN and ar-EG. (70-layout checks the other lists' sticky columns; 05-sweep every page.)
import { expect, test } from '../fixtures.mjs';
import { signIn, tableRows } from '../lib/console.mjs';
import { outOfView, overflows, settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';

const LISTS = [
  { name: 'apps', path: '/flow/app', columns: ['app.field.name', 'app.appAds.column', 'common.actions'] },
  {
    name: 'adpositions',
    path: '/flow/adpositions',
    columns: ['adPosition.field.name', 'adPosition.recent.column', 'common.actions'],
  },
  {
    name: 'subaccounts',
    path: '/accounts/subaccount',
    columns: [
      'subAccount.field.account_name',
      'subAccount.field.apps',
      'subAccount.field.lastLoginAt',
      'common.actions',
    ],
  },
];

/** Whether the table scrolls sideways inside its card: its scroll box is wider inside than outside. */
async function tableScrolls(page) {
  return page
    .locator('table')
    .first()
    .evaluate((table) => {
      for (let box = table.parentElement; box; box = box.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(box).overflowX))
          return box.scrollWidth > box.clientWidth + 1 ? `${box.scrollWidth} > ${box.clientWidth}` : null;
      }
      return null;
    });
}

test('the lists of apps, ad positions and sub-accounts show their second key column at 1280×800 without sideways scrolling', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(300_000);
  await signIn(page, baseURL, 'demo');
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    const m = messages(locale);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    for (const list of LISTS) {
      await page.goto(baseURL + list.path);
      await settled(page);
      await expect.poll(() => tableRows(page).count(), { message: `${list.name} rows` }).toBeGreaterThan(2);
      const where = `${list.name} (${locale})`;
      expect(await overflows(page), `${where}: boxes too narrow`).toEqual([]);
      expect(await tableScrolls(page), `${where}: the table scrolls sideways`).toBeNull();
      for (const key of list.columns) {
        const header = page.getByRole('columnheader', { name: m[key] }).first();
        await expect(header, `${where}: ${key}`).toBeVisible();
        expect(await outOfView(header), `${where}: ${key} in view`).toBeNull();
      }
      // One-line rows: as tall as a line of tags, not 100–135 px.
      const heights = await tableRows(page).evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().height));
      expect(Math.max(...heights), `${where}: row heights ${heights.map(Math.round)}`).toBeLessThanOrEqual(60);
    }
  }
});
