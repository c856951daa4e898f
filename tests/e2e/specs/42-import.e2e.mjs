import XLSX from 'xlsx';
import { expect, test } from '../fixtures.mjs';
import { tableRows } from '../lib/console.mjs';
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
  const dialog = page.getByRole('dialog', { name: 'Import ad positions from a spreadsheet' });
  await dialog.waitFor();
  return dialog;
}

test('import: refuses other types, empty files and files over 10 MB before sending', async ({ page, baseURL }) => {
  const dialog = await openImport(page, baseURL);
  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/admin/tool/processExcel')) sent += 1;
  });
  const input = dialog.locator('input[type=file]');
  await expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
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
  expect(sent).toBe(0);
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
  expect(req.headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  const result = dialog.getByTestId('import-result');
  await expect(result).toHaveText(/“positions\.xlsx”: 2 rows accepted, 2 rows rejected\./);
  await expect(tableRows(result)).toHaveText([/^4.*bannerSize/, /^5.*appId/]);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows(page).filter({ hasText: 'Imported reward' })).toHaveCount(1);
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
  await dialog
    .getByRole('button', { name: /Click or drag a spreadsheet here/ })
    .dispatchEvent('drop', { dataTransfer: transfer });
  const result = dialog.getByTestId('import-result');
  await expect(result).toHaveText(/“first\.csv”: 1 row accepted, 0 rows rejected\./);
  // One request; the server read first.csv's only line as data, which it does only with isAttr 0.
  expect(sent).toBe(1);
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows(page).filter({ hasText: 'Headless banner' })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: 'Second file' })).toHaveCount(0);
});

test('import: the template downloads without a token; non-admins have no import', async ({ page, baseURL }) => {
  const dialog = await openImport(page, baseURL);
  const link = dialog.getByRole('link', { name: /Download the template/ });
  const href = await link.getAttribute('href');
  expect(href).toBe('/admin/tool/template.csv');
  const download = page.waitForEvent('download');
  await link.click();
  const file = await download;
  const bytes = Buffer.from(await (await fetch(`${baseURL}${href}`)).arrayBuffer());
  // UTF-8 with a byte-order mark, so spreadsheet programs read it as UTF-8.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.subarray(3).toString('utf8')).toMatch(/^appId,name,adType,bannerSize/);
  expect(file.suggestedFilename()).toMatch(/\.csv$/);

  await start(page, baseURL, { who: 'demo', redirect: '/flow/adpositions' });
  await waitRows(page, 10);
  await expect(page.getByRole('button', { name: 'Import spreadsheet' })).toHaveCount(0);
});
