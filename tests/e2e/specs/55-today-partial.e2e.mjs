// Today is a partial day (issue 31), seen at a fixed morning: 09:30 in Shanghai, figures to 09:00. The mock
// server (MOCK_CLOCK=fixed:…, a clock that starts there and runs) and the browser (page.clock) agree on the
// time; today is compared with the same hours of yesterday on the dashboard chart, month to date and in the
// settlement comparison, never with whole days; an exported file marks today's row partial, to 09:00 (issue 52).
// No real waiting: every step waits for a state.
import { readFileSync } from 'node:fs';
import XLSX from 'xlsx';
import { expect, test as base } from '../fixtures.mjs';
import { signIn } from '../lib/console.mjs';
import { startPreview } from '../../../scripts/lib/preview-server.mjs';
import { apiFromPage, money } from '../lib/reports.mjs';

const MORNING = '2026-11-27T09:30:00+08:00';

const test = base.extend({
  // This file's own preview server, its mock clock at the morning.
  previewServer: [
    async ({}, use) => {
      const preview = await startPreview({ MOCK_CLOCK: `fixed:${MORNING}` });
      await use(preview);
      preview.stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
});

test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: new Date(MORNING) });
});

test('dashboard at 09:30: the chart draws today so far, against yesterday until 09:00; month to date too', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', { redirect: '/dashboard' });
  await page.locator('[data-testid=dashboard-kpis][data-state=ready]').waitFor();
  const series = await apiFromPage(page, '/media/dashboard/series', { days: 7 });
  const today = series.todaySoFar;
  expect(today).toMatchObject({
    date: '2026-11-27',
    until: '2026-11-27T01:00:00.000Z',
    previousDate: '2026-11-26',
    previousUntil: '2026-11-26T01:00:00.000Z',
  });
  const note = page.getByTestId('dashboard-trend-today');
  await expect(note).toContainText('11/27/2026 so far, until 09:00 GMT+8');
  await expect(note).toContainText(`earnings ${money(today.current.earnings)}`);
  await expect(note).toContainText(
    `against ${money(today.previous.earnings)} on 11/26/2026 until 09:00 GMT+8, the same hours`,
  );
  // The same hours, not the whole of yesterday.
  const wholeYesterday = series.points.find((p) => p.date === '2026-11-26');
  expect(today.previous.earnings).toBeLessThan(wholeYesterday.earnings);

  await page.locator('[data-testid=dashboard-period]').getByText('Month to date', { exact: true }).click();
  const summary = await apiFromPage(page, '/media/dashboard/summary');
  expect(summary.monthToDate.previousUntil).toBe('2026-10-27T01:00:00.000Z');
  await expect(page.getByTestId('dashboard-kpis')).toContainText(
    /Compared with 10\/01\/2026 – 10\/27\/2026 up to 09:00/,
  );
});

test('settlement at 09:30: this week against the previous one, its last day cut at 09:00', async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', {
    redirect: '/information/settlement?start=2026-11-21&end=2026-11-27&compare=previousPeriod',
  });
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  const same = page.getByTestId('compare-chart-same-hours');
  await expect(same).toContainText('Today counts up to 09:00');
  await expect(same).toContainText('compared with 11/20/2026 up to 09:00 GMT+8, the same hours');
  const r = await apiFromPage(page, '/media/settlement/list', {
    startDate: '2026-11-21',
    endDate: '2026-11-27',
    groupBy: ['day'],
    compare: 'previousPeriod',
  });
  expect(r.comparison.compareUntil).toBe('2026-11-20T01:00:00.000Z');
  const whole = await apiFromPage(page, '/media/settlement/list', {
    startDate: '2026-11-14',
    endDate: '2026-11-20',
    groupBy: ['day'],
  });
  expect(r.comparison.compareTotals.impressions).toBeLessThan(whole.totals.impressions);
});

test("settlement at 09:30: the exported files mark today's row partial, to 09:00, and say the totals include it", async ({
  page,
  baseURL,
}) => {
  await signIn(page, baseURL, 'demo', {
    redirect: '/information/settlement?start=2026-11-25&end=2026-11-27&group=day',
  });
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  const FILES = {
    xlsx: 'Export Excel (.xlsx)',
    csv: 'Export CSV (.csv)',
    csvData: 'Export data-only CSV (.csv)',
  };
  for (const [format, label] of Object.entries(FILES)) {
    await page.getByTestId('settlement-export').click();
    const item = page.getByRole('menuitem', { name: label });
    await item.waitFor({ state: 'visible' });
    const [download] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
    const bytes = readFileSync(await download.path());
    const wb =
      format === 'xlsx'
        ? XLSX.read(bytes)
        : XLSX.read(bytes.toString('utf8').replace(/^\ufeff/, ''), { type: 'string', raw: true });
    const matrix = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1, defval: '', raw: false });
    const header = matrix.findIndex((r) => r[0] === 'Date');
    const [date, status] = [0, matrix[header].indexOf('Status')];
    const rows = matrix.slice(header + 1).filter((r) => r[date] && r[date] !== 'Total');
    // Dates read as the file writes them: ISO days (the xlsx's date cells in their yyyy-mm-dd format).
    const statusOn = (d) => rows.find((r) => r[date] === d)?.[status];
    expect(statusOn('2026-11-27'), format).toBe('Partial, to 09:00 (GMT+08:00)');
    expect(statusOn('2026-11-26'), format).toBe('Estimated');
    // The file's own words for the totals: the preamble line (not in the data-only CSV, which has none).
    const line = matrix.find((r) => r[0] === 'Partial day');
    if (format === 'csvData') expect(line).toBeUndefined();
    else expect(line?.[1]).toBe('2026-11-27, figures to 09:00 (GMT+08:00) (the totals include it)');
  }
});
