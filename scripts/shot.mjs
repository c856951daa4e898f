// Screenshot helper for looking at pages: node scripts/shot.mjs <url> <out.png> [locale] [account:password]
// SHOT_SIZE=390x844 for another window (default 1280x800), SHOT_FULL=1 for the whole page, SHOT_SELECTOR=<css> for one
// element of it.
import { launch } from './lib/browser.mjs';

const [url, out = '/tmp/shot.png', locale, cred] = process.argv.slice(2);
const [width, height] = (process.env.SHOT_SIZE || '1280x800').split('x').map(Number);
const { browser, close } = await launch();
try {
  const context = await browser.newContext({ viewport: { width, height }, locale: locale || 'zh-CN' });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  if (locale) {
    await page.goto(origin + '/user/login');
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
  }
  if (cred) {
    const [account, password] = cred.split(':');
    await page.goto(origin + '/user/login');
    await page.locator('#account').fill(account);
    await page.locator('#password').fill(password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((u) => !u.pathname.startsWith('/user/login'), { timeout: 30000 });
  }
  await page.goto(url);
  await page.waitForTimeout(2500);
  if (process.env.SHOT_SELECTOR) await page.locator(process.env.SHOT_SELECTOR).first().screenshot({ path: out });
  else await page.screenshot({ path: out, fullPage: process.env.SHOT_FULL === '1' });
  console.log('saved', out, 'title:', await page.title());
} finally {
  await close();
}
