import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppListPage from '@/features/traffic/AppsPage';
import { tagsIn } from '../support/markup';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signedInForAppList } from './support/signIn';

// The app list's ID lookup and sort on the server; its paging and filters are appListFilters.test.tsx's (issue 30:
// moved from tests/e2e/specs/40-apps.e2e.mjs, whose journeys, create, edit and disable, a draft, stay there).
const api = setupMockApi();

beforeEach(() => signedInForAppList());

afterEach(() => api.server.events.removeAllListeners());

async function waitRows(count: number): Promise<HTMLElement[]> {
  await waitFor(() => expect(dataRows()).toHaveLength(count));
  return dataRows();
}

const query = () => fireEvent.click(screen.getByRole('button', { name: /Query/ }));
const reset = () => fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
/** The apps' names as shown, in the order of the rows. */
const names = () => screen.queryAllByText(/./, { selector: '[data-app-name]' }).map((n) => n.textContent ?? '');

describe('the app list on the server', () => {
  it('looks an app ID up, says when nothing matches, and sorts by name', async () => {
    const bodies: Record<string, unknown>[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/media/app/list') bodies.push(await request.clone().json());
    });
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitRows(10);
    fireEvent.change(screen.getByLabelText('App ID', { exact: true }), { target: { value: '1007' } });
    query();
    const [found] = await waitRows(1);
    // The seeded name with markup is shown as text, never as HTML.
    const name = within(found).getByText(/./, { selector: '[data-app-name="1007"]' });
    expect(name).toHaveTextContent('Tap & Match <b>Puzzle</b>');
    expect(tagsIn(name).filter((t) => t.name === 'b')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('App ID', { exact: true }), { target: { value: '999999' } });
    query();
    expect(await screen.findByText('No app matches these filters.')).toBeInTheDocument();

    reset();
    await waitRows(10);
    fireEvent.click(screen.getByRole('columnheader', { name: /App name/ }));
    await waitFor(() => expect(bodies[bodies.length - 1].sortField).toBe('name'));
    const sorted = bodies[bodies.length - 1];
    expect(sorted.sortOrder).toBe('ascend');
    expect(sorted.pageSize).toBe(10);
    await waitFor(() => {
      const shown = names();
      expect(
        shown[0] === 'Beat Maker Lite HD' &&
          shown.join() === [...shown].sort((a, b) => a.localeCompare(b, 'en')).join(),
      ).toBe(true);
    });
  });
});
