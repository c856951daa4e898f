import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SubAccountListPage from '@/features/team/SubAccountsPage';
import PasswordLinkPage from '@/features/signIn/PasswordLinkPage';
import { configureSession } from '@/session';
import { inviteSubAccount, listInvitations } from '@/features/team/api';
import { signInWithPassword } from '@/services/auth';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { inAct } from '../support/inAct';
import { DEMO, signInAs } from '../support/signInToken';

const api = setupMockApi();
const EMAIL = 'invitee@studio.test';

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/subaccount' });
  await signInAs(...DEMO);
});

// In act: the server's "Invitation sent" is a toast.
const invite = () =>
  inAct(() =>
    inviteSubAccount({ account_name: 'invitee', name: 'In Vitee', email: EMAIL, menuCodes: ['HomeView'], appIds: [] }),
  );

/** The token of the last link the mock mailed to EMAIL. */
function mailedToken(): string {
  const mail = api.mock
    .state()
    .mailbox.filter((m) => m.email === EMAIL && m.kind === 'notice')
    .at(-1);
  return /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
}

describe('pending invitations on the sub-account list', () => {
  it('lists an invitation with its expiry and withdraws it after a confirmation', async () => {
    await invite();
    renderPage(<SubAccountListPage />, { codes: ALL_CODES });
    const card = await screen.findByTestId('invitations');
    expect(screen.getByRole('button', { name: /Invite by email/ })).toBeInTheDocument();
    const row = within(card).getByRole('row', { name: /\binvitee\b/ });
    expect(row).toHaveTextContent(EMAIL);
    expect(row).toHaveTextContent('by demo');
    fireEvent.click(within(row).getByText('Withdraw'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent(`Withdraw the invitation to ${EMAIL}?`);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(screen.queryByTestId('invitations')).not.toBeInTheDocument());
    expect(await listInvitations()).toEqual([]);
  });

  it('a view-only account sees the invitations but cannot send again or withdraw', async () => {
    await invite();
    renderPage(<SubAccountListPage />, { codes: ['SubAccountView'] });
    const card = await screen.findByTestId('invitations');
    expect(within(card).getByText('invitee')).toBeInTheDocument();
    expect(within(card).queryByText('Withdraw')).not.toBeInTheDocument();
    expect(within(card).queryByText('Send again')).not.toBeInTheDocument();
  });
});

describe('the password link page', () => {
  it('shows the invitation, refuses a weak password, sets a good one; the new account signs in', async () => {
    await invite();
    const token = mailedToken();
    localStorage.clear();
    localStorage.setItem('umi_locale', 'en-US');
    renderPage(<PasswordLinkPage />, { path: `/user/password?token=${token}` });
    expect(await screen.findByRole('heading', { name: /Join/ })).toBeInTheDocument();
    // The names it quotes are isolated, each in its own element (issue 52): the sentence reads as one.
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && /demo invited you \(In Vitee\)/.test(el.textContent ?? '')),
    ).toBeInTheDocument();
    expect(screen.getByText('In Vitee').tagName).toBe('BDI');
    expect(screen.getByLabelText('Account name')).toHaveValue('invitee');
    expect(screen.getByText(/This link works once and until/)).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('At least 8 characters with a letter and a digit')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Invitee-2027' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'Invitee-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Password set')).toBeInTheDocument();
    expect(screen.getByText('Sign in as invitee with your new password.')).toBeInTheDocument();
    expect((await signInWithPassword({ account: 'invitee', password: 'Invitee-2027' }))['user-token']).toBeTruthy();
  });

  it('a spent link says why and offers the sign-in page', async () => {
    await invite();
    const token = mailedToken();
    renderPage(<PasswordLinkPage />, { path: `/user/password?token=${token}` });
    await screen.findByRole('heading', { name: /Join/ });
    // Withdrawn meanwhile (or used): the page of a fresh visit says the link no longer works.
    const [inv] = await listInvitations();
    api.mock.state().invitations.find((i) => i.id === inv.id)!.state = 'withdrawn';
    renderPage(<PasswordLinkPage />, { path: `/user/password?token=${token}` });
    expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
    expect(screen.getByText(/used, withdrawn or replaced/)).toBeInTheDocument();
    renderPage(<PasswordLinkPage />, { path: '/user/password?token=<script>' });
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
  });
});
