import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SignInSecurityPage from '@/features/account/SignInSecurityPage';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { credentials, signInAs } from '../support/signIn';

setupMockApi();

// sub01's codes in the seed: no AccountView ("My account"), so /accounts/myaccount is a 403 for it.
const SUB01_CODES = ['HomeView', 'AppView', 'AdPosView', 'BillReportView'];

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/signin' });
});

describe('Password and sign-in (every account, no menu code)', () => {
  it('gives a sub-account without "My account" its password change, two-step sign-in and sessions', async () => {
    await signInAs('sub01');
    renderPage(<SignInSecurityPage />, { codes: SUB01_CODES, path: '/accounts/signin' });
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toBeInTheDocument();
    // Its own sessions, this browser tagged; the times in the zone the session keeps (the profile is not readable).
    const sessions = await screen.findByTestId('sessions');
    expect(await within(sessions).findByText('This browser')).toBeInTheDocument();
    expect(screen.getByText(/Times are shown in the account's time zone/)).toBeInTheDocument();
    // Two-step sign-in: turned on after the password, for itself.
    const toggle = await screen.findByRole('switch', { name: 'Ask for an emailed code after the password' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), {
      target: { value: credentials('sub01').password },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(toggle).toBeChecked());
    // Nothing on the page failed for want of the "My account" code.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
