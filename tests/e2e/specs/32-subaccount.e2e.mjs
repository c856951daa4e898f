import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';
import { api, apiToken, createSub, pageToken, resetMock, signInWith, useLocale } from '../lib/account.mjs';

const rows = (page) => page.locator('.ant-table-tbody tr.ant-table-row');
const row = (page, name) => rows(page).filter({ hasText: name });

async function waitForRows(page, names) {
  await until(
    async () => {
      const text = await rows(page).allTextContents();
      return text.length === names.length && names.every((n, i) => text[i].startsWith(n));
    },
    `rows ${names.join(', ')}`,
  );
}

test('sub-accounts: sub01 gets the 403 page for the list and the create form', async ({ page, baseURL }) => {
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'sub01', { redirect: '/accounts/subaccount' });
  await page.locator('.ant-result-403').waitFor();
  await page.getByText('Your account is not allowed to open this page').waitFor();
  await page.goto(`${baseURL}/userform/createUser`);
  await page.locator('.ant-result-403').waitFor();
  // The menu does not offer it either.
  assert.equal(await page.locator('.ant-layout-sider').getByText('Sub-accounts').count(), 0);
});

test('sub-accounts: list pages on the server (10 a page), searches, filters by status and sorts', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', 'Demo@2026');
  for (let i = 1; i <= 9; i += 1)
    await createSub(baseURL, demo, { account_name: `page${String(i).padStart(2, '0')}`, menuCodes: ['HomeView'] });
  await useLocale(page, baseURL, 'en-US');
  let listCalls = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/media/subAccount/list/get')) listCalls.push(r.postDataJSON());
  });
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/subaccount' });
  await until(async () => (await rows(page).count()) === 10, '10 rows');
  assert.equal(listCalls.at(-1).pageSize, 10);
  await page.locator('.ant-pagination-item-2').click();
  await until(async () => (await rows(page).count()) === 2, 'page 2');
  assert.deepEqual([listCalls.at(-1).current, listCalls.at(-1).pageSize], [2, 10]);

  listCalls = [];
  await page.getByPlaceholder('Account name, name or email').fill('sub0');
  await page.getByRole('button', { name: /Search|Query/ }).click();
  await waitForRows(page, ['sub02', 'sub01']);
  assert.equal(listCalls.at(-1).keyword, 'sub0');
  await row(page, 'sub01').getByText('Enabled').waitFor();
  await row(page, 'sub02').getByText('Disabled').waitFor();
  await row(page, 'sub01').getByTestId('apps').getByText('Block Puzzle Classic').waitFor();

  await page.locator('.ant-pro-table-search .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Disabled' }).click();
  await page.getByRole('button', { name: /Search|Query/ }).click();
  await waitForRows(page, ['sub02']);
  assert.equal(listCalls.at(-1).status, 'disabled');

  await page.getByRole('button', { name: /Reset/ }).click();
  await until(async () => (await rows(page).count()) === 10, 'all rows again');
  await page.getByRole('columnheader', { name: 'Account name' }).click();
  await until(
    async () => listCalls.at(-1).sortField === 'account_name' && listCalls.at(-1).sortOrder === 'ascend',
    'sorted call',
  );
  await until(async () => ((await rows(page).first().textContent()) || '').startsWith('ops01'), 'ops01 first');
  await resetMock(baseURL);
});

test('sub-accounts: create (duplicate name refused), then the new account sees only its menus and apps', async ({
  page,
  browser,
  baseURL,
}) => {
  await resetMock(baseURL);
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/subaccount' });
  await page.getByRole('button', { name: /New sub-account/ }).click();
  await page.waitForURL(/\/userform\/createUser$/);
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);

  await page.getByRole('button', { name: 'Create sub-account' }).click();
  await page.getByText('Please enter Account name').waitFor();
  await page.getByText('Choose at least one permission').waitFor();

  await page.getByLabel('Account name').fill('sub01');
  await page.getByLabel('Name', { exact: true }).fill('Finance reader');
  await page.getByLabel('Password').fill('abc');
  await page.getByText('The password does not meet the rules below').waitFor();
  await page.getByLabel('Password').fill('Ledger-Blue-2026');
  await page.getByText('Strength: strong').waitFor();
  await page.getByLabel('Email').fill('finance.reader@demo-media.test');
  for (const code of ['HomeView', 'BillReportView', 'AppManage'])
    await page.locator(`input[data-code="${code}"]`).check();
  // Manage brings its View along.
  assert.equal(await page.locator('input[data-code="AppView"]').isChecked(), true);
  await page.locator('input[data-code="AppManage"]').uncheck();
  assert.equal(await page.locator('input[data-code="AppView"]').isChecked(), true);
  await page.locator('input[data-app="1001"]').check();
  await page.getByRole('button', { name: 'Create sub-account' }).click();
  await page.getByText('This account name is already used').waitFor();
  assert.equal(new URL(page.url()).pathname, '/userform/createUser');

  await page.getByLabel('Account name').fill('finance01');
  await page.getByRole('button', { name: 'Create sub-account' }).click();
  await page.waitForURL(/\/accounts\/subaccount$/);
  const created = row(page, 'finance01');
  await created.waitFor();
  await created.getByTestId('apps').getByText('Block Puzzle Classic').waitFor();
  assert.match(await created.getByTestId('permissions').textContent(), /Dashboard.*Apps.*Settlement report/);

  // A fresh browser: the new account sees only what it was given.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const fresh = await other.newPage();
  await useLocale(fresh, baseURL, 'en-US');
  await signInWith(fresh, baseURL, 'finance01', 'Ledger-Blue-2026');
  await fresh.locator('.ant-layout-sider').first().waitFor();
  const menu = fresh.locator('.ant-layout-sider').first();
  await until(async () => (await menu.textContent()).includes('Dashboard'), 'menu');
  const menuText = await menu.textContent();
  for (const shown of ['Dashboard', 'Traffic', 'Data']) assert.ok(menuText.includes(shown), `menu shows ${shown}`);
  for (const hidden of ['Creative review', 'Financial report', 'Accounts'])
    assert.ok(!menuText.includes(hidden), `menu hides ${hidden}`);
  await fresh.goto(`${baseURL}/accounts/subaccount`);
  await fresh.locator('.ant-result-403').waitFor();
  await fresh.goto(`${baseURL}/flow/adpositions`);
  await fresh.locator('.ant-result-403').waitFor();
  // The data scope: the app list answers app 1001 only.
  const token = await pageToken(fresh);
  const apps = await api(baseURL, '/media/app/list', { pageSize: 100 }, token);
  assert.deepEqual(
    apps.body.result.list.map((a) => a.id),
    [1001],
  );
  await other.close();
  await resetMock(baseURL);
});

test('sub-accounts: edit permissions, bad and unknown ids, delete with confirmation', async ({ page, baseURL }) => {
  await resetMock(baseURL);
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/accounts/subaccount' });
  await row(page, 'sub01').getByRole('link', { name: 'Edit' }).click();
  await page.waitForURL(/\/userform\/updateUser\?id=3$/);
  await page.getByRole('heading', { name: 'Edit sub-account sub01' }).waitFor();
  assert.equal(await page.getByLabel('Account name').isDisabled(), true);
  assert.equal(await page.getByLabel('Password').count(), 0);
  assert.equal(await page.locator('input[data-app="1002"]').isChecked(), true);
  await page.locator('input[data-code="AdPosManage"]').check();
  await page.locator('input[data-app="1002"]').uncheck();
  await page.getByLabel('Remark').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.waitForURL(/\/accounts\/subaccount$/);
  const sub01 = row(page, 'sub01');
  await until(
    async () => /Manage ad positions/.test(await sub01.getByTestId('permissions').textContent()),
    'new permission',
  );
  assert.doesNotMatch(await sub01.getByTestId('apps').textContent(), /Word Garden/);

  await page.goto(`${baseURL}/userform/updateUser?id=abc`);
  await page.getByText('This link is not valid').waitFor();
  await page.goto(`${baseURL}/userform/updateUser?id=99999`);
  await page.getByText('Sub-account not found').waitFor();
  await page.getByRole('button', { name: 'Back to sub-accounts' }).last().click();
  await page.waitForURL(/\/accounts\/subaccount$/);

  await row(page, 'sub02').getByText('Delete').click();
  const confirm = page.locator('.ant-popconfirm');
  await confirm.getByText('Delete “sub02”? This cannot be undone.').waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  assert.equal(await row(page, 'sub02').count(), 1);
  await row(page, 'sub02').getByText('Delete').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
  await until(async () => (await row(page, 'sub02').count()) === 0, 'sub02 gone');
  await resetMock(baseURL);
});

test('sub-accounts: a view-only account sees no manage buttons; the mock refuses a manage call it lost meanwhile', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  const demo = await apiToken(baseURL, 'demo', 'Demo@2026');
  await createSub(baseURL, demo, { account_name: 'viewer01', menuCodes: ['SubAccountView'] });
  const mgr = await createSub(baseURL, demo, {
    account_name: 'manager01',
    menuCodes: ['SubAccountManage', 'HomeView'],
  });
  await useLocale(page, baseURL, 'en-US');

  await signInWith(page, baseURL, 'viewer01', 'Start-2026x', { redirect: '/accounts/subaccount' });
  await row(page, 'sub01').waitFor();
  assert.equal(await page.getByRole('button', { name: /New sub-account/ }).count(), 0);
  assert.equal(await page.getByRole('link', { name: 'Edit' }).count(), 0);
  assert.equal(await page.getByText('Delete', { exact: true }).count(), 0);
  await page.goto(`${baseURL}/userform/createUser`);
  await page.locator('.ant-result-403').waitFor();
  await page.evaluate(() => localStorage.clear());

  await signInWith(page, baseURL, 'manager01', 'Start-2026x', { redirect: '/userform/createUser' });
  await page.getByLabel('Account name').fill('late01');
  await page.getByLabel('Name', { exact: true }).fill('Too late');
  await page.getByLabel('Password').fill('Ledger-Blue-2026');
  await page.locator('input[data-code="HomeView"]').check();
  // Meanwhile the main account takes the Manage right away.
  const downgraded = await api(
    baseURL,
    '/media/subAccount/update',
    { id: mgr.id, menuCodes: ['SubAccountView', 'HomeView'] },
    demo,
  );
  assert.equal(downgraded.body.code, 0);
  await page.getByRole('button', { name: 'Create sub-account' }).click();
  await page.getByText('You are signed in but not allowed to do this.').waitFor();
  // Still on the form, nothing lost.
  assert.equal(new URL(page.url()).pathname, '/userform/createUser');
  assert.equal(await page.getByLabel('Account name').inputValue(), 'late01');
  const list = await api(baseURL, '/media/subAccount/list/get', { keyword: 'late01' }, demo);
  assert.equal(list.body.result.total, 0);
  await resetMock(baseURL);
});

test('sub-accounts: the create form keeps a draft (never the password) and asks before leaving', async ({
  page,
  baseURL,
}) => {
  await resetMock(baseURL);
  await useLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/userform/createUser' });
  await page.getByLabel('Account name').fill('draft01');
  await page.getByLabel('Password').fill('Ledger-Blue-2026');
  await page.locator('input[data-code="HomeView"]').check();
  await page.getByRole('button', { name: 'Back to sub-accounts' }).click();
  await page
    .locator('.ant-modal-confirm-title')
    .filter({ hasText: 'You have unsaved changes. Leave this page anyway?' })
    .waitFor();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  assert.equal(new URL(page.url()).pathname, '/userform/createUser');

  await until(
    async () => await page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('mc_draft:'))),
    'draft saved',
  );
  assert.doesNotMatch(await page.evaluate(() => JSON.stringify({ ...localStorage })), /Ledger-Blue/);
  page.on('dialog', (d) => void d.accept());
  await page.reload();
  await page.getByText('Your unsaved changes from last time were restored.').waitFor();
  assert.equal(await page.getByLabel('Account name').inputValue(), 'draft01');
  assert.equal(await page.getByLabel('Password').inputValue(), '');
  assert.equal(await page.locator('input[data-code="HomeView"]').isChecked(), true);
  await resetMock(baseURL);
});
