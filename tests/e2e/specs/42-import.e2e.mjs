import XLSX from 'xlsx';
import { assert, test, until } from '../lib/harness.mjs';
import { rows, start, waitRows } from '../lib/traffic.mjs';

const HEADER = [
  'appId',
  'name',
  'adType',
  'bannerSize',
  'nativeTemplate',
  'rewardName',
  'rewardAmount',
  'orientation',
  'floorPrice',
];

function xlsxFile(name, data) {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet(data), 'Ad positions');
  return {
    name,
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }),
  };
}

const csvFile = (name, text) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });

async function openImport(page, baseURL) {
  await start(page, baseURL, { who: 'admin', redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  await page.getByRole('button', { name: 'Import spreadsheet' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Import ad positions from a spreadsheet').waitFor();
  return dialog;
}

test('import: refuses other types, empty files and files over 10 MB before sending', async ({ page, baseURL }) => {
  const dialog = await openImport(page, baseURL);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/admin/tool/processExcel')) sent += 1;
  });
  const input = dialog.locator('input[type=file]');
  assert.equal(await input.getAttribute('accept'), '.xlsx,.xls,.csv');
  for (const [file, text] of [
    [
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') },
      '“notes.txt” was not sent: only .xlsx, .xls and .csv files can be imported.',
    ],
    [csvFile('empty.csv', ''), '“empty.csv” was not sent: the file is empty.'],
    [
      { name: 'huge.xlsx', mimeType: 'application/octet-stream', buffer: Buffer.alloc(10 * 1024 * 1024 + 1) },
      '“huge.xlsx” was not sent: the file is larger than 10 MB.',
    ],
  ]) {
    await input.setInputFiles(file);
    await dialog.getByRole('alert').filter({ hasText: text }).waitFor();
  }
  assert.equal(sent, 0);
});

test('import: an .xlsx file is processed by the server, which reports rows accepted and rejected', async ({
  page,
  baseURL,
}) => {
  const dialog = await openImport(page, baseURL);
  const answered = page.waitForResponse((r) => r.url().endsWith('/admin/tool/processExcel'));
  await dialog
    .locator('input[type=file]')
    .setInputFiles(
      xlsxFile('positions.xlsx', [
        HEADER,
        [1001, 'Imported banner', 'banner', '320x50', '', '', '', '', '0.5'],
        [1001, 'Imported reward', 'rewarded', '', '', 'Gems', '10', '', '3'],
        [1001, 'Bad banner', 'banner', '1x1', '', '', '', '', '0.5'],
        [99999, 'Foreign app', 'interstitial', '', '', '', '', '', '1'],
      ]),
    );
  // Progress while the server works, then its answer.
  const res = await answered;
  const req = res.request();
  assert.match(req.headers()['content-type'], /^multipart\/form-data; boundary=/);
  const result = dialog.getByTestId('import-result');
  await result.waitFor();
  assert.match(await result.textContent(), /“positions\.xlsx”: 2 rows accepted, 2 rows rejected\./);
  const rejected = result.locator('.ant-table-tbody tr.ant-table-row');
  assert.equal(await rejected.count(), 2);
  assert.match(await rejected.nth(0).textContent(), /^4.*bannerSize/);
  assert.match(await rejected.nth(1).textContent(), /^5.*appId/);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await until(async () => (await rows(page).filter({ hasText: 'Imported reward' }).count()) === 1, 'list reloaded');
});

test('import: a CSV without a header row (isAttr 0), and only the first of several dropped files is sent', async ({
  page,
  baseURL,
}) => {
  const dialog = await openImport(page, baseURL);
  await dialog.getByText('The first row holds the column names').click();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/admin/tool/processExcel')) sent += 1;
  });
  // Drop two files at once onto the drop zone.
  const transfer = await page.evaluateHandle(() => {
    const dt = new DataTransfer();
    dt.items.add(
      new File(['1001,Headless banner,banner,320x50,,,,,0.40,,,enabled\n'], 'first.csv', { type: 'text/csv' }),
    );
    dt.items.add(new File(['1001,Second file,banner,320x50,,,,,0.40\n'], 'second.csv', { type: 'text/csv' }));
    return dt;
  });
  await dialog.locator('.ant-upload-drag .ant-upload-btn').dispatchEvent('drop', { dataTransfer: transfer });
  const result = dialog.getByTestId('import-result');
  await result.waitFor();
  assert.match(await result.textContent(), /“first\.csv”: 1 row accepted, 0 rows rejected\./);
  // One request; the server read first.csv's only line as data, which it does only with isAttr 0.
  assert.equal(sent, 1);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await until(
    async () => (await rows(page).filter({ hasText: 'Headless banner' }).count()) === 1,
    'imported row listed',
  );
  assert.equal(await rows(page).filter({ hasText: 'Second file' }).count(), 0);
});

test('import: the template downloads without a token; non-admins have no import', async ({ page, baseURL }) => {
  const dialog = await openImport(page, baseURL);
  const link = dialog.getByRole('link', { name: /Download the template/ });
  const href = await link.getAttribute('href');
  assert.equal(href, '/admin/tool/template.csv');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const bytes = Buffer.from(await (await fetch(`${baseURL}${href}`)).arrayBuffer());
  // UTF-8 with a byte-order mark, so spreadsheet programs read it as UTF-8.
  assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  assert.match(bytes.subarray(3).toString('utf8'), /^appId,name,adType,bannerSize/);
  assert.ok((await file.suggestedFilename()).endsWith('.csv'));

  await start(page, baseURL, { who: 'demo', redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  assert.equal(await page.getByRole('button', { name: 'Import spreadsheet' }).count(), 0);
});
