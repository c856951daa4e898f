import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SubAccountListPage from '@/features/team/SubAccountsPage';
import UpdateUserPage, { parseSubAccountId } from '@/features/team/UpdateUserPage';
import { findSubAccount, getDataScopeApps } from '@/features/team/api';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';
import { ALL_CODES, renderPage } from '../support/renderPage';

setupMockApi();
// A table page on a shared 2-core machine: rendering alone can take many seconds.

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/subaccount' });
  await signInAs(...DEMO);
});

/** The sub-accounts' rows: each shows its permissions (the header row does not). */
const rows = () => screen.getAllByRole('row').filter((row) => within(row).queryByTestId('permissions'));

/** A box of the data scope, by its name: the app's name and platform, as the user reads it. */
async function appBox(appId: number) {
  const app = (await getDataScopeApps()).find((a) => a.appId === appId);
  if (!app) throw new Error(`app ${appId} is not in the caller's scope`);
  const name = `${app.appName} ${app.platform === 'ios' ? 'iOS' : 'Android'}`;
  return within(screen.getByRole('group', { name: 'Apps' })).getByRole('checkbox', { name });
}

describe('sub-account list', () => {
  it('without SubAccountManage shows the list but no create, edit or delete', async () => {
    renderPage(<SubAccountListPage />, { codes: ['SubAccountView'] });
    expect(await screen.findByText('sub01')).toBeInTheDocument();
    expect(rows()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: /New sub-account/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByText('Delete')).not.toBeInTheDocument();
  });

  it('with SubAccountManage shows the permissions, the apps, and deletes after a confirmation', async () => {
    renderPage(<SubAccountListPage />, { codes: ALL_CODES });
    const name = await screen.findByText('sub01');
    expect(screen.getByRole('button', { name: /New sub-account/ })).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /\bsub01\b/ });
    expect(within(row).getByText('sub01')).toBe(name);
    // Every permission shows (issue 20: nothing hides behind "+N").
    expect(within(row).getByTestId('permissions')).toHaveTextContent(
      /Dashboard.*Apps.*Ad positions.*Settlement report/,
    );
    expect(within(row).getByTestId('permissions')).not.toHaveTextContent('+');
    expect(within(row).getByText('Enabled')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/userform/updateUser?id=3');

    fireEvent.click(within(row).getByText('Delete'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete “sub01”? This cannot be undone.');
    // The name is isolated in its own direction inside the sentence.
    expect(within(confirm).getByText('sub01').tagName).toBe('BDI');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('sub01')).not.toBeInTheDocument());
    expect(rows()).toHaveLength(2);
    expect(await findSubAccount(3)).toBeNull();
  });
});

describe('update page id', () => {
  it.each([
    ['3', 3],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['03', null],
    ['3.0', null],
    ['1e3', null],
    [' 3', null],
    ['abc', null],
    ['9999999999999999', null],
    [null, null],
  ])('%j → %j', (raw, id) => {
    expect(parseSubAccountId(raw)).toBe(id);
  });

  it('shows a clear state for a malformed id and for an unknown one, and the form for a real one', async () => {
    const bad = renderPage(<UpdateUserPage />, { codes: ALL_CODES, path: '/userform/updateUser?id=abc' });
    expect(screen.getByText('This link is not valid')).toBeInTheDocument();
    bad.unmount();

    const missing = renderPage(<UpdateUserPage />, { codes: ALL_CODES, path: '/userform/updateUser?id=999' });
    expect(await screen.findByText('Sub-account not found')).toBeInTheDocument();
    expect(
      screen.getByText('There is no sub-account 999 in your account. It may have been deleted.'),
    ).toBeInTheDocument();
    missing.unmount();

    renderPage(<UpdateUserPage />, { codes: ALL_CODES, path: '/userform/updateUser?id=3' });
    expect(await screen.findByDisplayValue('Sub Account 01')).toBeInTheDocument();
    expect(screen.getByLabelText('Account name')).toBeDisabled();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    // sub01 has apps 1001 and 1002 and no Manage codes.
    expect(await appBox(1001)).toBeChecked();
    expect(await appBox(1003)).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Apps View' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Manage apps Manage' })).not.toBeChecked();
  });
});
