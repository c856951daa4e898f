import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AlertBell from '@/features/alerts/AlertBell';
import NotificationsPage from '@/features/alerts/NotificationsPage';
import type { AlertRule, AppOption } from '@/contract/typings';
import { call } from '@/services/result';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

const post = <T,>(path: string, body: unknown = {}) => call<T>(path, body, { noMsg: true });
const runAlerts = () => fetch('http://localhost/__mock/alerts/run', { method: 'POST' });

/** demo signed in, an app renamed to hostile text, a rule on it that fires at once, and the rules judged. */
async function oneAlert(): Promise<AppOption> {
  await signInAs(...DEMO);
  const [app] = await post<AppOption[]>('/media/app/options');
  await post('/media/app/update', { id: app.value, name: '<img src=x onerror=alert(1)> Tap' });
  await post<AlertRule>('/media/alert/rule/create', {
    kind: 'metric',
    metric: 'earnings',
    scope: 'app',
    appId: app.value,
    condition: 'floor',
    threshold: 1e9,
  });
  await runAlerts();
  return app;
}

beforeEach(() => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/notifications' });
  rearmInvalidSession();
});

describe('the notifications page', () => {
  it('shows each alert with the app as text, a link to its cause, and read marks', async () => {
    const app = await oneAlert();
    renderPage(<NotificationsPage />, { codes: ALL_CODES, path: '/accounts/notifications' });
    // The hostile name is text (an <img> element would have no such text).
    expect(await screen.findByText('<img src=x onerror=alert(1)> Tap')).toBeInTheDocument();
    const [item] = screen.getAllByRole('listitem');
    expect(item).toHaveTextContent('Earnings of <img src=x onerror=alert(1)> Tap is below');
    expect(within(item).getByText('Alert')).toBeInTheDocument();
    expect(within(item).getByText('Unread')).toBeInTheDocument();
    // The cause: the settlement report filtered to the app, over the week the rule compared.
    const link = within(item).getByRole('link', { name: 'Open the settlement report' });
    expect(link).toHaveAttribute(
      'href',
      expect.stringMatching(new RegExp(`^/information/settlement\\?.*apps=${app.value}`)),
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(within(item).queryByText('Unread')).not.toBeInTheDocument());
    expect(within(item).getByRole('button', { name: 'Mark as unread' })).toBeInTheDocument();
    // Unread only: nothing left.
    fireEvent.click(screen.getByRole('radio', { name: 'Unread' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
  });

  it("an app-ads.txt alert names the diagnosis and shows the file's line and the line it must become", async () => {
    await signInAs(...DEMO);
    const found = 'media-console-ssp.example, pub-000777, DIRECT';
    await fetch('http://localhost/__mock/web', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://games.demomedia.example/app-ads.txt', body: `${found}\n` }),
    });
    await post('/media/app/appAds/check', { id: 1007 });
    await post<AlertRule>('/media/alert/rule/create', { kind: 'appAdsTxt', scope: 'app', appId: 1007 });
    await runAlerts();
    renderPage(<NotificationsPage />, { codes: ALL_CODES, path: '/accounts/notifications' });
    const diagnosis = await screen.findByTestId('alert-app-ads');
    expect(diagnosis).toHaveTextContent('The file has a line for this platform with another account ID than yours.');
    expect(within(diagnosis).getByTestId('app-ads-found')).toHaveTextContent(found);
    expect(within(diagnosis).getByTestId('app-ads-line')).toHaveTextContent(
      'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6',
    );
  });

  it('adds a rule through the form and deletes it after a confirmation', async () => {
    await signInAs(...DEMO);
    renderPage(<NotificationsPage />, { codes: ALL_CODES, path: '/accounts/notifications' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Alert rules' }));
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add alert rule' });
    fireEvent.click(within(dialog).getByLabelText('app-ads.txt fails'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The app-ads.txt of all apps fails its check')).toBeInTheDocument();
    const rules = await post<AlertRule[]>('/media/alert/rule/list');
    expect(rules).toEqual([expect.objectContaining({ kind: 'appAdsTxt', scope: 'allApps', enabled: true })]);
    fireEvent.click(screen.getByText('Delete'));
    const confirm = await screen.findByRole('tooltip');
    expect(confirm).toHaveTextContent('Delete this alert rule? Its notifications stay.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await post<AlertRule[]>('/media/alert/rule/list')).toEqual([]));
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();
  });

  it('without AlertManage the rules are read only', async () => {
    await signInAs(...DEMO);
    renderPage(<NotificationsPage />, { codes: ['AlertView'], path: '/accounts/notifications' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Alert rules' }));
    expect(await screen.findByText(/changing them needs the Alert rules permission/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add rule' })).not.toBeInTheDocument();
  });

  it("saves the reader's email choices", async () => {
    await signInAs(...DEMO);
    renderPage(<NotificationsPage />, { codes: ALL_CODES, path: '/accounts/notifications' });
    fireEvent.click(await screen.findByRole('tab', { name: 'Email' }));
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Payouts are held' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await post('/media/alert/prefs/get')).toEqual({ emailKinds: ['payoutHeld'] }));
  });
});

describe('the bell', () => {
  it('names the unread count and opens the latest, with "See all"', async () => {
    await oneAlert();
    renderPage(<AlertBell />, { codes: ALL_CODES, path: '/dashboard' });
    const bell = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    fireEvent.click(bell);
    expect(await screen.findByText('<img src=x onerror=alert(1)> Tap')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all notifications' })).toHaveAttribute(
      'href',
      '/accounts/notifications',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });
});
