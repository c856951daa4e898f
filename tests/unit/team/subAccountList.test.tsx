import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SubAccountListPage from '@/features/team/SubAccountsPage';
import { createSubAccount } from '@/features/team/api';
import { configureSession } from '@/session';
import { inAct } from '../support/inAct';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';
import { ALL_CODES, renderPage } from '../support/renderPage';

// The sub-account list's paging, search, filter and sort on the server (issue 30: moved from
// tests/e2e/specs/32-team-accounts.e2e.mjs, whose journeys, create, edit, drafts and rights lost meanwhile, stay there).
const api = setupMockApi();

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/subaccount' });
  await signInAs(...DEMO);
});

/** The sub-accounts' rows: each shows its permissions (the header row does not). */
const rows = () => screen.queryAllByRole('row').filter((row) => within(row).queryByTestId('permissions'));
const row = (name: string) => rows().find((r) => within(r).queryByText(name)) as HTMLElement;

async function waitForRows(names: string[]) {
  await waitFor(() => expect(rows()).toHaveLength(names.length));
  await waitFor(() =>
    expect(rows().map((r) => within(r).getAllByRole('cell')[0].textContent)).toEqual(
      names.map((n) => expect.stringMatching(new RegExp(`^${n}`))),
    ),
  );
}

describe('the sub-account list', () => {
  it('pages on the server (10 a page), searches, filters by status and sorts', async () => {
    // Inside act: what a creation shows through the feedback host (src/feedback) renders before the list.
    for (let i = 1; i <= 9; i += 1)
      await inAct(() =>
        createSubAccount({
          account_name: `page${String(i).padStart(2, '0')}`,
          name: `page${i}`,
          password: 'Start-2026x',
          menuCodes: ['HomeView'],
          appIds: [],
        } as never),
      );
    const calls: Record<string, unknown>[] = [];
    api.server.events.on('request:start', async ({ request }) => {
      if (new URL(request.url).pathname === '/media/subAccount/list/get') calls.push(await request.clone().json());
    });
    const last = () => calls[calls.length - 1];
    renderPage(<SubAccountListPage />, { codes: ALL_CODES, path: '/accounts/subaccount' });
    await waitFor(() => expect(rows()).toHaveLength(10));
    await waitFor(() => expect(last().pageSize).toBe(10));
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect([last().current, last().pageSize]).toEqual([2, 10]));
    await waitFor(() => expect(rows()).toHaveLength(2));

    fireEvent.change(screen.getByPlaceholderText('Account name, name or email'), { target: { value: 'sub0' } });
    fireEvent.click(screen.getByRole('button', { name: /Search|Query/ }));
    // Page 2 holds the same two names: the search's own call first, then its rows.
    await waitFor(() => expect(last().keyword).toBe('sub0'));
    await waitForRows(['sub02', 'sub01']);
    expect(within(row('sub01')).getByText('Enabled')).toBeInTheDocument();
    expect(within(row('sub02')).getByText('Disabled')).toBeInTheDocument();
    expect(within(within(row('sub01')).getByTestId('apps')).getByText('Block Puzzle Classic')).toBeInTheDocument();

    fireEvent.mouseDown(screen.getByLabelText('Status', { exact: true }));
    fireEvent.click(await screen.findByTitle('Disabled'));
    fireEvent.click(screen.getByRole('button', { name: /Search|Query/ }));
    await waitFor(() => expect(last().status).toBe('disabled'));
    await waitForRows(['sub02']);

    fireEvent.click(screen.getByRole('button', { name: /Reset/ }));
    await waitFor(() => expect(rows()).toHaveLength(10));
    fireEvent.click(screen.getByRole('columnheader', { name: /Account name/ }));
    await waitFor(() => expect([last().sortField, last().sortOrder]).toEqual(['account_name', 'ascend']));
    await waitFor(() => expect(within(rows()[0]).getAllByRole('cell')[0]).toHaveTextContent(/^ops01/));
    api.server.events.removeAllListeners();
  });
});
