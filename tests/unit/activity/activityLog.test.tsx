import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '@/feedback';
import ActivityPage from '@/features/activity/ActivityPage';
import { useActivityText } from '@/features/activity/text';
import type { ActivityEntry } from '@/contract/typings';
import { LIMITS } from '@/contract/limits';
import { call } from '@/services/result';
import { configureSession, rearmInvalidSession, setToken, setUserInfo } from '@/session';
import { signInWithPassword } from '@/services/auth';
import { captureDownloads } from '../support/downloads';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

/** How the log words an entry of kind "other" (a write the server has not mapped to a kind yet). */
function OtherEntry() {
  const text = useActivityText();
  const entry: ActivityEntry = {
    id: '1',
    at: '2026-03-15T04:00:00.000Z',
    accountId: 2,
    account_name: 'demo',
    kind: 'other',
    action: '/media/some/new/write',
    target: null,
    browser: 'chrome',
    os: 'windows',
    ip: '203.0.113.9',
    place: null,
  };
  return <span data-testid="other-entry">{text.what(entry)}</span>;
}

const post = (path: string, body: unknown = {}) => call(path, body, { noMsg: true });
const wrongPassword = () =>
  fetch('http://localhost/media/authorize/get', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'not-it-1' }),
  });
const rows = () => within(screen.getByTestId('activity-table')).queryAllByRole('row').slice(1);
const whats = () => screen.queryAllByTestId('activity-what').map((e) => e.textContent);

beforeEach(() => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/activity' });
  rearmInvalidSession();
});

describe('the activity log page', () => {
  it('says who did what, when (zone named) and from where; the object is plain text; the team is in scope', async () => {
    await wrongPassword();
    await signInAs(...DEMO);
    await post('/media/app/create', {
      name: 'Tap <b>Bold</b>',
      platform: 'android',
      packageName: 'com.logged.bold',
      storeUrl: 'https://play.google.com/store/apps/details?id=com.logged.bold',
      category: 'games',
    });
    renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity' });
    expect(await screen.findByText('Added the app', { exact: false })).toBeInTheDocument();
    expect(screen.getByTestId('activity-scope')).toHaveTextContent(
      'The actions of your whole team: you and your sub-accounts. Times in',
    );
    expect(screen.getByTestId('activity-scope')).toHaveTextContent('Asia/Shanghai');
    expect(whats()).toEqual([
      'Added the app Tap <b>Bold</b>',
      'Signed in (Password)',
      'Sign-in failed: Wrong password',
    ]);
    // The name is text, never markup.
    const table = screen.getByTestId('activity-table');
    expect(table.innerHTML).not.toMatch(/<b[\s>]/);
    const first = rows()[0];
    expect(within(first).getByText('demo')).toBeInTheDocument();
    expect(within(first).getByText('Main account')).toBeInTheDocument();
    // The zone is named on every time (Asia/Shanghai: GMT+8 in en-US).
    expect(within(first).getByTestId('activity-when')).toHaveTextContent('GMT+8');
    // The person filter offers the team.
    fireEvent.mouseDown(within(screen.getByTestId('activity-filter-person')).getByRole('combobox'));
    expect(await screen.findByText('sub01')).toBeInTheDocument();
  });

  it('says what each change did: one sentence per call, an accepted invitation as joining the team', async () => {
    await signInAs(...DEMO);
    await post('/media/session/endOthers');
    await post('/media/subAccount/invite', {
      account_name: 'joiner',
      name: 'Joiner',
      email: 'joiner@studio.test',
      menuCodes: ['HomeView'],
      allApps: true,
      appIds: [],
    });
    const mail = (await (await fetch('http://localhost/__mock/notices?email=joiner%40studio.test')).json()) as {
      result: { text: string }[];
    };
    const token = /token=([0-9a-f]+)/.exec(mail.result[0].text)![1];
    await fetch('http://localhost/media/passwordLink/set', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, password: 'Joiner-2027x' }),
    });
    renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity' });
    await waitFor(() => expect(whats()[0]).toBe('Accepted the invitation and chose a password'));
    expect(whats().slice(1, 3)).toEqual(['Invited joiner by email', 'Ended all other sessions']);
    expect(whats()).not.toContain('Changed the password');
  });

  it('says "Saved the report …" and "Scheduled the report …", never an API path; an unknown write is neutral', async () => {
    await signInAs(...DEMO);
    const rep = await post('/media/savedReport/create', {
      name: 'By country',
      query: 'group=day,country',
      period: { kind: 'yesterday' },
    });
    const id = (rep as { id: number }).id;
    await post('/media/reportSchedule/create', {
      reportId: id,
      frequency: 'daily',
      hour: 8,
      recipients: ['boss@example.test'],
      format: 'csv',
    });
    renderPage(
      <>
        <ActivityPage />
        <OtherEntry />
      </>,
      { codes: ALL_CODES, path: '/accounts/activity?kinds=savedReport,reportSchedule' },
    );
    await waitFor(() =>
      expect(whats().slice(0, 2)).toEqual(['Scheduled the report By country by email', 'Saved the report By country']),
    );
    expect(rows()[0]).toHaveTextContent('Report schedules');
    expect(rows()[1]).toHaveTextContent('Saved reports');
    // A write the server files under "other" reads as a neutral sentence: its action (a path) is never shown.
    expect(screen.getByTestId('other-entry')).toHaveTextContent(/^Made another change$/);
    expect(document.body).not.toHaveTextContent('/media/');
  });

  it('reads its query from the address (hostile values dropped), pages and sorts on the server, writes both back', async () => {
    await signInAs(...DEMO);
    for (let i = 0; i < 11; i += 1) await post('/media/reportApi/rotate', { password: DEMO[1] });
    const { history } = renderPage(<ActivityPage />, {
      codes: ALL_CODES,
      path: '/accounts/activity?kinds=apiKey,bogus&person=abc&start=2026-02-30&end=2026-03-01',
    });
    await waitFor(() => expect(rows()).toHaveLength(10));
    expect(new Set(whats())).toEqual(new Set(['Rotated the report API secret']));
    // One filter is on (the kind): the reset button says so.
    expect(screen.getByTestId('activity-filter-reset')).toHaveTextContent('1');
    expect(screen.getByText('11 entries')).toBeInTheDocument();
    const newest = within(rows()[0]).getByTestId('activity-when').textContent;

    fireEvent.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(new URLSearchParams(history.location.search).get('current')).toBe('2');

    // Oldest first: back to page 1, the order in the address.
    fireEvent.click(within(screen.getByTestId('activity-table')).getAllByRole('columnheader', { name: /When/ })[0]);
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('order')).toBe('ascend'));
    expect(new URLSearchParams(history.location.search).get('current')).toBeNull();
    await waitFor(() => expect(rows()).toHaveLength(10));
    await waitFor(() => expect(within(rows()[9]).getByTestId('activity-when').textContent).toBe(newest));

    fireEvent.click(screen.getByTestId('activity-filter-reset'));
    await waitFor(() => expect(new URLSearchParams(history.location.search).get('kinds')).toBeNull());
    expect(new URLSearchParams(history.location.search).get('order')).toBe('ascend');
  });

  it('shows the empty state of a filter that matches nothing, and the error state with a retry', async () => {
    await signInAs(...DEMO);
    const view = renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity?kinds=payment' });
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(screen.getByTestId('activity-export')).toBeDisabled();
    view.unmount();

    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/media/activity/list', type: 'business', message: 'Down for a moment', times: 1 }),
    });
    const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
    renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity' });
    expect(await screen.findByText('The activity log could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Signed in (Password)')).toBeInTheDocument();
    error.mockRestore();
  });

  it('exports the filtered log, and refuses (never cuts) more rows than one file may hold, naming the limit', async () => {
    await signInAs(...DEMO);
    for (let i = 0; i < 3; i += 1) await post('/media/reportApi/rotate', { password: DEMO[1] });
    const { blobs, click } = captureDownloads();
    renderPage(<ActivityPage />, { codes: ALL_CODES, path: '/accounts/activity?kinds=apiKey' });
    await waitFor(() => expect(screen.getByTestId('activity-export')).toBeEnabled());
    fireEvent.click(screen.getByTestId('activity-export'));
    fireEvent.click(await screen.findByText('Data-only CSV (.csv)'));
    await waitFor(() => expect(blobs).toHaveLength(1));
    const lines = (await blobs[0].text())
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When,Who,Kind,What,IP address,Place,Device');
    // The time (quoted: it has a comma) with its zone, then who, kind, what.
    expect(lines).toHaveLength(4);
    for (const line of lines.slice(1))
      expect(line).toMatch(/^".+ GMT\+8",demo,Report API key,Rotated the report API secret,/);
    click.mockRestore();

    jest.replaceProperty(LIMITS as { exportRows: number }, 'exportRows', 2);
    const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
    await waitFor(() => expect(screen.getByTestId('activity-export')).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(screen.getByTestId('activity-export'));
    fireEvent.click(await screen.findByText('Excel (.xlsx)'));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'The export would have 3 rows, more than the limit of 2 rows per file: narrow it down and export again.',
      ),
    );
    expect(blobs).toHaveLength(1);
    error.mockRestore();
  });

  it('a sub-account sees its own actions only, with no one else to choose', async () => {
    await signInAs(...DEMO);
    const subs = await call<{ list: { id: number; account_name: string; menuCodes: string[] }[] }>(
      '/media/subAccount/list/get',
      { current: 1, pageSize: 100 },
    );
    const sub = subs.list.find((a) => a.account_name === 'sub01')!;
    await post('/media/subAccount/update', { id: sub.id, menuCodes: [...sub.menuCodes, 'ActivityView'] });
    const r = await signInWithPassword({ account: 'sub01', password: 'Sub@2026' });
    setToken(r['user-token']);
    setUserInfo(r.userInfo);
    const codes = (await call<{ code: string }[]>('/media/menu/list')).map((m) => m.code);
    expect(codes).toContain('ActivityView');
    renderPage(<ActivityPage />, { codes, path: '/accounts/activity' });
    expect(await screen.findByText('Signed in (Password)')).toBeInTheDocument();
    expect(screen.getByTestId('activity-scope')).toHaveTextContent('Your own actions. Times in');
    expect(screen.queryByTestId('activity-filter-person')).not.toBeInTheDocument();
    expect(new Set(rows().map((row) => within(row).getByText('sub01').textContent))).toEqual(new Set(['sub01']));
  });
});
