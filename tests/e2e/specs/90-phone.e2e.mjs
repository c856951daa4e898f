// The console on a phone (issue 34): at 390×844 and 360×740 with touch, in en-US, zh-CN and ar-EG.
// Per locale, two signed-in pages (each a part of the menu) walk every menu page of the route table
// through the header's menu drawer (as a user moves on a phone), each page read at both sizes (the window resized
// in the page): no page scrolls sideways, the drawer reaches every entry and closes on navigation, the account
// and language menus open within the screen, and (en-US, ar-EG at 390 px) axe finds no serious or critical violation. Then: the static first paint at phone width is the
// phone frame, and the web app manifest is served and valid.
import { buildSync } from 'esbuild';
import { expect, test } from '../fixtures.mjs';
import { signIn, visit } from '../lib/console.mjs';
import { stillness, violations } from '../lib/a11y.mjs';
import { settled } from '../lib/layout.mjs';
import { messages } from '../lib/locales.mjs';
import { resizeTo, sideways } from '../lib/phone.mjs';
import { requestsDone } from '../lib/requests.mjs';

/** The route table (src/routes.ts, TypeScript), compiled as page-budgets reads it. */
function routeTable() {
  const { outputFiles } = buildSync({
    stdin: {
      contents: "export { default } from './src/routes';",
      resolveDir: new URL('../../..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    format: 'cjs',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const module = { exports: {} };
  new Function('module', 'exports', outputFiles[0].text)(module, module.exports);
  return module.exports.default;
}

/** The menu's pages in the route table's order: { group, name, path } (group: the key of the menu group, or null). */
function menuPages(list, group = null) {
  return list
    .filter((r) => r.name && !r.hideInMenu && !r.redirect && r.layout !== false && r.path !== '/*')
    .flatMap((r) => (r.routes ? menuPages(r.routes, r.name) : [{ group, name: r.name, path: r.path }]));
}
const PAGES = menuPages(routeTable()[0].routes);
// Opens the external monthly report in a new tab: its entry is checked in the drawer, its page visited directly.
const EXTERNAL = new Set(['mediaDivide']);
// The walk in two tests, each signed in on the dashboard (issue 30: no browser test over 20 s): the lists, the
// review and the report; then finance and the account pages.
const CUT = PAGES.findIndex((entry) => entry.name === 'mediaDivide');
const PARTS = [PAGES.slice(0, CUT), PAGES.slice(CUT)];

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const AXE = new Set(['en-US', 'ar-EG']);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A menu link by its page's name (a link can add "(opens in a new tab)" after it). */
const linkNamed = (nav, name) => nav.getByRole('link', { name: new RegExp(`^${escape(name)}`) });
/** A menu group by its name (after its icon's). */
const groupNamed = (nav, name) => nav.getByRole('menuitem', { name: new RegExp(`${escape(name)}$`) });

/** How far the document reaches past the window sideways (0: it does not scroll sideways). */

/** Every box of `locator` inside the window sideways, and at least `min` px both ways. */
async function expectReachable(page, locator, what, min = 0) {
  const box = await locator.boundingBox();
  const { width } = page.viewportSize();
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box.x, `${what} starts inside the window`).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, `${what} ends inside the window`).toBeLessThanOrEqual(width + 0.5);
  if (min) expect(Math.min(box.width, box.height), `${what} is a ${min} px touch target`).toBeGreaterThanOrEqual(min);
}

test.describe.configure({ mode: 'parallel' });
test.describe(SIZES.map((size) => `${size.width}×${size.height}`).join(' and '), () => {
  test.use({ viewport: SIZES[0], hasTouch: true, isMobile: false });
  for (const locale of ['en-US', 'zh-CN', 'ar-EG']) {
    const axe = AXE.has(locale);
    for (const [part, walk] of PARTS.entries()) {
      // Both sizes in one page (issue 30: one sign-in and one walk, not one per size): the header is read as
      // loaded at 390 px and resized to 360 px; each page of the walk is read at the size the drawer opened it in,
      // then with the window resized to the other size, where the drawer opens the next page. So every page is
      // read at both sizes, the drawer is used at both sizes on alternate pages, and axe reads every page at 390 px.
      test(`phone ${SIZES.map((size) => size.width).join(' and ')} in ${locale}, ${part + 1}/${PARTS.length}: ${part === 0 ? 'the header menus and ' : ''}the menu pages ${walk[0].name} to ${walk.at(-1).name} through the drawer, no sideways scroll${axe ? ', axe at 390' : ''}`, async ({
        page,
        baseURL,
      }) => {
        test.setTimeout(300_000);
        const m = messages(locale);
        const found = {};
        const wide = {};
        // The size of the window now (an index into SIZES).
        let at = 0;
        const resize = async () => {
          at = 1 - at;
          await resizeTo(page, SIZES[at]);
        };
        await signIn(page, baseURL, 'demo', { locale, redirect: '/dashboard' });
        await settled(page);
        const button = page.getByRole('button', { name: m['layout.menu'], exact: true });

        for (const [i, size] of SIZES.entries()) {
          if (i > 0) await resize();
          const px = ` at ${size.width} px`;
          // No rail: the menu is behind the header's button.
          await expect(page.getByRole('complementary')).toHaveCount(0);
          await expectReachable(page, button, `the menu button${px}`, 44);

          if (part === 0) {
            // The header keeps the language and account menus in reach, opened by touch, inside the window.
            const lang = page.getByTestId('lang-select');
            await expectReachable(page, lang, `the language button${px}`, 44);
            await lang.tap();
            await expectReachable(page, page.getByRole('menu'), `the language menu${px}`);
            await page.keyboard.press('Escape');
            await expect(page.getByRole('menu')).toHaveCount(0);
            const account = page.getByTestId('account-menu');
            await expectReachable(page, account, `the account button${px}`, 44);
            await account.tap();
            const accountMenu = page.getByRole('menu');
            await expect(accountMenu.getByRole('menuitem', { name: m['header.logout'] })).toBeVisible();
            await expectReachable(page, accountMenu, `the account menu${px}`);
            await page.keyboard.press('Escape');
            await expect(accountMenu).toBeHidden();
          }
        }

        const drawer = page.getByRole('dialog');
        for (const [i, entry] of walk.entries()) {
          const size = SIZES[at];
          await button.tap();
          await expect(button).toHaveAttribute('aria-expanded', 'true');
          const nav = drawer.getByRole('navigation', { name: m['layout.menu'] });
          await expect(nav).toBeVisible();
          // The drawer inside the window at each size (the first two pages' walks).
          if (i < SIZES.length) {
            await expectReachable(page, nav, `the menu drawer at ${size.width} px`);
            if (axe && part === 0 && at === 0) {
              await stillness(page);
              found['menu drawer'] = await violations(page);
            }
          }
          const link = linkNamed(nav, m[`route.${entry.name}`]);
          if (entry.group && !(await link.isVisible())) await groupNamed(nav, m[`route.${entry.group}`]).tap();
          await expect(link).toBeVisible();
          if (EXTERNAL.has(entry.name)) {
            // A tap outside (beside the drawer, at the end edge) closes it and keeps the page.
            const before = page.url();
            await page.mouse.click(locale === 'ar-EG' ? 10 : size.width - 10, size.height / 2);
            await expect(button).toHaveAttribute('aria-expanded', 'false');
            expect(page.url()).toBe(before);
            await visit(page, baseURL, entry.path, (p) => p.getByRole('main').getByRole('button'));
          } else {
            await link.tap();
            await page.waitForURL((u) => u.pathname === entry.path);
            // Closed on navigation.
            await expect(button).toHaveAttribute('aria-expanded', 'false');
          }
          await expect(drawer).toBeHidden();
          await settled(page);
          await requestsDone(page);
          // At the size the drawer opened the page in, then resized to the other.
          for (const k of SIZES.keys()) {
            if (k > 0) await resize();
            const excess = await sideways(page);
            if (excess > 1) wide[`${entry.path} at ${SIZES[at].width} px`] = excess;
            if (axe && at === 0) {
              await stillness(page);
              found[entry.path] = await violations(page);
            }
          }
        }
        expect(wide, 'pages that scroll sideways (px beyond the window)').toEqual({});
        expect(Object.fromEntries(Object.entries(found).filter(([, list]) => list.length))).toEqual({});
      });
    }
  }
});

/** Holds the app's main script until `release()`: what the HTML paints alone can be looked at. */
async function holdAppScript(page) {
  let release;
  const held = new Promise((r) => {
    release = r;
  });
  await page.route(/\/umi\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('first paint and home screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  for (const locale of ['en-US', 'ar-EG']) {
    test(`first paint at phone width in ${locale}: the phone frame (menu button, no rail), where React draws it`, async ({
      page,
      baseURL,
    }) => {
      await signIn(page, baseURL, 'demo', { locale, redirect: '/dashboard' });
      await settled(page);
      const release = await holdAppScript(page);
      await page.goto(`${baseURL}/flow/app`, { waitUntil: 'commit' });
      const frame = page.locator('#first-paint');
      await expect(frame.locator('.fp-menu')).toBeVisible();
      await expect(frame.locator('.fp-sider')).toBeHidden();
      const still = await frame.locator('.fp-menu').boundingBox();
      // At the start edge: the left, or the right in a right-to-left language.
      if (locale === 'ar-EG') expect(Math.round(still.x + still.width)).toBe(390 - 8);
      else expect(Math.round(still.x)).toBe(8);
      release();
      await expect(frame).toHaveCount(0);
      const live = await page.getByTestId('menu-button').boundingBox();
      for (const k of ['x', 'y', 'width', 'height']) expect(Math.abs(live[k] - still[k]), k).toBeLessThanOrEqual(1);
      await page.unroute(/\/umi\.[0-9a-f]+\.js$/);
    });
  }

  test('add to home screen: the manifest is linked, served as a manifest and valid, its icons are there', async ({
    page,
    baseURL,
  }) => {
    await page.goto(`${baseURL}/user/login`);
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const url = new URL(href, page.url());
    const res = await page.request.get(url.href);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = await res.json();
    expect(manifest).toMatchObject({ name: 'Media Console', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(15);
    for (const colour of [manifest.theme_color, manifest.background_color]) expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    // The start address and scope follow the base path the manifest itself is served under.
    expect(new URL(manifest.start_url, url).href).toBe(`${baseURL}/`);
    expect(new URL(manifest.scope, url).href).toBe(`${baseURL}/`);
    const sizes = {};
    for (const icon of manifest.icons) {
      const png = await page.request.get(new URL(icon.src, url).href);
      expect(png.headers()['content-type']).toBe('image/png');
      const body = await png.body();
      // The PNG header's width and height (IHDR) are what the manifest says.
      expect(`${body.readUInt32BE(16)}x${body.readUInt32BE(20)}`).toBe(icon.sizes);
      for (const purpose of (icon.purpose ?? 'any').split(' ')) sizes[`${purpose} ${icon.sizes}`] = true;
    }
    expect(Object.keys(sizes).sort()).toEqual(['any 192x192', 'any 512x512', 'maskable 192x192', 'maskable 512x512']);
    // iOS reads its own icon and the bar colour.
    const apple = await page.locator('link[rel=apple-touch-icon]').getAttribute('href');
    expect((await page.request.get(new URL(apple, page.url()).href)).headers()['content-type']).toBe('image/png');
    await expect(page.locator('meta[name=theme-color]')).toHaveAttribute('content', manifest.theme_color);
    // No service worker (SPEC.md).
    expect(await page.evaluate(() => navigator.serviceWorker?.getRegistrations().then((r) => r.length))).toBe(0);
  });
});
