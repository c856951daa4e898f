import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Secret, TOTP } from 'otpauth';
import SecurityTab from '@/features/account/components/security';
import EmailSignIn from '@/features/signIn/components/EmailSignIn';
import PasswordSignIn from '@/features/signIn/components/PasswordSignIn';
import TwoStepSignIn from '@/features/signIn/components/TwoStepSignIn';
import type { SignInOutcome } from '@/services/auth';
import type { SignInChallenge } from '@/contract/typings';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

/** Issue 28: the authenticator app's set-up on the Security tab and the second step of the login page. */

/** The app's code now (the mock's clock is the real one: only its figures run ahead, mock/core/lib/clock.ts). */
const codeOf = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'user-token': token } : {}) },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { result: T }).result;
}

/** Demo with an authenticator set up through the API; its key and recovery codes. */
async function withAuthenticator() {
  const token = await signInAs(...DEMO);
  const { secret } = await post<{ secret: string }>(
    '/media/security/authenticator/setup',
    { password: DEMO[1] },
    token,
  );
  const { recoveryCodes } = await post<{ recoveryCodes: string[] }>(
    '/media/security/authenticator/enable',
    { code: codeOf(secret) },
    token,
  );
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  return { secret, recoveryCodes };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/myaccount?tab=security' });
});

describe('Security → authenticator app', () => {
  it('sets up after the password: QR code and key, a current code, then ten recovery codes shown once', async () => {
    await signInAs(...DEMO);
    renderPage(<SecurityTab />, { codes: ['AccountView'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Set up authenticator app' }));
    let dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Not-It-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: DEMO[1] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));

    const qr = await screen.findByRole('img', { name: 'QR code for the authenticator app' });
    dialog = screen.getByRole('dialog', { name: 'Set up authenticator app' });
    expect(within(dialog).getByRole('img', { name: 'QR code for the authenticator app' })).toBe(qr);
    expect(qr.innerHTML).toContain('<svg');
    const secret = (within(dialog).getByTestId('authenticator-secret').textContent ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const code = within(dialog).getByLabelText('Code from the app');
    fireEvent.change(code, { target: { value: codeOf(secret) === '000000' ? '111111' : '000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      await within(dialog).findByText('Wrong code: enter the current code from the authenticator app'),
    ).toBeInTheDocument();
    fireEvent.change(code, { target: { value: codeOf(secret) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    const codes = within(list).getAllByRole('listitem');
    expect(codes).toHaveLength(10);
    codes.forEach((c) => expect(c).toHaveTextContent(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    const shown = screen.getAllByRole('dialog').find((d) => within(d).queryByRole('list', { name: 'Recovery codes' }));
    if (!shown) throw new Error('no dialog shows the recovery codes');
    expect(within(shown).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(within(shown).getByRole('button', { name: /Download \.txt/ })).toBeInTheDocument();
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));

    const card = screen.getByTestId('authenticator');
    expect(await within(card).findByText('Recovery codes left: 10')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Ask for an emailed code after the password' })).toBeChecked();
  });

  it('turning two-step sign-in on asks for the password; a wrong one is the field error and nothing changes', async () => {
    await signInAs(...DEMO);
    renderPage(<SecurityTab />, { codes: ['AccountView'] });
    const toggle = await screen.findByRole('switch', { name: 'Ask for an emailed code after the password' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-step sign-in' });
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: 'Not-It-2026' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Wrong password')).toBeInTheDocument();
    expect(toggle).not.toBeChecked();
    fireEvent.change(within(dialog).getByLabelText('Your password'), { target: { value: DEMO[1] } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(toggle).toBeChecked());
  });
});

describe('login: the authenticator as the second step', () => {
  const signedIn = () => jest.fn<Promise<void>, [SignInOutcome]>(async () => undefined);

  async function passwordChallenge(): Promise<SignInChallenge> {
    const onChallenge = jest.fn<void, [SignInChallenge]>();
    const view = renderPage(
      <PasswordSignIn
        onSignedIn={signedIn()}
        onChallenge={onChallenge}
        onError={jest.fn()}
        onStart={jest.fn()}
        active
      />,
    );
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: DEMO[0] } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: DEMO[1] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onChallenge).toHaveBeenCalledTimes(1));
    view.unmount();
    return onChallenge.mock.calls[0][0];
  }

  it('after the password asks for the app code, which signs in', async () => {
    const { secret } = await withAuthenticator();
    const challenge = await passwordChallenge();
    expect(challenge.twoStep.method).toBe('authenticator');
    const onSignedIn = signedIn();
    renderPage(
      <TwoStepSignIn
        challenge={challenge}
        onSignedIn={onSignedIn}
        onError={jest.fn()}
        onStart={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(
      screen.getByText('Two-step sign-in: enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    // The set-up spent this step's code: the next step's is within the window.
    fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: codeOf(secret, 1) } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0][0]).toHaveProperty('user-token');
  });

  it('takes a recovery code instead; a malformed or wrong one is refused', async () => {
    const { recoveryCodes } = await withAuthenticator();
    const challenge = await passwordChallenge();
    const onSignedIn = signedIn();
    const onError = jest.fn();
    renderPage(
      <TwoStepSignIn
        challenge={challenge}
        onSignedIn={onSignedIn}
        onError={onError}
        onStart={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a recovery code' }));
    const field = screen.getByLabelText('Recovery code');
    fireEvent.change(field, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('A recovery code looks like abcde-23456')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: 'zzzzz-zzzzz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect((onError.mock.calls[0][0] as Error).message).toBe('Wrong or expired verification code');
    fireEvent.change(field, { target: { value: recoveryCodes[0] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('the email-code tab hands over to the app code instead of signing in', async () => {
    await withAuthenticator();
    const onSignedIn = signedIn();
    const onChallenge = jest.fn<void, [SignInChallenge]>();
    renderPage(
      <EmailSignIn onSignedIn={onSignedIn} onChallenge={onChallenge} onError={jest.fn()} onStart={jest.fn()} active />,
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'demo@media-console.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const mail = await fetch('http://localhost/__mock/mailbox?email=demo%40media-console.test');
    const { code } = ((await mail.json()) as { result: { code: string } }).result;
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: code } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onChallenge).toHaveBeenCalledTimes(1));
    expect(onChallenge.mock.calls[0][0].twoStep.method).toBe('authenticator');
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
