import { expect, test } from '../fixtures.mjs';
import { setLocale, sider, signIn, useLocale } from '../lib/console.mjs';
import { messages } from '../lib/locales.mjs';
import { LANGUAGE_LABELS } from '../lib/languages.mjs';

async function chooseLanguage(page, locale) {
  // A marker on window disappears only if the page really reloads.
  await page.evaluate(() => {
    window.__beforeSwitch = true;
  });
  await page.getByTestId('lang-select').first().click();
  await page.getByRole('menuitemradio', { name: LANGUAGE_LABELS[locale], exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await page.locator('#account').waitFor();
  expect(await page.evaluate(() => window.__beforeSwitch), 'the page reloaded').toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('umi_locale'))).toBe(locale);
}

test('the language menu switches to en-US, ja-JP and fa-IR and back, reloading into each', async ({
  page,
  baseURL,
}) => {
  await useLocale(page, baseURL, 'zh-CN');
  const submit = page.locator('button[type=submit]');
  for (const locale of ['en-US', 'ja-JP', 'fa-IR', 'zh-CN']) {
    await chooseLanguage(page, locale);
    const expected = messages(locale)['login.submit'].replace(/\s+/g, '');
    await expect
      .poll(async () => ((await submit.textContent()) || '').replace(/\s+/g, ''), { message: `${locale} submit text` })
      .toBe(expected);
    await expect(page.locator('html')).toHaveAttribute('dir', locale === 'fa-IR' ? 'rtl' : 'ltr');
  }
});

test('fa-IR mirrors the layout: menu on the right, antd in right-to-left mode', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'fa-IR');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/myaccount' });
  const aside = sider(page);
  await aside.waitFor();
  const box = await aside.boundingBox();
  const width = page.viewportSize().width;
  expect(box.x, `sider starts at x=${box.x}, expected on the right half`).toBeGreaterThan(width / 2);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // antd's right-to-left mode shows only in its class names (-rtl): the text direction alone comes from <html dir>.
  expect(await page.locator('[class*="-rtl"]').count(), 'antd components render in rtl mode').toBeGreaterThan(0);
  // The menu speaks Persian.
  const fa = messages('fa-IR');
  await expect(aside).toContainText(fa['route.myaccount']);
});

test('a malformed or unknown umi_locale falls back to the browser language', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/user/login`);
  for (const bad of ['EN-us', 'english', 'xx-YY', 'en_US', '<b>']) {
    await page.evaluate((v) => localStorage.setItem('umi_locale', v), bad);
    await page.reload();
    // The browser context is en-US.
    await expect(page.locator('html'), `fallback for ${bad}`).toHaveAttribute('lang', 'en-US');
  }
});

// That no page shows a raw message key, in every language: 05-sweep.
