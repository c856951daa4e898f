import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';
import { allKeys, messages } from '../lib/locales.mjs';
import { LANGUAGE_LABELS } from '../lib/languages.mjs';

async function chooseLanguage(page, locale) {
  // A marker on window disappears only if the page really reloads.
  await page.evaluate(() => {
    window.__beforeSwitch = true;
  });
  await page.locator('[data-testid=lang-select]').first().click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_LABELS[locale], exact: true }).click();
  await until(async () => (await page.evaluate(() => document.documentElement.lang)) === locale, `html lang ${locale}`);
  await page.locator('#account').waitFor();
  assert.equal(await page.evaluate(() => window.__beforeSwitch), undefined, 'the page reloaded');
  assert.equal(await page.evaluate(() => localStorage.getItem('umi_locale')), locale);
}

test('the language menu switches to en-US, ja-JP and fa-IR and back, reloading into each', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'zh-CN'));
  await page.reload();
  const submit = page.locator('button[type=submit]');
  for (const locale of ['en-US', 'ja-JP', 'fa-IR', 'zh-CN']) {
    await chooseLanguage(page, locale);
    const expected = messages(locale)['login.submit'].replace(/\s+/g, '');
    await until(
      async () => ((await submit.textContent()) || '').replace(/\s+/g, '') === expected,
      `${locale} submit text`,
    );
    const dir = await page.evaluate(() => document.documentElement.dir);
    assert.equal(dir, locale === 'fa-IR' ? 'rtl' : 'ltr');
  }
});

test('fa-IR mirrors the layout: menu on the right, antd in right-to-left mode', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'fa-IR'));
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  const sider = page.locator('.ant-layout-sider').first();
  await sider.waitFor();
  const box = await sider.boundingBox();
  const width = page.viewportSize().width;
  assert.ok(box.x > width / 2, `sider starts at x=${box.x}, expected on the right half`);
  assert.equal(await page.evaluate(() => document.documentElement.dir), 'rtl');
  assert.ok((await page.locator('[class*="-rtl"]').count()) > 0, 'antd components render in rtl mode');
  // The menu speaks Persian.
  const fa = messages('fa-IR');
  await until(async () => ((await sider.textContent()) || '').includes(fa['route.myaccount']), 'Persian menu');
});

test('a malformed or unknown umi_locale falls back to the browser language', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/user/login`);
  for (const bad of ['EN-us', 'english', 'xx-YY', 'en_US', '<b>']) {
    await page.evaluate((v) => localStorage.setItem('umi_locale', v), bad);
    await page.reload();
    // The browser context is en-US.
    await until(
      async () => (await page.evaluate(() => document.documentElement.lang)) === 'en-US',
      `fallback for ${bad}`,
    );
  }
});

const PAGES = [
  '/dashboard',
  '/flow/app',
  '/flow/adpositions',
  '/materialReview/materialIndex',
  '/information/settlement',
  '/accounts/myaccount',
  '/accounts/reportapi',
  '/accounts/subaccount',
  '/appform/createAdPosition',
  '/appadd/createAdPosition',
  '/userform/createUser',
  '/auditReport/index',
];

test(
  'no page shows a raw message key, in en-US, ja-JP or fa-IR',
  async ({ page, baseURL }) => {
    const keys = new Set(allKeys());
    for (const locale of ['en-US', 'ja-JP', 'fa-IR']) {
      await page.goto(`${baseURL}/user/login`);
      await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
      await signIn(page, baseURL, 'admin');
      for (const path of PAGES) {
        await page.goto(`${baseURL}${path}`);
        await page.waitForLoadState('networkidle');
        const text = await page.evaluate(() => document.body.innerText);
        const raw = text.split(/[\s"'“”«»()[\]{}:,;!?]+/).filter((w) => keys.has(w));
        assert.deepEqual(raw, [], `${locale} ${path} shows raw keys`);
        assert.equal(await page.evaluate(() => document.documentElement.lang), locale);
      }
    }
  },
  { timeout: 180000 },
);
