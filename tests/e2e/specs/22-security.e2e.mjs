import { expect, test } from '../fixtures.mjs';
import { setLocale, sider, signIn, signInHere, tableRows } from '../lib/console.mjs';

const token = (page) => page.evaluate(() => localStorage.getItem('gsAuthorization'));

test('Back after signing out, then signing in, lands in the console and stays signed in', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/flow/app' });
  await expect(sider(page)).toBeVisible();
  await page.getByTestId('account-menu').click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL(/\/user\/login\?redirect=%2Fflow%2Fapp$/);
  // Back: the sign-out route again, now signed out; the login page it leads to must not lead back into it.
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/user/login' && !url.searchParams.has('redirect'));
  await page.locator('#account').waitFor();
  await signInHere(page, 'demo');
  await expect(sider(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  // Still signed in: a reload stays in the console.
  await page.reload();
  await expect(sider(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
  expect(await token(page)).not.toBe('');
});

test('a redirect to an encoded foreign address goes to the dashboard, not the 404 page', async ({ page, baseURL }) => {
  await setLocale(page, baseURL, 'en-US');
  await page.goto(`${baseURL}/user/login?redirect=/%2F%2Fevil.example`);
  await signInHere(page, 'demo');
  await expect(sider(page)).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/dashboard');
});

test('displaced by another sign-in: the notice and the login page say when, and the list filters come back', async ({
  page,
  openContext,
  baseURL,
}) => {
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/flow/adpositions' });
  await expect(sider(page)).toBeVisible();
  // Loaded: the list has written its own (empty) filters to the address already.
  await expect(tableRows(page).first()).toBeVisible();
  // The list writes its filters to the address without a navigation (as the ad positions list does).
  const filtered = '/flow/adpositions?keyword=banner&status=enabled';
  await page.evaluate((url) => window.history.replaceState(window.history.state, '', url), filtered);

  const other = await openContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, baseURL, 'demo');
  await other.close();

  // The keep-alive runs when the tab comes back to the front: its 406 carries the time of the other sign-in.
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  const when = /This account signed in on another device at \d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}\./;
  await expect(page.getByText('Login limit exceeded, logged out in 3 seconds', { exact: false })).toContainText(when);
  await page.waitForURL((url) => url.pathname === '/user/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe(filtered);
  await expect(page.getByTestId('session-end')).toContainText(when);

  await signInHere(page, 'demo');
  await page.waitForURL((url) => url.pathname === '/flow/adpositions');
  expect(new URL(page.url()).search).toBe('?keyword=banner&status=enabled');
  // The reason was for that sign-out only.
  await page.goto(`${baseURL}/user/login`);
  await page.locator('#account').waitFor();
  await expect(page.getByTestId('session-end')).toHaveCount(0);
});
