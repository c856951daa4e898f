// The first paint from HTML (issue 23, scripts/first-paint.mjs): the sign-in page and the
// console's frame are in the HTML the server sends, and React takes over without a jump,
// a flash of another language, or a frame that turns into the sign-in page.
import { expect, test } from '../fixtures.mjs';
import { ACCOUNTS, signIn } from '../lib/console.mjs';

const TITLE = { 'zh-CN': '媒体控制台', 'en-US': 'Media Console', 'fa-IR': null };
/** What the sign-in page shows, in the order a reader meets it; each is found in the copy and in the live page. */
const PARTS = [
  'h1',
  'p',
  '[role=tab] >> nth=0',
  '[role=tab] >> nth=1',
  'input >> nth=0',
  'input >> nth=1',
  'button[type=submit]',
];

async function boxes(page, scope) {
  const found = [];
  for (const part of PARTS) {
    const el = page.locator(`${scope} ${part}`).first();
    const box = await el.boundingBox();
    found.push({ part, text: (await el.textContent())?.trim(), box: box && Object.values(box).map(Math.round) });
  }
  return found;
}

for (const locale of ['zh-CN', 'en-US', 'fa-IR']) {
  test(`first paint: the static sign-in page in ${locale} is laid out as the live one`, async ({
    openContext,
    baseURL,
  }) => {
    // Without scripts: what the HTML alone paints.
    const still = await openContext({ locale, javaScriptEnabled: false });
    const stillPage = await still.newPage();
    await stillPage.goto(`${baseURL}/user/login`);
    await expect(stillPage.locator('html')).toHaveAttribute('lang', locale);
    await expect(stillPage.locator('html')).toHaveAttribute('dir', locale === 'fa-IR' ? 'rtl' : 'ltr');
    const before = await boxes(stillPage, '#first-paint');

    const live = await openContext({ locale });
    const page = await live.newPage();
    await page.goto(`${baseURL}/user/login`);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    const after = await boxes(page, '#root');

    expect(before.every((b) => b.box)).toBe(true);
    if (TITLE[locale]) expect(after[0].text).toBe(TITLE[locale]);
    for (const [i, b] of before.entries()) {
      expect(b.text, b.part).toBe(after[i].text);
      b.box.forEach((v, k) =>
        expect(Math.abs(v - after[i].box[k]), `${b.part} ${b.box} vs ${after[i].box}`).toBeLessThanOrEqual(1),
      );
    }
  });
}

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

/** Records, on every frame from the very first, the language and direction and the title a user can see. */
const RECORD_FRAMES = () => {
  window.__frames = [];
  const look = () => {
    const html = document.documentElement;
    const visible = [...document.querySelectorAll('h1')].find(
      (h) => h.checkVisibility?.() && h.getClientRects().length,
    );
    window.__frames.push({ lang: html.lang, dir: html.dir, title: visible?.textContent ?? null });
    requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
};

test("first paint: the live sign-in page takes antd's styles over from its HTML, not making them again; under reduced motion (another theme) it makes its own", async ({
  openContext,
  baseURL,
}) => {
  const MARK = '/*from-the-html*/';
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const ctx = await openContext({ locale: 'en-US', reducedMotion });
    const page = await ctx.newPage();
    // A mark at the end of every style the HTML carries for antd: a style antd took over keeps it; one antd made
    // again (its own text written into the element of the same hash) loses it.
    await page.route(`${baseURL}/user/login`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const template = /<template id="first-paint-cssinjs">[\s\S]*?<\/template>/.exec(html)?.[0];
      expect(template, 'the sign-in HTML carries antd styles').toBeTruthy();
      await route.fulfill({
        response,
        body: html.replace(template, template.replace(/<\/style>/g, `${MARK}</style>`)),
      });
    });
    await page.goto(`${baseURL}/user/login`);
    await expect(page.locator('#first-paint')).toHaveCount(0);
    await expect(page.locator('#root form').first()).toBeVisible();
    const styles = await page.evaluate(
      (mark) => ({
        template: !!document.getElementById('first-paint-cssinjs'),
        record: !!document.querySelector('style[data-ant-cssinjs-cache-path]'),
        antd: [...document.querySelectorAll('style[data-css-hash]')].map((s) => ({
          hash: s.getAttribute('data-css-hash'),
          fromHtml: s.textContent.endsWith(mark),
        })),
      }),
      MARK,
    );
    // The template is gone either way; antd read its record (and removed it) only when it was taken over.
    expect(styles.template).toBe(false);
    expect(styles.record).toBe(false);
    expect(styles.antd.length, 'antd styles on the page').toBeGreaterThan(5);
    const made = styles.antd.filter((s) => !s.fromHtml).map((s) => s.hash);
    if (reducedMotion === 'no-preference') expect(made, 'styles antd made again').toEqual([]);
    else expect(styles.antd.filter((s) => s.fromHtml)).toEqual([]);
    // Styled either way: the primary button has antd's primary colour, the inputs their border.
    await expect(page.locator('#root button[type=submit]')).toHaveCSS('background-color', 'rgb(9, 88, 217)');
    await expect(page.locator('#root input').first()).toHaveCSS('border-top-width', '0px');
    await ctx.close();
  }
});

test('first paint: a copy in the browser language is not shown to a user who chose another', async ({
  openContext,
  baseURL,
}) => {
  const ctx = await openContext({ locale: 'en-US' });
  await ctx.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) window.localStorage.setItem('umi_locale', 'fa-IR');
  });
  await ctx.addInitScript(RECORD_FRAMES);
  const page = await ctx.newPage();
  const response = await page.goto(`${baseURL}/user/login`);
  // The server could only go by the browser language...
  expect(await response.text()).toContain('data-first-paint="login:en-US"');
  await expect(page.locator('#root form').first()).toBeVisible();
  const frames = await page.evaluate(() => window.__frames);
  const titled = frames.filter((f) => f.title);
  // ...and the page never showed its English copy, nor a left-to-right frame.
  expect(titled.length).toBeGreaterThan(0);
  expect(titled.filter((f) => f.title === 'Media Console')).toEqual([]);
  expect(frames.filter((f) => f.dir && f.dir !== 'rtl')).toEqual([]);
});

test('first paint: the copy in the user language shows from the first titled frame, before the app script runs', async ({
  openContext,
  baseURL,
}) => {
  const ctx = await openContext({ locale: 'en-US' });
  await ctx.addInitScript(RECORD_FRAMES);
  const page = await ctx.newPage();
  const release = await holdAppScript(page);
  await page.goto(`${baseURL}/user/login`, { waitUntil: 'commit' });
  await expect.poll(() => page.evaluate(() => window.__frames.some((f) => f.title === 'Media Console'))).toBe(true);
  expect(await page.locator('#root').innerHTML()).toBe('');
  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.locator('#root h1')).toHaveText('Media Console');
  const frames = await page.evaluate(() => window.__frames);
  expect(frames.filter((f) => f.title && f.title !== 'Media Console')).toEqual([]);
  // From the first titled frame on, every frame shows the page: the hand-off leaves no blank frame between.
  const first = frames.findIndex((f) => f.title);
  expect(frames.slice(first).filter((f) => !f.title)).toEqual([]);
  // And it signs in as before.
  await page.locator('#account').fill(ACCOUNTS.demo.account);
  await page.locator('#password').fill(ACCOUNTS.demo.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/\/dashboard/);
});

test('first paint: a signed-in visit paints the frame mirrored in ar-EG before the app script; React keeps its geometry', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'ar-EG'));
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.getByTestId('dashboard-kpis').waitFor();
  const release = await holdAppScript(page);
  await page.goto(`${baseURL}/flow/app`, { waitUntil: 'commit' });
  const shellSider = page.locator('#first-paint .fp-sider');
  await expect(shellSider).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const frame = await shellSider.boundingBox();
  // Mirrored: the menu on the right.
  expect(Math.round(frame.x + frame.width)).toBe(1280);
  release();
  await expect(page.locator('#first-paint')).toHaveCount(0);
  const real = await page.locator('#root aside').first().boundingBox();
  expect(Math.round(real.x)).toBe(Math.round(frame.x));
  expect(Math.round(real.width)).toBe(Math.round(frame.width));
  await page.unroute(/\/umi\.[0-9a-f]+\.js$/);
});

test('first paint: a signed-out visit to a console page never shows the frame, and lands on the login page with its redirect', async ({
  page,
  baseURL,
}) => {
  const release = await holdAppScript(page);
  await page.goto(`${baseURL}/information/settlement?start=2026-11-01`, { waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveClass(/first-paint-off/);
  await expect(page.locator('#first-paint')).toBeHidden();
  release();
  await page.waitForURL(/\/user\/login\?redirect=%2Finformation%2Fsettlement%3Fstart%3D2026-11-01/);
});

test('first paint: the sign-in page and the frame paint from their HTML alone, every script and stylesheet held', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  // No other request may be needed for the first paint: every script and stylesheet waits until the end.
  const held = [];
  await page.route(/\.(js|css)(\?|$)/, (route) => {
    held.push(route);
  });
  await page.goto(`${baseURL}/user/login`, { waitUntil: 'commit' });
  const copy = page.locator('#first-paint');
  await expect(copy.locator('h1')).toHaveText('Media Console');
  await expect(copy.locator('h1')).toBeVisible();
  // Styled, not bare HTML: the primary button has its colour and the form its width.
  const button = copy.locator('button[type=submit]');
  expect(await button.evaluate((b) => getComputedStyle(b).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
  expect((await copy.locator('form').first().boundingBox()).width).toBeLessThan(600);
  expect(held.length).toBeGreaterThan(0);

  // Signed in, a console page: the frame, under the same hold.
  await page.unroute(/\.(js|css)(\?|$)/);
  await Promise.all(held.splice(0).map((r) => r.abort().catch(() => undefined)));
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.getByTestId('dashboard-kpis').waitFor();
  await page.route(/\.(js|css)(\?|$)/, (route) => {
    held.push(route);
  });
  await page.goto(`${baseURL}/flow/app`, { waitUntil: 'commit' });
  await expect(page.locator('#first-paint .fp-sider')).toBeVisible();
  expect((await page.locator('#first-paint .fp-header').boundingBox()).height).toBe(56);
  await page.unroute(/\.(js|css)(\?|$)/);
  await Promise.all(held.map((r) => r.abort().catch(() => undefined)));
});

test('first paint: a signed-in visit fetches its frame with the HTML and asks for its menu before any chunk of the app', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.getByTestId('dashboard-kpis').waitFor();
  const requested = [];
  page.on('request', (req) => requested.push(new URL(req.url()).pathname));

  // The frame's files (the menu layout, the query client, the messages…) go out with the HTML: the main script is
  // held, and they are asked for all the same (scripts/first-paint.mjs, config/shellModules.ts).
  const release = await holdAppScript(page);
  await page.goto(`${baseURL}/dashboard`, { waitUntil: 'commit' });
  const preloads = page.locator('head link[rel=preload][fetchpriority=low]');
  await expect(preloads.first()).toBeAttached();
  const hrefs = await preloads.evaluateAll((links) => links.map((l) => new URL(l.href).pathname));
  expect(hrefs.some((h) => h.endsWith('.async.js'))).toBe(true);
  await expect.poll(() => hrefs.filter((h) => !requested.includes(h))).toEqual([]);
  release();
  await expect(page.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready');
  await page.unroute(/\/umi\.[0-9a-f]+\.js$/);

  // The menu call needs the main script only: every chunk of the app waits until it has gone out, and the page
  // still comes (before, the call waited for the query client's chunk, and this page never would).
  let menuAsked;
  const asked = new Promise((r) => {
    menuAsked = r;
  });
  page.on('request', (req) => {
    if (new URL(req.url()).pathname === '/media/menu/list') menuAsked();
  });
  await page.route(/\.async\.js$/, async (route) => {
    await asked;
    await route.continue();
  });
  await page.goto(`${baseURL}/dashboard`);
  await expect(page.getByTestId('dashboard-kpis')).toHaveAttribute('data-state', 'ready');
  expect(requested.filter((p) => p === '/media/menu/list').length).toBe(2);
  await page.unroute(/\.async\.js$/);
});
