// Screenshots of every page at 1280×800 in the given locales, for a look:
// node scripts/shots-all.mjs <baseURL> <out dir> [locales, comma-separated]
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ACCOUNTS, submitLogin } from '../tests/e2e/lib/console.mjs';
import { launch } from './lib/browser.mjs';

const PAGES = {
  dashboard: '/dashboard',
  apps: '/flow/app',
  adpositions: '/flow/adpositions',
  material: '/materialReview/materialIndex',
  settlement: '/information/settlement?group=day,app,adPosition',
  'media-divide': '/financialReport/mediaDivide',
  'my-account': '/accounts/myaccount',
  'report-api': '/accounts/reportapi',
  subaccounts: '/accounts/subaccount',
  activity: '/accounts/activity',
  health: '/accounts/health',
  'new-app-flow': '/appadd/createAdPosition',
  'ad-position-form': '/appform/createAdPosition',
  'create-user': '/userform/createUser',
  'audit-report': '/auditReport/index',
};
const [baseURL, out = '/tmp/shots', locales = 'zh-CN,en-US,ar-EG'] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const { browser, close } = await launch();
try {
  for (const locale of locales.split(',')) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
    const page = await context.newPage();
    await page.goto(`${baseURL}/user/login`);
    await page.evaluate((l) => localStorage.setItem('umi_locale', l), locale);
    await page.reload();
    await submitLogin(page, ACCOUNTS.demo.account, ACCOUNTS.demo.password);
    for (const [name, path] of Object.entries(PAGES)) {
      await page.goto(baseURL + path);
      await page.waitForLoadState('networkidle');
      const file = join(out, `${name}-${locale}.png`);
      await page.screenshot({ path: file });
      console.log('saved', file);
    }
    await context.close();
  }
} finally {
  await close();
}
