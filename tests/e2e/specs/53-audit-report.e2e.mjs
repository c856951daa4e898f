import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { assert, test, until } from '../lib/harness.mjs';
import { signIn } from '../lib/console.mjs';
import { apiFromPage, useLocale } from '../lib/reports.mjs';

function todayInShanghai() {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(Date.now());
}
function addDays(day, n) {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}

async function reportRange(page) {
  await page.locator('[data-testid=audit-report][data-state=ready]').waitFor({ timeout: 20000 });
  return page.locator('[data-testid=audit-report]').getAttribute('data-range');
}

async function download(page, label) {
  await page.getByTestId('audit-export').hover();
  const started = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: label }).click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('audit report: presets and the app filter reload it; xlsx and csv exports hold its rows', async ({
  page,
  baseURL,
}) => {
  await useLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/auditReport/index' });
  const today = todayInShanghai();
  // Default: the last 30 days, no menu layout.
  assert.equal(await reportRange(page), `${addDays(today, -29)}/${today}`);
  assert.equal(await page.locator('.ant-layout-sider').count(), 0);

  await page.locator('[data-testid=audit-range] .ant-picker').click();
  await page.locator('.ant-picker-presets').getByText('Last 7 days').click();
  await until(async () => (await reportRange(page)) === `${addDays(today, -6)}/${today}`, 'last 7 days');

  // Filter to one app.
  const apps = await apiFromPage(page, '/media/app/options');
  const app = apps.find((a) => a.value === 1001);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/media/auditReport/get') && r.request().postData().includes('1001'),
  );
  await page.locator('[data-testid=audit-apps] .ant-select').click();
  await page.locator('.ant-select-dropdown').getByText(app.label, { exact: true }).click();
  await page.keyboard.press('Escape');
  const report = (await (await answered).json()).result;
  await page.locator('[data-testid=audit-report][data-state=ready]').waitFor();
  const expected = await apiFromPage(page, '/media/auditReport/get', {
    startDate: addDays(today, -6),
    endDate: today,
    appIds: [1001],
  });
  assert.deepEqual(report.totals, expected.totals);
  assert.equal(
    await page.locator('[data-total=submitted] .ant-statistic-content').textContent(),
    new Intl.NumberFormat('en-US').format(expected.totals.submitted),
  );

  // CSV: preamble, header, 7 days, totals.
  const csv = await download(page, 'CSV (.csv)');
  assert.equal(csv.name, `audit_report_day_${addDays(today, -6)}_${today}.csv`);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  assert.equal(lines[0], 'Audit report');
  assert.equal(lines[1], `Period: ${addDays(today, -6)} – ${today}`);
  assert.equal(lines[3], `Apps: ${app.label}`);
  assert.equal(lines[5], 'Date,Submitted,Approved,Rejected,Still pending');
  const rows = lines.slice(6, 13).map((l) => l.split(','));
  assert.deepEqual(
    rows,
    expected.days.map((d) => [d.date, d.submitted, d.approved, d.rejected, d.pending].map(String)),
  );
  const t = expected.totals;
  assert.equal(lines[13], `Total,${t.submitted},${t.approved},${t.rejected},${t.pending}`);
  assert.equal(lines.length, 14);

  // xlsx of the reviewer view.
  await page.getByRole('tab', { name: 'By reviewer' }).click();
  const xlsx = await download(page, 'Excel (.xlsx)');
  assert.equal(xlsx.name, `audit_report_reviewer_${addDays(today, -6)}_${today}.xlsx`);
  const wb = XLSX.read(xlsx.bytes, { type: 'buffer' });
  const sheet = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, blankrows: true });
  assert.deepEqual(sheet[5], ['Reviewer', 'Approved', 'Rejected', 'Reviews', 'Approval rate']);
  const body = sheet.slice(6, 6 + expected.byReviewer.length);
  assert.deepEqual(
    body.map((r) => r.slice(0, 4)),
    expected.byReviewer.map((r) => [r.reviewer, r.approved, r.rejected, r.approved + r.rejected]),
  );
  assert.deepEqual(sheet[6 + expected.byReviewer.length].slice(0, 3), ['Total', t.approved, t.rejected]);
});

test('audit report: the back link leads to the creative review page', async ({ page, baseURL }) => {
  await useLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/auditReport/index' });
  await page.getByTestId('audit-back').click();
  await page.waitForURL(/\/materialReview\/materialIndex$/);
});
