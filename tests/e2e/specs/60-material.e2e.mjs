import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';

const PATH = '/materialReview/materialIndex';
const LIST = '/media/material/list';

/** Signs in (English) and opens the review page; resolves when the first page of cards is shown. */
async function openReview(page, baseURL, { view = 'grid' } = {}) {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  // Any alert() from hostile seed data would be an XSS: record it, the tests assert there was none.
  const dialogs = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    d.dismiss().catch(() => undefined);
  });
  await signIn(page, baseURL, 'demo', { redirect: PATH });
  await cards(page).first().waitFor();
  if (view === 'table') {
    await page.getByTestId('view-switch').getByText('Table').click();
    await rows(page).first().waitFor();
  }
  return { dialogs };
}

const cards = (page) => page.getByTestId('material-card');
const rows = (page) => page.locator('tr[data-row-key]');
const drawer = (page) => page.locator('.ant-drawer-content');

/** Waits for the list call that a UI action triggers and returns its JSON body. */
async function listCall(page, action) {
  const [res] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(LIST)), action()]);
  return JSON.parse(res.request().postData() || '{}');
}

async function pickOption(page, testId, label) {
  await page.getByTestId(testId).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: label }).first().click();
}

async function search(page, keyword) {
  const box = page.getByPlaceholder('Title, advertiser or domain');
  await box.fill(keyword);
  return listCall(page, () => box.press('Enter'));
}

/**
 * Picks a reject reason. The dialog may still be opening on a busy machine,
 * so click until antd shows the radio as checked.
 */
async function chooseReason(modal, label) {
  await until(async () => {
    await modal.getByText(label).click();
    return (await modal.locator('.ant-radio-wrapper-checked').filter({ hasText: label }).count()) > 0;
  }, `reason "${label}" chosen`);
}

async function statusOf(card) {
  return card.locator('[data-status]').first().getAttribute('data-status');
}

test('material: filters go to the server and narrow the list', async ({ page, baseURL, pageErrors }) => {
  await openReview(page, baseURL);
  for (const card of await cards(page).all()) assert.equal(await statusOf(card), 'pending');

  let body = await listCall(page, () => pickOption(page, 'filter-status', 'All statuses'));
  assert.equal(body.status, undefined);
  body = await listCall(page, () => pickOption(page, 'filter-adType', 'Banner'));
  assert.equal(body.adType, 'banner');
  // The grid re-renders as the answer lands: read all cards at once, until they settle.
  const allCards = (re) => async () => {
    const texts = await cards(page).allInnerTexts();
    return texts.length > 0 && texts.every((text) => re.test(text));
  };
  await until(allCards(/Banner/), 'only banner cards');

  body = await search(page, 'Lumen');
  assert.deepEqual(
    { keyword: body.keyword, adType: body.adType, current: body.current, sortField: body.sortField },
    { keyword: 'Lumen', adType: 'banner', current: 1, sortField: 'submittedAt' },
  );
  await until(allCards(/Lumen Bank/), 'only Lumen Bank cards');

  body = await listCall(page, () => page.getByTestId('filter-reset').click());
  assert.deepEqual(Object.keys(body).sort(), ['current', 'pageSize', 'sortField', 'sortOrder', 'status']);

  // Server-side paging: 50 a page when asked, sorted oldest first when asked.
  await page.locator('.ant-pagination-options .ant-select').click();
  body = await listCall(page, () => page.locator('.ant-select-item-option').filter({ hasText: '50 / page' }).click());
  assert.equal(body.pageSize, 50);
  await until(async () => (await cards(page).count()) === 50, '50 cards');
  body = await listCall(page, () => pickOption(page, 'sort-order', 'Oldest first'));
  assert.equal(body.sortOrder, 'ascend');
  // Every thumbnail is lazy and sized up front (no layout shift).
  const imgs = await page
    .locator('[data-testid=material-card] img')
    .evaluateAll((els) =>
      els.map((e) => ({ loading: e.getAttribute('loading'), w: e.getAttribute('width'), h: e.getAttribute('height') })),
    );
  assert.equal(imgs.length, 50);
  assert.ok(imgs.every((i) => i.loading === 'lazy' && Number(i.w) > 0 && Number(i.h) > 0));
  assert.deepEqual(pageErrors, []);
});

test('material: approving one shows the decision in the drawer history', async ({ page, baseURL, pageErrors }) => {
  await openReview(page, baseURL);
  const card = cards(page).first();
  const id = await card.getAttribute('data-id');
  await card.getByTestId('material-title').click();
  await drawer(page).getByText(`Creative ${id}`).waitFor();
  await drawer(page).getByText('Not reviewed yet').waitFor();
  await page.getByTestId('drawer-approve').click();
  const entry = drawer(page).getByTestId('history-entry').first();
  await entry.waitFor();
  const text = await entry.innerText();
  assert.match(text, /Approved/);
  assert.match(text, /demo/);
  assert.match(text, /Pending → Approved/);
  await until(async () => (await statusOf(card)) === 'approved', 'card approved');
  assert.deepEqual(pageErrors, []);
});

test('material: rejecting needs a reason, which lands in the history', async ({ page, baseURL, pageErrors }) => {
  await openReview(page, baseURL);
  const card = cards(page).first();
  await card.getByRole('button', { name: 'Reject' }).click();
  const modal = page.locator('.ant-modal-content');
  await modal.getByText('Reason', { exact: true }).waitFor();
  await page.getByTestId('reject-submit').click();
  await modal.getByText('Choose a reason').waitFor();
  await chooseReason(modal, 'Other reason…');
  await page.getByTestId('reject-submit').click();
  await modal.getByText('Please write the reason').waitFor();
  assert.equal(await statusOf(card), 'pending');
  await modal.locator('textarea').fill('Claims a <b>fake</b> prize');
  await page.getByTestId('reject-submit').click();
  await until(async () => (await statusOf(card)) === 'rejected', 'card rejected');
  await card.getByTestId('material-title').click();
  const entry = drawer(page).getByTestId('history-entry').first();
  await entry.waitFor();
  assert.match(await entry.innerText(), /Reason: Claims a <b>fake<\/b> prize/);
  assert.equal(await drawer(page).locator('b').count(), 0);
  assert.deepEqual(pageErrors, []);
});

test('material: bulk approve and reject in the table report what succeeded and what failed', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await openReview(page, baseURL, { view: 'table' });
  const [first, second, third, fourth, fifth] = await rows(page).all();
  const firstId = await first.getAttribute('data-row-key');
  const firstTitle = await first.getByTestId('material-title').innerText();
  // Approved on its own first, so the bulk approve cannot approve it again.
  await first.getByRole('button', { name: 'Approve' }).click();
  await until(
    async () => (await first.locator('[data-status]').getAttribute('data-status')) === 'approved',
    'row approved',
  );

  for (const row of [first, second, third]) await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('selected-count').getByText('3 creatives selected').waitFor();
  await page.getByTestId('bulk-approve').click();
  const confirm = page.locator('.ant-modal-confirm');
  await confirm.locator('.ant-modal-confirm-title').getByText('Approve 3 creatives?').waitFor();
  await confirm.getByRole('button', { name: 'Approve' }).click();
  const result = page.getByTestId('review-result');
  await result.getByText('2 succeeded, 1 failed.').waitFor();
  const failed = result.getByTestId('review-failed-item');
  assert.equal(await failed.count(), 1);
  assert.equal(await failed.getAttribute('data-id'), firstId);
  assert.match(
    await failed.innerText(),
    new RegExp(`#${firstId} ${firstTitle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
  );
  assert.match(await failed.innerText(), /Already approved/);
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'OK' }).click();
  // Every creative the server answered for left the selection, the failed one too.
  await until(async () => (await page.getByTestId('selected-count').count()) === 0, 'selection cleared');

  for (const row of [fourth, fifth]) await row.locator('.ant-checkbox-input').check();
  await page.getByTestId('bulk-reject').click();
  await page.locator('.ant-modal-title').getByText('Reject 2 creatives').waitFor();
  await chooseReason(page.locator('.ant-modal-content'), 'Low image quality');
  await page.getByTestId('reject-submit').click();
  await page.getByText('2 creatives rejected').waitFor();
  for (const row of [fourth, fifth])
    assert.equal(await row.locator('[data-status]').getAttribute('data-status'), 'rejected');
  assert.equal(await page.getByTestId('bulk-bar').getByTestId('selected-count').count(), 0);
  assert.deepEqual(pageErrors, []);
});

test('material: a javascript: landing URL is never a link; an http one opens a new tab without opener, only when asked', async ({
  page,
  context,
  baseURL,
  pageErrors,
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
  await pickOption(page, 'filter-status', 'All statuses');
  await search(page, '<script>');
  const hostile = cards(page).filter({ hasText: 'javascript:alert(document.cookie)' }).first();
  await hostile.waitFor();
  assert.equal(await hostile.getByTestId('material-title').innerText(), '<script>alert("xss")</script> Summer sale');
  await hostile.getByTestId('material-title').click();
  await drawer(page).getByTestId('landing-url-unsafe').waitFor();
  assert.equal(await drawer(page).getByTestId('landing-url-text').innerText(), 'javascript:alert(document.cookie)');
  assert.equal(await drawer(page).getByTestId('landing-url-open').count(), 0);
  assert.equal(await page.locator('a[href^="javascript"], a[href^="data:"], a[href^="vbscript"]').count(), 0);
  await page.keyboard.press('Escape');

  await search(page, 'Lumen');
  const card = cards(page).first();
  await card.getByTestId('material-title').click();
  const open = drawer(page).getByTestId('landing-url-open');
  await open.waitFor();
  const url = await drawer(page).getByTestId('landing-url-text').innerText();
  assert.match(url, /^https:\/\/www\.lumenbank\.test\//);
  assert.equal(context.pages().length, 1, 'nothing opened before asking');
  const [popup] = await Promise.all([context.waitForEvent('page'), open.click()]);
  await popup.waitForLoadState();
  assert.equal(popup.url(), url);
  assert.equal(await popup.evaluate(() => window.opener), null);
  assert.equal(new URL(page.url()).pathname, PATH, 'the console stays where it was');
  assert.deepEqual(dialogs, [], 'no script from the data ran');
  assert.deepEqual(pageErrors, []);
});

test('material: the keyboard works the queue (J, K, A, R, Enter), never while typing or under a dialog', async ({
  page,
  baseURL,
  pageErrors,
}) => {
  await openReview(page, baseURL);
  const legend = await page.getByTestId('shortcut-legend').innerText();
  assert.match(legend.replace(/\s+/g, ' '), /J Next K Previous A Approve R Reject Enter Details/);
  const list = await cards(page).all();
  const current = async () => page.locator('[data-testid=material-card][aria-current=true]').getAttribute('data-id');

  await page.keyboard.press('j');
  await page.keyboard.press('j');
  await until(async () => (await current()) === (await list[1].getAttribute('data-id')), 'second card active');
  await page.keyboard.press('k');
  await until(async () => (await current()) === (await list[0].getAttribute('data-id')), 'first card active');
  await page.keyboard.press('a');
  await until(async () => (await statusOf(list[0])) === 'approved', 'first approved by A');

  await page.keyboard.press('j');
  await page.keyboard.press('r');
  const modal = page.locator('.ant-modal-content');
  await modal
    .locator('.ant-modal-title')
    .getByText(`Reject creative ${await list[1].getAttribute('data-id')}`)
    .waitFor();
  await page.keyboard.press('j'); // ignored under the dialog
  assert.equal(await current(), await list[1].getAttribute('data-id'));
  await chooseReason(modal, 'Misleading claims');
  await page.getByTestId('reject-submit').click();
  await until(async () => (await statusOf(list[1])) === 'rejected', 'second rejected by R');

  // Typing in the search box is typing, not reviewing.
  await page.keyboard.press('j');
  const box = page.getByPlaceholder('Title, advertiser or domain');
  await box.click();
  await page.keyboard.type('jar');
  assert.equal(await box.inputValue(), 'jar');
  assert.equal(await statusOf(list[2]), 'pending');
  assert.equal(await page.locator('.ant-modal-content').count(), 0);

  // Enter opens the active creative; J moves the drawer along the queue.
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Enter');
  await drawer(page)
    .getByText(`Creative ${await list[2].getAttribute('data-id')}`)
    .waitFor();
  await page.keyboard.press('j');
  await drawer(page)
    .getByText(`Creative ${await list[3].getAttribute('data-id')}`)
    .waitFor();
  assert.deepEqual(pageErrors, []);
});

test('material: the grid/table choice lasts for the session', async ({ page, baseURL }) => {
  await openReview(page, baseURL, { view: 'table' });
  await page.reload();
  await rows(page).first().waitFor();
  assert.equal(await cards(page).count(), 0);
});

test('material: sub01 (no MaterialAuditView) gets 403 and no menu entry', async ({ page, baseURL }) => {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  let listed = false;
  page.on('request', (r) => {
    if (r.url().includes('/media/material/')) listed = true;
  });
  await signIn(page, baseURL, 'sub01', { redirect: PATH });
  await page.locator('.ant-result-403').waitFor();
  assert.equal(new URL(page.url()).pathname, PATH);
  const menu = await page.locator('.ant-layout-sider').first().innerText();
  assert.ok(menu.includes('Traffic'), menu);
  assert.ok(!menu.includes('Creative review'), `no Creative review entry: ${menu}`);
  assert.equal(await page.locator(`.ant-layout-sider a[href="${PATH}"]`).count(), 0);
  assert.equal(listed, false, 'the page never asked for materials');
});
