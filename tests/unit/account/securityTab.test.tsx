import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import SecurityTab from '@/features/account/components/security';
import { configureSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Another device of the same account: its own sign-in, as a phone in Singapore. */
async function otherDevice(): Promise<string> {
  const res = await fetch('http://localhost/media/authorize/get', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': PHONE_UA, 'x-forwarded-for': '198.51.100.23' },
    body: JSON.stringify({ account: DEMO[0], password: DEMO[1] }),
  });
  return ((await res.json()) as { result: { 'user-token': string } }).result['user-token'];
}

beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/myaccount?tab=security' });
  await fetch('http://localhost/__mock/settings', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sessionLimit: 3 }),
  });
});

describe('My account → Security', () => {
  it('lists the sessions in the account time zone, ends another one, and that device is signed out with the reason', async () => {
    const phone = await otherDevice();
    await signInAs(...DEMO);
    renderPage(<SecurityTab />, { codes: ['AccountView'] });
    const sessions = await screen.findByTestId('sessions');
    expect(await screen.findByText("Times are shown in the account's time zone, Asia/Shanghai.")).toBeInTheDocument();
    expect(await within(sessions).findByText('Safari on iOS')).toBeInTheDocument();
    const phoneRow = within(sessions).getByRole('row', { name: /Safari on iOS/ });
    expect(within(phoneRow).getByText('198.51.100.23')).toBeInTheDocument();
    expect(within(phoneRow).getByText('Singapore')).toBeInTheDocument();
    // Times in Asia/Shanghai (UTC+8), as the account says.
    const signedIn = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: false,
      timeZone: 'Asia/Shanghai',
    }).format(new Date());
    expect(within(phoneRow).getAllByText(signedIn.slice(0, 10), { exact: false }).length).toBeGreaterThan(0);
    // The current session has no End button, only its tag.
    const mine = within(sessions).getByRole('row', { name: /This browser/ });
    expect(within(mine).queryByRole('button')).not.toBeInTheDocument();

    fireEvent.click(within(phoneRow).getByRole('button', { name: 'End session: Safari on iOS' }));
    fireEvent.click(await screen.findByRole('button', { name: 'End session' }));
    expect(await within(sessions).findByText('No other device is signed in.')).toBeInTheDocument();
    expect(within(sessions).queryByText('Safari on iOS')).not.toBeInTheDocument();

    const after = await fetch('http://localhost/media/find', {
      method: 'POST',
      headers: { 'user-token': phone },
      body: '{}',
    });
    expect(after.status).toBe(401);
    expect(((await after.json()) as { sessionEnd: { reason: string } }).sessionEnd.reason).toBe('ended');
  });

  it('shows the sign-in history with its failures, and filters to failures', async () => {
    await fetch('http://localhost/media/authorize/get', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'demo', password: 'not-it-1' }),
    });
    await signInAs(...DEMO);
    renderPage(<SecurityTab />, { codes: ['AccountView'] });
    const history = await screen.findByTestId('sign-in-history');
    expect(await within(history).findByText('Wrong password')).toBeInTheDocument();
    expect(within(history).getByText('Signed in')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Failures only' }));
    await waitFor(() => expect(within(history).queryByText('Signed in')).not.toBeInTheDocument());
    expect(within(history).getByText('Wrong password')).toBeInTheDocument();
  });
});
