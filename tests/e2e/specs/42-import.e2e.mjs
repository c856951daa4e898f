import { readFile } from 'node:fs/promises';
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
  await expect(tableRows(dialog.getByTestId('import-rejected'))).toHaveText([/^4.*bannerSize/, /^5.*appId/]);
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

test('import: check only, then for real, then download the created IDs and the template with its column guide', async ({
  page,
  baseURL,
}) => {
  const dialog = await openImport(page, baseURL);
  const file = () =>
    xlsxFile('launch.xlsx', [
      HEADER,
      [1001, 'Launch banner', 'banner', '320x50', '', '', '', '', '0.5'],
      [1001, 'Launch reward', 'rewarded', '', '', 'Gems', '5', '', '2'],
      [1001, 'Launch bad', 'native', '', 'carousel', '', '', '', '1'],
    ]);
  const input = dialog.locator('input[type=file]');
  const result = dialog.getByTestId('import-result');

  // Check only: the verdict, nothing created.
  await dialog.getByRole('checkbox', { name: 'Check only: validate every row, create nothing' }).check();
  await input.setInputFiles(file());
  await expect(result).toHaveText(
    /Checked “launch\.xlsx”: 2 rows would be created, 1 row rejected\. Nothing was created\./,
  );
  await expect(dialog.getByTestId('import-created')).toHaveCount(0);

  // For real: the same verdict, and the two positions with their IDs.
  await dialog.getByRole('checkbox', { name: 'Check only: validate every row, create nothing' }).uncheck();
  await input.setInputFiles(file());
  await expect(result).toHaveText(/“launch\.xlsx”: 2 rows accepted, 1 row rejected\./);
  const created = dialog.getByTestId('import-created');
  await expect(created).toContainText('2 ad positions created');
  const createdRows = tableRows(created);
  await expect(createdRows).toHaveCount(2);
  await expect(createdRows.nth(0)).toContainText('Launch banner');
  await expect(createdRows.nth(1)).toContainText('Launch reward');
  const unitIds = await createdRows.evaluateAll((rows) => rows.map((r) => r.querySelector('code')?.textContent));
  for (const u of unitIds) expect(u).toMatch(/^mc-1001-\d+$/);

  // The download holds the same positions and IDs.
  const download = page.waitForEvent('download');
  await created.getByRole('button', { name: /Download IDs/ }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('created-ad-positions.xlsx');
  const wb = XLSX.read(await readFile(await saved.path()), { type: 'buffer' });
  const lines = XLSX.utils.sheet_to_json(wb.Sheets[wb.SheetNames[0]], { header: 1 });
  const header = lines.findIndex((l) => l[0] === 'Row');
  expect(lines[header]).toEqual(['Row', 'Ad position name', 'Ad type', 'App ID', 'Ad position ID', 'Unit ID (SDK)']);
  expect(lines.slice(header + 1).map((l) => [l[0], l[1], l[5]])).toEqual([
    [2, 'Launch banner', unitIds[0]],
    [3, 'Launch reward', unitIds[1]],
  ]);

  // The template: the columns with an example per ad type, and a guide sheet explaining each column.
  const templateDownload = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download the template \(\.xlsx/ }).click();
  const template = await templateDownload;
  const tb = XLSX.read(await readFile(await template.path()), { type: 'buffer' });
  expect(tb.SheetNames).toEqual(['Ad positions', 'Column guide']);
  const guide = XLSX.utils.sheet_to_json(tb.Sheets['Column guide'], { header: 1 });
  expect(guide.find((l) => l[0] === 'nativeTemplate')?.[2]).toBe('Required for Native');
  await dialog.getByRole('button', { name: /What each column accepts/ }).click();
  await expect(dialog.getByTestId('import-column-guide')).toContainText('Required for Native');

  // The positions are in the list once the dialog closes.
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(rows(page).filter({ hasText: 'Launch reward' })).toHaveCount(1);
});
