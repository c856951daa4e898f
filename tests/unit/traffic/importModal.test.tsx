import '@testing-library/jest-dom';
import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import * as XLSX from 'xlsx';
import ImportModal from '@/features/traffic/adPositions/components/ImportModal';
import { IMPORT_COLUMNS, IMPORT_EXAMPLE_ROWS } from '@/contract/importTemplate';
import { AD_TYPES, BANNER_SIZES } from '@/contract/values';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { captureDownloads } from '../support/downloads';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs } from './support/signIn';

const api = setupMockApi();

/** Files the console saves, with their names (the download link's `download`). */
function savedFiles() {
  const { blobs, click } = captureDownloads();
  return {
    get length() {
      return blobs.length;
    },
    file: (i: number) => ({ blob: blobs[i], name: (click.mock.instances[i] as unknown as HTMLAnchorElement).download }),
  };
}

async function sheetNamed(blob: Blob, name: string): Promise<XLSX.WorkSheet> {
  const wb = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  expect(wb.SheetNames).toContain(name);
  return wb.Sheets[name];
}

async function firstSheet(blob: Blob, name: string): Promise<XLSX.WorkSheet> {
  const wb = XLSX.read(new Uint8Array(await blob.arrayBuffer()), { type: 'array' });
  expect(wb.SheetNames[0]).toBe(name);
  return wb.Sheets[name];
}

let sent: string[];
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/adpositions' });
  rearmInvalidSession();
  sent = [];
  api.server.events.on('request:start', async ({ request }) => {
    if (!request.url.endsWith('/admin/tool/processExcel')) return;
    const file = (await request.clone().formData()).get('file') as File;
    sent.push(file.name);
  });
});
afterEach(() => {
  api.server.events.removeAllListeners();
  jest.restoreAllMocks();
});

/** The picker's file input, named by the drop zone's text. */
const fileInput = () => screen.getByLabelText<HTMLInputElement>('Click or drag a spreadsheet here');

/** A file as the browser's picker hands it over (a fetch-API File, so it can go into FormData under jest). */
function pick(...files: { name: string; content?: string; size?: number }[]) {
  const list = files.map((f) =>
    f.size !== undefined
      ? new NodeFile([new Uint8Array(f.size)], f.name)
      : new NodeFile([f.content ?? ''], f.name, { type: 'text/csv' }),
  );
  const input = fileInput();
  Object.defineProperty(input, 'files', { value: list, configurable: true });
  fireEvent.change(input);
}

function renderModal() {
  const onImported = jest.fn();
  renderPage(<ImportModal onClose={jest.fn()} onImported={onImported} />, { codes: ALL_CODES, admin: true });
  return onImported;
}

describe('spreadsheet import dialog', () => {
  it('offers only spreadsheets in the picker and links the template', async () => {
    await signInAs('admin');
    renderModal();
    const input = fileInput();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', '.xlsx,.xls,.csv');
    expect(input).not.toHaveAttribute('multiple');
    expect(screen.getByRole('link', { name: /Download the template/ })).toHaveAttribute(
      'href',
      '/admin/tool/template.csv',
    );
  });

  it.each([
    [{ name: 'notes.txt', content: 'x' }, '“notes.txt” was not sent: only .xlsx, .xls and .csv files can be imported.'],
    [{ name: 'empty.csv', content: '' }, '“empty.csv” was not sent: the file is empty.'],
    [{ name: 'huge.xlsx', size: 10 * 1024 * 1024 + 1 }, '“huge.xlsx” was not sent: the file is larger than 10 MB.'],
  ])('refuses %p before sending anything', async (file, text) => {
    await signInAs('admin');
    renderModal();
    pick(file);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(sent).toEqual([]);
  });

  it('sends only the first file and shows rows accepted and rejected with reasons', async () => {
    await signInAs('admin');
    const onImported = renderModal();
    pick(
      {
        name: 'first.csv',
        content:
          'appId,name,adType,bannerSize,floorPrice\n1001,Dialog banner,banner,320x50,0.5\n1001,Bad <b>row</b>,banner,1x1,0.5\n',
      },
      { name: 'second.csv', content: 'appId,name,adType,bannerSize,floorPrice\n1001,Other,banner,320x50,0.5\n' },
    );
    const result = await screen.findByTestId('import-result');
    expect(result).toHaveTextContent('“first.csv”: 1 row accepted, 1 row rejected.');
    expect(result).toHaveTextContent(/bannerSize/);
    expect(screen.getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(sent).toEqual(['first.csv']);
    expect(onImported).toHaveBeenCalledTimes(1);
  });

  it('"check only" validates every row and creates nothing; a real run lists the IDs it created', async () => {
    await signInAs('admin');
    const onImported = renderModal();
    const csv =
      'appId,name,adType,bannerSize,floorPrice\n1001,Checked once,banner,320x50,0.5\n1001,Bad,banner,1x1,0.5\n';
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check only: validate every row, create nothing' }));
    pick({ name: 'check.csv', content: csv });
    const checked = await screen.findByTestId('import-result');
    expect(checked).toHaveTextContent(
      'Checked “check.csv”: 1 row would be created, 1 row rejected. Nothing was created.',
    );
    expect(screen.queryByTestId('import-created')).not.toBeInTheDocument();
    expect(onImported).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check only: validate every row, create nothing' }));
    pick({ name: 'real.csv', content: csv });
    const created = await screen.findByTestId('import-created');
    expect(created).toHaveTextContent('1 ad position created');
    const [row] = within(created).getAllByRole('row').slice(1);
    // Its file row, name, type and the IDs the developers need, as the server created it.
    const cells = within(row)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells.slice(0, 3)).toEqual(['2', 'Checked once', 'Banner']);
    expect(cells[4]).toBe(`mc-1001-${cells[3]}`);
    expect(onImported).toHaveBeenCalledTimes(1);

    // The IDs download as a spreadsheet (the list itself goes when the dialog closes).
    const saved = savedFiles();
    fireEvent.click(within(created).getByRole('button', { name: /Download IDs \(\.xlsx\)/ }));
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved.file(0).name).toBe('created-ad-positions.xlsx');
    const ws = await firstSheet(saved.file(0).blob, 'Created');
    expect(ws.A1.v).toBe('Ad positions created by importing “real.csv”');
    const header = XLSX.utils.sheet_to_json<string[]>(ws, { header: 1 }).findIndex((r) => r[0] === 'Row');
    const table = XLSX.utils.sheet_to_json<(string | number)[]>(ws, { header: 1 }).slice(header);
    expect(table[0]).toEqual(['Row', 'Ad position name', 'Ad type', 'App ID', 'Ad position ID', 'Unit ID (SDK)']);
    expect(table[1]).toEqual([2, 'Checked once', 'Banner', 1001, Number(cells[3]), cells[4]]);
  });

  it('writes an .xlsx template whose second sheet explains every column; the dialog shows the same guide', async () => {
    await signInAs('admin');
    renderPage(<ImportModal onClose={jest.fn()} onImported={jest.fn()} templateAppId={1002} />, {
      codes: ALL_CODES,
      admin: true,
    });
    const saved = savedFiles();
    fireEvent.click(
      screen.getByRole('button', { name: /Download the template \(\.xlsx, with a guide to each column\)/ }),
    );
    await waitFor(() => expect(saved.length).toBe(1));
    expect(saved.file(0).name).toBe('ad-positions-template.xlsx');
    // The data sheet: the contract's columns, one example per ad type, naming the app given.
    const data = XLSX.utils.sheet_to_json<(string | number)[]>(await firstSheet(saved.file(0).blob, 'Ad positions'), {
      header: 1,
    });
    expect(data[0]).toEqual([...IMPORT_COLUMNS]);
    expect(data.slice(1).map((r) => r[0])).toEqual(IMPORT_EXAMPLE_ROWS.map(() => 1002));
    expect(new Set(data.slice(1).map((r) => r[2]))).toEqual(new Set(AD_TYPES));
    // The guide: one line per column, with its allowed values from the contract.
    const guide = XLSX.utils.sheet_to_json<string[]>(await sheetNamed(saved.file(0).blob, 'Column guide'), {
      header: 1,
    });
    const byColumn = new Map(guide.filter((r) => IMPORT_COLUMNS.includes(r[0] as never)).map((r) => [r[0], r]));
    expect([...byColumn.keys()]).toEqual([...IMPORT_COLUMNS]);
    expect(byColumn.get('adType')?.[3]).toBe(
      'splash (Splash), banner (Banner), interstitial (Interstitial), native (Native), rewarded (Rewarded video)',
    );
    expect(byColumn.get('bannerSize')?.[2]).toBe('Required for Banner');
    expect(byColumn.get('bannerSize')?.[3]).toBe(BANNER_SIZES.join(', '));
    expect(byColumn.get('rewardAmount')?.[3]).toBe('A whole number from 1 to 1,000,000');
    expect(byColumn.get('name')?.[3]).toBe('Text, at most 80 characters');
    expect(byColumn.get('status')?.[2]).toBe('Optional');

    fireEvent.click(screen.getByRole('button', { name: /What each column accepts/ }));
    const shown = await screen.findByTestId('import-column-guide');
    expect(within(shown).getByText('Required for Banner')).toBeInTheDocument();
    expect(within(shown).getByText(BANNER_SIZES.join(', '))).toBeInTheDocument();
  });

  it('lists each bad value of a row once, under the column title of the file', async () => {
    await signInAs('admin');
    renderModal();
    pick({
      name: 'titles.csv',
      content: 'AppID,Name,adType,bannerSize,FloorPrice\n1001,Bad type,popup,,0.5\nabc,Two bad,banner,320x50,-1\n',
    });
    const result = await screen.findByTestId('import-result');
    expect(result).toHaveTextContent('“titles.csv”: 0 rows accepted, 2 rows rejected.');
    const [badType, twoBad] = screen.getAllByRole('row').slice(1);
    // An unknown ad type is one error: no "bannerSize: Required" beside it.
    expect(within(badType).getAllByRole('listitem')).toHaveLength(1);
    expect(within(badType).getByRole('listitem')).toHaveTextContent(/^adType: /);
    expect(badType).not.toHaveTextContent('bannerSize');
    const items = within(twoBad)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items.some((text) => text?.startsWith('AppID: '))).toBe(true);
    expect(items.some((text) => text?.startsWith('FloorPrice: '))).toBe(true);
  });

  it('shows the server’s reason when it refuses the file itself', async () => {
    await signInAs('admin');
    renderModal();
    // A binary file dressed up as CSV passes the console's checks; the server looks inside.
    pick({ name: 'fake.csv', content: 'PK\u0003\u0004zip' });
    // The file name is isolated in its own direction inside the sentence.
    const named = await screen.findByText('fake.csv', { selector: '[role=alert] bdi' });
    expect(named).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“fake.csv” could not be imported.');
    expect(screen.getByText('Only .csv, .xlsx and .xls files are accepted')).toBeInTheDocument();
    expect(sent).toEqual(['fake.csv']);
  });
});
