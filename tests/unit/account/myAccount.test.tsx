import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AccountProfile from '@/features/account/components/AccountProfile';
import PasswordChange from '@/features/account/components/PasswordChange';
import { configureSession, getToken, getUserInfo } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { DEMO, signInAs } from '../support/signInToken';
import { renderPage } from '../support/renderPage';
import { nativeConstraints } from '../support/nativeConstraints';

setupMockApi();
let navigate: jest.Mock;

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  navigate = jest.fn();
  configureSession({ navigate, notify: jest.fn(), currentPath: () => '/accounts/myaccount' });
  await signInAs(...DEMO);
});

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
/** A field's help and error texts are its description: antd links them to the input (aria-describedby). */
const saying = (text: string) => expect.stringContaining(text);

describe('account details', () => {
  it('shows the account read-only without AccountManage', async () => {
    renderPage(<AccountProfile />, { codes: ['AccountView'] });
    expect(await screen.findByText('demo@media-console.test')).toBeInTheDocument();
    expect(screen.getByText('Main account')).toBeInTheDocument();
    expect(screen.getByText('USD')).toBeInTheDocument();
    expect(screen.getByTestId('account-time-zone')).toHaveTextContent('China Standard Time (Asia/Shanghai)');
    expect(screen.getByText('Demo Media Ltd.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Edit/ })).not.toBeInTheDocument();
  });

  it('edits with AccountManage: checks fields, shows the server field errors, saves', async () => {
    renderPage(<AccountProfile />, { codes: ['AccountView', 'AccountManage'] });
    fireEvent.click(await screen.findByRole('button', { name: /Edit/ }));
    expect(field('Settlement currency')).toBeDisabled();
    // antd's messages only: no browser bubble (an email input keeps its keyboard through inputMode).
    expect(nativeConstraints(document.body)).toEqual([]);
    expect(field('Email')).toHaveAttribute('inputmode', 'email');

    fireEvent.change(field('Display name'), { target: { value: '  ' } });
    fireEvent.change(field('Phone'), { target: { value: 'call me' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Display name')).toHaveAccessibleDescription(saying('Enter the display name')));
    expect(field('Phone')).toHaveAccessibleDescription(/Digits, spaces and dashes only/);

    // Another account's email: the server answers 4009 and the email field says so.
    fireEvent.change(field('Display name'), { target: { value: 'Demo Media' } });
    fireEvent.change(field('Phone'), { target: { value: '+49 30 1234567' } });
    fireEvent.change(field('Email'), { target: { value: 'sub01@media-console.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field('Email')).toHaveAccessibleDescription(
        saying('Another account already uses this email address: enter a different one'),
      ),
    );

    fireEvent.change(field('Email'), { target: { value: 'finance@demo-media.test' } });
    fireEvent.change(field('Contact person'), { target: { value: 'Li Lei' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Back to the details, showing what the server stored.
    expect(await screen.findByText('finance@demo-media.test')).toBeInTheDocument();
    expect(screen.getByText('Li Lei')).toBeInTheDocument();
    expect(screen.getByText('+49 30 1234567')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});

describe('change password', () => {
  it('checks the rules, maps a wrong current password to its field, then signs the user out', async () => {
    renderPage(<PasswordChange />);
    fireEvent.change(field('Current password'), { target: { value: 'nope-nope-1' } });
    fireEvent.change(field('New password'), { target: { value: 'abcdefgh' } });
    expect(screen.getByText('Strength: weak')).toBeInTheDocument();
    fireEvent.change(field('New password again'), { target: { value: 'different1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field('New password')).toHaveAccessibleDescription(saying('The password does not meet the rules below')),
    );
    expect(field('New password again')).toHaveAccessibleDescription(saying('The two passwords do not match'));

    fireEvent.change(field('New password'), { target: { value: 'River-Stone-2027' } });
    expect(screen.getByText('Strength: strong')).toBeInTheDocument();
    fireEvent.change(field('New password again'), { target: { value: 'River-Stone-2027' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(field('Current password')).toHaveAccessibleDescription(saying('The current password is wrong')),
    );
    expect(getToken()).not.toBe('');

    fireEvent.change(field('Current password'), { target: { value: DEMO[1] } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Password changed');
    expect(within(dialog).getByText(/signed out on every device/)).toBeInTheDocument();
    expect(navigate).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign in again' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Faccounts%2Fmyaccount'));
    expect(getUserInfo()).toBeNull();
    // No password ever reaches storage.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/River-Stone|Demo@2026/);
  });
});
