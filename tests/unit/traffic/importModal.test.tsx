import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import ImportModal from '@/pages/flow/adpositions/components/ImportModal';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from './support/signIn';
import { ALL_CODES, renderPage } from '../support/renderPage';

const api = setupMockApi();

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
afterEach(() => api.server.events.removeAllListeners());

/** A file as the browser's picker hands it over (a fetch-API File, so it can go into FormData under jest). */
function pick(...files: { name: string; content?: string; size?: number }[]) {
  const list = files.map((f) =>
    f.size !== undefined
      ? new NodeFile([new Uint8Array(f.size)], f.name)
      : new NodeFile([f.content ?? ''], f.name, { type: 'text/csv' }),
  );
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
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
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
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
    expect(screen.queryByTestId('import-created-ids')).toBeNull();
    expect(onImported).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Check only: validate every row, create nothing' }));
    pick({ name: 'real.csv', content: csv });
    const ids = await screen.findByTestId('import-created-ids');
    expect(ids).toHaveTextContent(/^Created ad position IDs: \d[\d,]*$/);
    expect(onImported).toHaveBeenCalledTimes(1);
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
    expect(named.closest('[role=alert]')).toHaveTextContent('“fake.csv” could not be imported.');
    expect(screen.getByText('Only .csv, .xlsx and .xls files are accepted')).toBeInTheDocument();
    expect(sent).toEqual(['fake.csv']);
  });
});
