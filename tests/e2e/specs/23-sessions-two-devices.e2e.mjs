// Issue 52: "laptop and phone at once". demo signed in on a laptop-sized and a phone-sized browser at the same
// time: neither signs the other out (the mock, as the provider, keeps five sessions per account), both keep
// loading pages, and each lists the other under Password and sign-in with "End session".
import { expect, test } from '../fixtures.mjs';
import { resetMock, setLocale, signIn } from '../lib/console.mjs';

const PHONE = {
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  // A phone in Singapore (the mock's table of documentation address ranges).
  extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.23' },
};

/** The keep-alive a tab runs when it comes back to the front, and its answer's status. */
async function keepAlive(page) {
  const answer = page.waitForResponse((r) => r.url().endsWith('/media/authorize/keep'));
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  return (await answer).status();
}

test.beforeEach(({ baseURL }) => resetMock(baseURL));
test.afterEach(({ baseURL }) => resetMock(baseURL));

test('demo on a laptop and a phone at once: both keep working, and each lists the other', async ({
  page,
  openContext,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await expect(page.getByRole('complementary')).toBeVisible();

  // The phone signs in second: with one session per account this pushed the laptop out.
  const phone = await (await openContext(PHONE)).newPage();
  await setLocale(phone, baseURL, 'en-US');
  await signIn(phone, baseURL, 'demo', { redirect: '/accounts/signin' });
  const phoneSessions = phone.getByTestId('sessions');
  await expect(phoneSessions.getByRole('row').filter({ hasText: 'This browser' })).toContainText('Safari on iOS');
  await expect(phoneSessions.getByRole('row').filter({ hasText: 'Chrome on Linux' })).toBeVisible();

  // The laptop is still in: its keep-alive is answered, it opens another page, no notice.
  expect(await keepAlive(page)).toBe(200);
  await page.goto(`${baseURL}/accounts/signin`);
  const sessions = page.getByTestId('sessions');
  await expect(sessions.getByRole('row').filter({ hasText: 'This browser' })).toContainText('Chrome on Linux');
  const phoneRow = sessions.getByRole('row').filter({ hasText: 'Safari on iOS' });
  await expect(phoneRow).toContainText('Singapore');
  await expect(phoneRow.getByRole('button', { name: 'End session: Safari on iOS' })).toBeVisible();
  await expect(page.getByText('Login limit exceeded', { exact: false })).toHaveCount(0);

  // And the phone too, after the laptop's requests.
  expect(await keepAlive(phone)).toBe(200);
  await phone.reload();
  await expect(phoneSessions.getByRole('row').filter({ hasText: 'This browser' })).toBeVisible();
  expect(new URL(phone.url()).pathname).toBe('/accounts/signin');
});
