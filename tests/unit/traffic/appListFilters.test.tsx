import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppListPage from '@/features/traffic/AppsPage';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signedInForAppList } from './support/signIn';

// The app list's paging and filters on the server; its ID lookup and sort are appListLookup.test.tsx's (issue 30:
// moved from tests/e2e/specs/40-apps.e2e.mjs, whose journeys, create, edit and disable, a draft, stay there).
setupMockApi();

beforeEach(() => signedInForAppList());

async function waitRows(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(dataRows()).toHaveLength(count));
  return dataRows();
}

/** Picks `option` in the search form's Select labelled `label` (folded ones too: jsdom has no layout). */
async function choose(label: string, option: string) {
  fireEvent.mouseDown(screen.getByLabelText(label, { exact: true }));
  fireEvent.click(await screen.findByTitle(option));
}

const query = () => fireEvent.click(screen.getByRole('button', { name: /Query/ }));
const reset = () => fireEvent.click(screen.getByRole('button', { name: /Reset/ }));

describe('the app list on the server', () => {
  it('pages by 10 and filters by platform and review status', async () => {
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitRows(10);
    fireEvent.click(screen.getByTitle('2'));
    await waitRows(2);
    fireEvent.click(screen.getByTitle('1'));
    await waitRows(10);

    await choose('Platform', 'iOS');
    query();
    await waitFor(() => {
      const platforms = dataRows().map((r) => within(r).getAllByRole('cell')[1].textContent ?? '');
      expect(platforms.length > 0 && platforms.length < 10 && platforms.every((t) => t.includes('iOS'))).toBe(true);
    });

    reset();
    await waitRows(10);
    await choose('Review status', 'Rejected');
    query();
    const [rejected] = await waitRows(1);
    expect(rejected).toHaveTextContent(/Rejected/);
  });
});
