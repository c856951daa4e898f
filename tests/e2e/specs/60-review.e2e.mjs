import { expect, test } from '../fixtures.mjs';
import { callFromPage, dialogNamed, pickOption, setLocale, signIn, whenSettled } from '../lib/console.mjs';

const PATH = '/materialReview/materialIndex';
const LIST = '/media/material/list';

const cards = (page) => page.getByTestId('material-card');
const rows = (page) => page.getByTestId('material-row');
/** The details drawer: a dialog titled "Creative <id>" and the status. */
const drawer = (page) => page.getByRole('dialog', { name: /^Creative \d+/ });

/** Signs in (English) and opens the review page; resolves when the first page of cards is shown. */
async function openReview(page, baseURL, { view = 'grid' } = {}) {
  await setLocale(page, baseURL, 'en-US');
  // Any alert() from hostile seed data would be an XSS: record it, the tests assert there was none.
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => undefined);
  });
  await signIn(page, baseURL, 'demo', { redirect: PATH });
  await cards(page).first().waitFor();
  if (view === 'table') {
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Table').click();
    await rows(page).first().waitFor();
  }
  return { dialogs };
}

/** Waits for the list call that a UI action triggers and returns its JSON body. */
async function listCall(page, action) {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(LIST)), action()]);
  return JSON.parse(res.request().postData() || '{}');
}

/** Chooses `label` in the Select with the test id `testId` (the id sits on the Select, around its combobox). */
async function choose(page, testId, label) {
  await pickOption(page, page.getByTestId(testId).getByRole('combobox'), label);
}

async function search(page, keyword) {
  const box = page.getByPlaceholder('Title, advertiser or domain');
  await box.fill(keyword);
  return listCall(page, () => box.press('Enter'));
}

/**
 * Picks a reject reason. The dialog may still be opening on a busy machine,
 * so check until the radio reads as checked.
 */
async function chooseReason(modal, label) {
  const radio = modal.getByRole('radio', { name: label, exact: true });
  await expect(async () => {
    await radio.check({ timeout: 2000 });
  }, `reason "${label}" chosen`).toPass();
}

async function statusOf(card) {
  return card.locator('[data-status]').first().getAttribute('data-status');
}

test('material: bulk approve and reject in the table report what succeeded and what failed', async ({
  page,
  baseURL,
}) => {
  await openReview(page, baseURL, { view: 'table' });
  const [first, second, third, fourth, fifth] = await rows(page).all();
  const firstId = await first.getAttribute('data-row-key');
  const firstTitle = await first.getByTestId('material-title').innerText();
  // The second is approved here: the bulk approve leaves it out and says so.
  await second.getByRole('button', { name: 'Approve' }).click();
  await expect(second.locator('[data-status]')).toHaveAttribute('data-status', 'approved');
  // The first is approved by another reviewer meanwhile: this page still shows it pending, the server knows better.
  const other = await callFromPage(page, '/media/material/review', { ids: [Number(firstId)], decision: 'approve' });
  expect(other.code).toBe(0);

  for (const row of [first, second, third]) await row.getByRole('checkbox').check();
  await page.getByTestId('selected-count').getByText('3 creatives selected').waitFor();
  await expect(page.getByTestId('bulk-approve')).toHaveText('Approve 2 of 3');
  await page.getByTestId('bulk-approve').click();
  const confirm = dialogNamed(page, 'Approve 2 creatives?');
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const result = page.getByTestId('review-result');
  await result.getByText('1 succeeded, 1 failed.').waitFor();
  const failed = result.getByTestId('review-failed-item');
  await expect(failed).toHaveCount(1);
  await expect(failed).toHaveAttribute('data-id', firstId);
  expect(await failed.innerText()).toMatch(
    new RegExp(`#${firstId} ${firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  expect(await failed.innerText()).toMatch(/Already approved/);
  await page.getByRole('dialog').filter({ has: result }).getByRole('button', { name: 'OK' }).click();
  // Every creative the server answered for left the selection, the failed one too; the one not sent stays.
  await expect(page.getByTestId('selected-count')).toHaveText('1 creative selected');
  await expect(page.getByTestId('bulk-approve')).toBeDisabled();
  await page.getByRole('button', { name: 'Clear selection' }).click();
  await expect(page.getByTestId('selected-count')).toHaveCount(0);

  for (const row of [fourth, fifth]) await row.getByRole('checkbox').check();
  await page.getByTestId('bulk-reject').click();
  const reject = dialogNamed(page, 'Reject 2 creatives');
  await reject.waitFor();
  await chooseReason(reject, 'Low image quality');
  await page.getByTestId('reject-submit').click();
  await page.getByText('2 creatives rejected').waitFor();
  for (const row of [fourth, fifth])
    expect(await row.locator('[data-status]').getAttribute('data-status')).toBe('rejected');
  await expect(page.getByTestId('bulk-bar').getByTestId('selected-count')).toHaveCount(0);

  // The table view chosen lasts for the session: a reload opens the table again, no grid of cards.
  await page.reload();
  await rows(page).first().waitFor();
  await expect(cards(page)).toHaveCount(0);
});

test('material: a javascript: landing URL is never a link; an http one opens a new tab without opener, only when asked', async ({
  page,
  context,
  baseURL,
}) => {
  // The landing hosts do not exist: answer them here so the new tab has a page to run in.
  await context.route(/\.test\//, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>landing</title><p>landing</p>',
    }),
  );
  const { dialogs } = await openReview(page, baseURL);
  await choose(page, 'filter-status', 'All statuses');
  await search(page, '<script>');
  const hostile = cards(page).filter({ hasText: 'javascript:alert(document.cookie)' }).first();
  await hostile.waitFor();
  await expect(hostile.getByTestId('material-title')).toHaveText('<script>alert("xss")</script> Summer sale');
  await hostile.getByTestId('material-title').click();
  await drawer(page).getByTestId('landing-url-unsafe').waitFor();
  await expect(drawer(page).getByTestId('landing-url-text')).toHaveText('javascript:alert(document.cookie)');
  await expect(drawer(page).getByTestId('landing-url-open')).toHaveCount(0);
  await expect(page.locator('a[href^="javascript"], a[href^="data:"], a[href^="vbscript"]')).toHaveCount(0);
  // Escape closes the drawer once it holds the focus (after its opening animation); a key pressed
  // earlier goes nowhere and the search below would go to the still open drawer.
  await whenSettled(drawer(page));
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden({ timeout: 2000 });
  }).toPass();

  await search(page, 'Lumen');
  const card = cards(page).first();
  await card.getByTestId('material-title').click();
  const open = drawer(page).getByTestId('landing-url-open');
  await open.waitFor();
  const url = await drawer(page).getByTestId('landing-url-text').innerText();
  expect(url).toMatch(/^https:\/\/www\.lumenbank\.test\//);
  expect(context.pages().length, 'nothing opened before asking').toBe(1);
  const [popup] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(url);
  expect(await popup.evaluate(() => window.opener)).toBeNull();
  expect(new URL(page.url()).pathname, 'the console stays where it was').toBe(PATH);
  expect(dialogs, 'no script from the data ran').toEqual([]);
});

test('material: the keyboard works the queue (J, K, A, R, Enter), never while typing or under a dialog', async ({
  page,
  baseURL,
}) => {
  await openReview(page, baseURL);
  const legend = await page.getByTestId('shortcut-legend').innerText();
  expect(legend.replace(/\s+/g, ' ')).toMatch(/J Next K Previous A Approve R Reject Enter Details/);
  const list = await cards(page).all();
  const current = async () => page.locator('[data-testid=material-card][aria-current=true]').getAttribute('data-id');

  const ids = await Promise.all(list.map((card) => card.getAttribute('data-id')));

  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await expect.poll(current, { message: 'second card active' }).toBe(ids[1]);
  await page.keyboard.press('k');
  await expect.poll(current, { message: 'first card active' }).toBe(ids[0]);
  await page.keyboard.press('a');
  await expect.poll(() => statusOf(list[0]), { message: 'first approved by A' }).toBe('approved');

  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const modal = dialogNamed(page, `Reject creative ${ids[1]}`);
  await modal.waitFor();
  await page.keyboard.press('j'); // ignored under the dialog
  expect(await current()).toBe(ids[1]);
  await chooseReason(modal, 'Misleading claims');
  await page.getByTestId('reject-submit').click();
  await expect.poll(() => statusOf(list[1]), { message: 'second rejected by R' }).toBe('rejected');
  // The shortcuts wait while any dialog is open (the rejection's closes after its answer): J only once it is gone.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.keyboard.press('j');
  await expect.poll(current, { message: 'third card active' }).toBe(ids[2]);

  // Typing in the search box is typing, not reviewing.
  const box = page.getByPlaceholder('Title, advertiser or domain');
  await box.click();
  await page.keyboard.type('jar');
  await expect(box).toHaveValue('jar');
  expect(await statusOf(list[2])).toBe('pending');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Enter opens the active creative; J moves the drawer along the queue.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Enter');
  await drawer(page).getByText(`Creative ${ids[2]}`).waitFor();
  await page.keyboard.press('j');
  await drawer(page).getByText(`Creative ${ids[3]}`).waitFor();
});
