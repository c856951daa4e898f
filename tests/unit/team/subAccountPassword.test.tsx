import { fireEvent, screen, within } from '@testing-library/react';
import SubAccountListPage from '@/features/team/SubAccountsPage';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

const api = setupMockApi();

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/subaccount' });
  await signInAs(...DEMO);
});

describe('a sub-account’s password from the list', () => {
  it('sends a reset link (never a password) and requires a new password at the next sign-in', async () => {
    renderPage(<SubAccountListPage />, { codes: ALL_CODES });
    await screen.findByText('sub01');
    const row = screen.getByRole('row', { name: /\bsub01\b/ });
    // The last sign-in is a real date and time, not "Never".
    expect(row).not.toHaveTextContent('Never');
    fireEvent.click(within(row).getByText('Password'));
    const dialog = await screen.findByRole('dialog', { name: 'Password of sub01' });
    expect(dialog).toHaveTextContent('You never choose or see a sub-account’s password');
    expect(within(dialog).queryByLabelText(/^Password$/)).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send link' }));
    expect(await within(dialog).findByText('Link sent to sub01@media-console.test.')).toBeInTheDocument();
    const mailed = api.mock
      .state()
      .mailbox.filter((m) => m.email === 'sub01@media-console.test' && m.kind === 'notice')
      .at(-1);
    expect(mailed?.text).toMatch(/\/user\/password\?token=[0-9a-f]{48}/);
    fireEvent.click(within(dialog).getByRole('switch'));
    expect(await within(row).findByText('Must change password')).toBeInTheDocument();
    expect(api.mock.state().accounts.find((a) => a.account_name === 'sub01')?.mustChangePassword).toBe(true);
  });
});
