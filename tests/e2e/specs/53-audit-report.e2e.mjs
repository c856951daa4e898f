import { readFile } from 'node:fs/promises';
import * as XLSX from 'xlsx';
import { expect, test } from '../fixtures.mjs';
import { addDays, providerToday } from '../lib/days.mjs';
import { pickOption, pickRangePreset, setLocale, sider, signIn } from '../lib/console.mjs';
import { apiFromPage } from '../lib/reports.mjs';
import { sheetXml } from '../lib/sheet.mjs';

async function reportRange(page) {
  await page.locator('[data-testid=audit-report][data-state=ready]').waitFor();
  return page.locator('[data-testid=audit-report]').getAttribute('data-range');
}

async function download(page, label) {
  // The button spins until the last export is written, and its menu stays shut meanwhile.
  const button = page.getByTestId('audit-export');
  await expect(button).not.toHaveClass(/ant-btn-loading/);
  await button.click();
  const started = page.waitForEvent('download');
  // By keyboard, like the other anchored popups: the menu follows its button when the page scrolls.
  // The closed menu stays in the DOM with its last contents: press only once it is open again.
  const item = page.getByRole('menuitem', { name: label, exact: true });
  await item.waitFor({ state: 'visible' });
  await item.press('Enter');
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test('audit report: presets and the app filter reload it; xlsx, csv and data-only csv exports hold its rows', async ({
  page,
  baseURL,
}) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/auditReport/index' });
  const today = providerToday();
  // Default: the last 30 days, no menu layout.
  expect(await reportRange(page)).toBe(`${addDays(today, -29)}/${today}`);
  await expect(sider(page)).toHaveCount(0);

  // The range picker's two inputs share its label: the first is the start.
  await pickRangePreset(
    page,
    page.getByRole('textbox', { name: 'Date range' }).first(),
    'Last 7 days',
    addDays(today, -6),
  );
  await expect.poll(() => reportRange(page), { message: 'last 7 days' }).toBe(`${addDays(today, -6)}/${today}`);

  // Filter to one app.
  const apps = await apiFromPage(page, '/media/app/options');
  const app = apps.find((a) => a.value === 1001);
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/media/auditReport/get') && r.request().postData().includes('1001'),
  );
  await pickOption(page, page.getByRole('combobox', { name: 'Apps' }), app.label);
  await page.keyboard.press('Escape');
  const report = (await (await answered).json()).result;
  await page.locator('[data-testid=audit-report][data-state=ready]').waitFor();
  const expected = await apiFromPage(page, '/media/auditReport/get', {
    startDate: addDays(today, -6),
    endDate: today,
    appIds: [1001],
  });
  // Above the table: the report lines, then the quality lines (time to review: 3, the top rejection reasons: at
  // least 1, blocking: 3), then a blank line; H is the header's line (0-based), R its row in the sheet (1-based).
  const H = 6 + 6 + Math.max(1, expected.rejectReasons.length);
  const R = H + 1;
  expect(report.totals).toEqual(expected.totals);
  // The "Submitted" total card shows the number, formatted.
  await expect(
    page.locator('[data-total=submitted]').getByText(new Intl.NumberFormat('en-US').format(expected.totals.submitted), {
      exact: true,
    }),
  ).toBeVisible();

  // CSV: preamble (label, value), header, 7 days, totals.
  const csv = await download(page, 'CSV (.csv)');
  expect(csv.name).toBe(`audit_report_day_${addDays(today, -6)}_${today}.csv`);
  const lines = csv.bytes
    .toString('utf8')
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Audit report');
  expect(lines[1]).toBe(`Period,${addDays(today, -6)} – ${today}`);
  expect(lines[2]).toBe('Time zone,Asia/Shanghai');
  expect(lines[3]).toBe(`Apps,${app.label}`);
  expect(lines[4]).toMatch(/^Generated at,/);
  expect(lines[5]).toMatch(/^"Time to review, median",/);
  expect(lines[7]).toBe(`Creatives reviewed (first decisions),${expected.timeToReview.reviewed}`);
  expect(lines[H - 4]).toBe(`Creatives blocked,${expected.blocking.blocked}`);
  expect(lines[H - 2]).toMatch(/^Revenue of blocked creatives \(30 days\),/);
  expect(lines[H]).toBe('Date,Submitted,Approved,Rejected,Still pending');
  const rows = lines.slice(H + 1, H + 8).map((l) => l.split(','));
  expect(rows).toEqual(expected.days.map((d) => [d.date, d.submitted, d.approved, d.rejected, d.pending].map(String)));
  const t = expected.totals;
  expect(lines[H + 8]).toBe(`Total,${t.submitted},${t.approved},${t.rejected},${t.pending}`);
  expect(lines.length).toBe(H + 9);

  // Data-only CSV: the header row first, the 7 days, nothing else.
  const data = await download(page, 'Data-only CSV (.csv)');
  expect(data.name).toBe(`audit_report_day_${addDays(today, -6)}_${today}_data.csv`);
  expect(
    data.bytes
      .toString('utf8')
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n'),
  ).toEqual(lines.slice(H, H + 8));

  // xlsx of the day view: real dates, integer formats, autofilter, frozen header.
  const dayFile = await download(page, 'Excel (.xlsx)');
  expect(dayFile.name).toBe(`audit_report_day_${addDays(today, -6)}_${today}.xlsx`);
  const dayBook = XLSX.read(dayFile.bytes, { type: 'buffer', cellNF: true, cellStyles: true });
  const days = dayBook.Sheets[dayBook.SheetNames[0]];
  expect([days.A2.v, days.B2.v]).toEqual(['Period', `${addDays(today, -6)} – ${today}`]);
  expect([days.A4.v, days.B4.v]).toEqual(['Apps', app.label]);
  expect(days[`A${R}`].v).toBe('Date');
  expect(days[`A${R + 1}`]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
  // Excel's day number: days since 1899-12-30.
  expect(new Date((days[`A${R + 1}`].v - 25569) * 86400000).toISOString().slice(0, 10)).toBe(expected.days[0].date);
  expect(days[`B${R + 1}`]).toMatchObject({ t: 'n', v: expected.days[0].submitted, z: '#,##0' });
  expect(days['!autofilter']).toEqual({ ref: `A${R}:E${R + 7}` });
  expect(days['!cols']).toHaveLength(5);
  expect(sheetXml(dayFile.bytes)).toContain(
    `<pane ySplit="${R}" topLeftCell="A${R + 1}" activePane="bottomLeft" state="frozen"/>`,
  );

  // xlsx of the app view: the app ID beside its name.
  await page.getByRole('tab', { name: 'By app' }).click();
  await expect(page.getByRole('tab', { name: 'By app' })).toHaveAttribute('aria-selected', 'true');
  const appFile = await download(page, 'Excel (.xlsx)');
  expect(appFile.name).toBe(`audit_report_app_${addDays(today, -6)}_${today}.xlsx`);
  const appBook = XLSX.read(appFile.bytes, { type: 'buffer', cellNF: true });
  const byApp = appBook.Sheets[appBook.SheetNames[0]];
  expect([byApp[`A${R}`].v, byApp[`B${R}`].v]).toEqual(['App ID', 'App']);
  expect(byApp[`A${R + 1}`]).toMatchObject({ t: 'n', v: 1001, z: '0' });
  expect(byApp[`B${R + 1}`].v).toBe(app.label);

  // xlsx of the reviewer view.
  await page.getByRole('tab', { name: 'By reviewer' }).click();
  await expect(page.getByRole('tab', { name: 'By reviewer' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: 'Reviewer' })).toBeVisible();
  const xlsx = await download(page, 'Excel (.xlsx)');
  expect(xlsx.name).toBe(`audit_report_reviewer_${addDays(today, -6)}_${today}.xlsx`);
  const wb = XLSX.read(xlsx.bytes, { type: 'buffer', cellNF: true });
  const sheet = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, blankrows: true });
  expect(sheet[H]).toEqual(['Reviewer', 'Approved', 'Rejected', 'Reviews', 'Approval rate']);
  const body = sheet.slice(H + 1, H + 1 + expected.byReviewer.length);
  expect(body.map((r) => r.slice(0, 4))).toEqual(
    expected.byReviewer.map((r) => [r.reviewer, r.approved, r.rejected, r.approved + r.rejected]),
  );
  expect(sheet[H + 1 + expected.byReviewer.length].slice(0, 3)).toEqual(['Total', t.approved, t.rejected]);
  const reviewers = wb.Sheets[wb.SheetNames[0]];
  expect(reviewers[`E${R + 1}`]).toMatchObject({ t: 'n', z: '0.00%' });
  expect(reviewers['!autofilter']).toEqual({ ref: `A${R}:E${R + expected.byReviewer.length}` });
});

test('audit report: the back link leads to the creative review page', async ({ page, baseURL }) => {
  await setLocale(page, baseURL);
  await signIn(page, baseURL, 'demo', { redirect: '/auditReport/index' });
  await page.getByTestId('audit-back').click();
  await expect(page).toHaveURL(/\/materialReview\/materialIndex$/);
  await expect(page.getByTestId('material-card').first()).toBeVisible();
});
