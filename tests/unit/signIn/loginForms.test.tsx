import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import EmailSignIn from '@/features/signIn/components/EmailSignIn';
import PasswordSignIn from '@/features/signIn/components/PasswordSignIn';
import { BizError } from '@/request';
import type { SignInOutcome } from '@/services/auth';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';

const api = setupMockApi();
const EMAIL = 'demo@media-console.test';

async function mailboxCode(email: string): Promise<string> {
  const res = await fetch(`http://localhost/__mock/mailbox?email=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { result: { code: string } | null };
  if (!body.result) throw new Error('no code sent');
  return body.result.code;
}

function setup(form: 'email' | 'password') {
  const onSignedIn = jest.fn<Promise<void>, [SignInOutcome]>(async () => undefined);
  const onError = jest.fn();
  const onStart = jest.fn();
  const Form = form === 'email' ? EmailSignIn : PasswordSignIn;
  renderPage(<Form onSignedIn={onSignedIn} onError={onError} onStart={onStart} active />);
  return { onSignedIn, onError, onStart };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/user/login' });
});

afterEach(() => jest.useRealTimers());

describe('email code sign-in', () => {
  it('asks for the email and the code in the user language before calling the server', async () => {
    const sent: string[] = [];
    api.server.events.on('request:start', ({ request }) => sent.push(new URL(request.url).pathname));
    setup('email');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument();
    expect(screen.getByText('Enter the verification code')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '12ab' } });
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    expect(sent).toEqual([]);
    api.server.events.removeAllListeners();
  });

  it('sends a code, counts down 60 s before another may be sent, and signs in with it', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { onSignedIn, onError } = setup('email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const wait = await screen.findByRole('button', { name: 'Send again in 60 s' });
    expect(wait).toBeDisabled();
    expect(
      screen.getByText(`If ${EMAIL} belongs to an account, a code is on its way. It is valid for 10 minutes.`),
    ).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(59_000));
    expect(screen.getByRole('button', { name: 'Send again in 1 s' })).toBeDisabled();
    act(() => void jest.advanceTimersByTime(1_000));
    expect(screen.getByRole('button', { name: 'Send again' })).toBeEnabled();

    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: await mailboxCode(EMAIL) } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0][0]).toMatchObject({ userInfo: { account_name: 'demo' } });
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a wrong code without clearing the form', async () => {
    const { onSignedIn, onError } = setup('email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: /Send again in/ });
    const real = await mailboxCode(EMAIL);
    const wrong = real === '000000' ? '111111' : '000000';
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: wrong } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    const err = onError.mock.calls[0][0] as BizError;
    expect(err).toBeInstanceOf(BizError);
    expect(err.bizCode).toBe(4010);
    expect(err.message).toBe('Wrong or expired verification code');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue(EMAIL);
    expect(screen.getByLabelText('Verification code')).toHaveValue(wrong);
  });

  it('passes on the server answer when a code was sent less than 60 s ago', async () => {
    await fetch('http://localhost/media/authorize/email/send', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL }),
    });
    const { onError } = setup('email');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect((onError.mock.calls[0][0] as BizError).bizCode).toBe(4029);
    // The button leaves its loading state just after the error is passed on.
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeEnabled();
  });
});

describe('password sign-in', () => {
  it('sends one request however often the user submits, and keeps the form on a wrong password', async () => {
    let calls = 0;
    api.server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/media/authorize/get')) calls += 1;
    });
    const { onError, onSignedIn } = setup('password');
    fireEvent.change(screen.getByLabelText('Account'), { target: { value: 'demo' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password1' } });
    const submit = screen.getByRole('button', { name: 'Sign in' });
    fireEvent.click(submit);
    fireEvent.click(submit);
    fireEvent.submit(screen.getByRole('form', { name: 'Account and password' }));
    await waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(calls).toBe(1);
    expect((onError.mock.calls[0][0] as BizError).message).toBe('Wrong account or password');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Account')).toHaveValue('demo');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password1');
    api.server.events.removeAllListeners();
  });

  it('asks for both fields, ties each message to its input, and clears it once typed', async () => {
    const { onStart } = setup('password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    const accountMessage = await screen.findByText('Enter your account name');
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    const account = screen.getByLabelText('Account');
    expect(account).toHaveAttribute('aria-invalid', 'true');
    expect(account).toHaveAccessibleDescription('Enter your account name');
    expect(accountMessage.id).toBe(account.getAttribute('aria-describedby'));
    fireEvent.change(account, { target: { value: '   ' } });
    expect(screen.getByText('Enter your account name')).toBeInTheDocument();
    fireEvent.change(account, { target: { value: 'demo' } });
    expect(screen.queryByText('Enter your account name')).not.toBeInTheDocument();
    expect(account).not.toHaveAttribute('aria-invalid');
    expect(onStart).not.toHaveBeenCalled();
  });

  it('keeps the ids the browser tests and the screenshot script use', () => {
    setup('password');
    expect(screen.getByLabelText('Account')).toHaveAttribute('id', 'account');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'password');
  });
});
