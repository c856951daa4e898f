import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { feedback } from '@/feedback';
import HealthPage from '@/features/health/HealthPage';
import { HealthCount } from '@/features/health';
import { call } from '@/services/result';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { DEMO, signInAs } from '../support/signInToken';

setupMockApi();

const items = () => screen.queryAllByTestId('health-item');
const item = (name: RegExp) => items().find((li) => name.test(li.textContent ?? ''))!;

async function newSubAccount(account_name: string, menuCodes: string[]) {
  await call(
    '/media/subAccount/create',
    { account_name, password: 'Team-Pass-2027', name: account_name, menuCodes, appIds: [1001] },
    { noMsg: true },
  );
  await signInAs(account_name, 'Team-Pass-2027');
}

beforeEach(() => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/accounts/health' });
  rearmInvalidSession();
});

describe('the account health page', () => {
  it('lists what limits serving or payouts, blocking first, each with its impact, what to do and a link to the fix', async () => {
    await signInAs(...DEMO);
    renderPage(<HealthPage />, { codes: ALL_CODES, path: '/accounts/health' });
    expect(screen.getByTestId('health-loading')).toBeInTheDocument();
    await waitFor(() => expect(items().length).toBeGreaterThan(5));
    expect(screen.getByRole('heading', { name: 'Account health' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Issues, most important first' })).toBeInTheDocument();

    // The server's order: blocking first.
    const tags = items().map((li) => within(li).getByText(/^(Blocking|Warning)$/).textContent);
    expect(tags).toEqual([...tags].sort());

    // app-ads.txt: the app's name as typed (markup stays text, isolated), its traffic, the fix in the apps list.
    const appAds = item(/lacks this platform's line/);
    expect(appAds).toHaveAccessibleName("The app-ads.txt of Tap & Match <b>Puzzle</b> lacks this platform's line");
    expect(within(appAds).getByText('Tap & Match <b>Puzzle</b>').tagName).toBe('BDI');
    expect(within(appAds).getByText(/ad requests and \$[\d,.]+ earned in the last 7 days$/)).toBeInTheDocument();
    expect(within(appAds).getByRole('link', { name: 'Open the app' })).toHaveAttribute('href', '/flow/app?id=1007');

    // A statement: its month by name, the payable, the month opened on the statements page.
    const invoice = item(/waits for your invoice/);
    expect(within(invoice).getByText(/^\$[\d,]+\.\d{2} payable$/)).toBeInTheDocument();
    const href = within(invoice).getByRole('link', { name: 'Open the statement' }).getAttribute('href');
    expect(href).toMatch(/^\/financialReport\/statements\?month=\d{4}-\d{2}$/);

    // A rejected app: the reviewer's reason is quoted, isolated too.
    const rejected = item(/was rejected/);
    expect(rejected).toHaveTextContent('Flash Deals was rejected: Store listing does not match the submitted package');
    expect(
      within(rejected).getByText('Fix what the review says and save the app to send it back to review.'),
    ).toBeVisible();
    // An app that serves nothing has no traffic to count.
    expect(within(rejected).getByText('No ad requests in the last 7 days')).toBeVisible();
  });

  it("tells an app-ads.txt line marked RESELLER apart, with the file's line and the line it must become", async () => {
    await signInAs(...DEMO);
    const found = 'media-console-ssp.example, pub-000002, RESELLER';
    await fetch(`${window.location.origin}/__mock/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: 'https://games.demomedia.example/app-ads.txt', body: `${found}\n` }),
    });
    await call('/media/app/appAds/check', { id: 1007 }, { noMsg: true });
    renderPage(<HealthPage />, { codes: ALL_CODES, path: '/accounts/health' });
    await waitFor(() => expect(items().length).toBeGreaterThan(5));
    const appAds = item(/RESELLER instead of DIRECT/);
    expect(appAds).toHaveAccessibleName(
      "The app-ads.txt of Tap & Match <b>Puzzle</b> marks this platform's line RESELLER instead of DIRECT",
    );
    expect(within(appAds).getByText(/^Change RESELLER to DIRECT in that line/)).toBeInTheDocument();
    expect(within(appAds).getByTestId('app-ads-found')).toHaveTextContent(found);
    expect(within(appAds).getByTestId('app-ads-line')).toHaveTextContent(
      'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6',
    );
    expect(within(appAds).getByRole('button', { name: /copy/i })).toBeInTheDocument();
    expect(item(/lacks this platform's line/)).toBeUndefined();
  });

  it('says when nothing limits serving or payouts, and offers a retry when the list cannot be loaded', async () => {
    await signInAs(...DEMO);
    // HomeView alone: no area whose issues it may see.
    await newSubAccount('homeonly1', ['HomeView']);
    const view = renderPage(<HealthPage />, { codes: ['HomeView'], path: '/accounts/health' });
    expect(await screen.findByText('Nothing limits your serving or payouts')).toBeInTheDocument();
    view.unmount();

    await fetch('http://localhost/__mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/media/health/list', type: 'business', message: 'Down for a moment', times: 1 }),
    });
    const error = jest.spyOn(feedback, 'error').mockImplementation(() => undefined);
    renderPage(<HealthPage />, { codes: ['HomeView'], path: '/accounts/health' });
    expect(await screen.findByText('Account health could not be loaded.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Retry/ }));
    expect(await screen.findByText('Nothing limits your serving or payouts')).toBeInTheDocument();
    error.mockRestore();
  });
});

describe("the dashboard's count", () => {
  it('names how many issues limit serving or payouts and links the page; nothing when there are none', async () => {
    await signInAs(...DEMO);
    const view = renderPage(<HealthCount />, { codes: ALL_CODES, path: '/dashboard' });
    const line = await screen.findByTestId('dashboard-health');
    expect(line).toHaveTextContent(/^\d+ issues limit serving or payouts/);
    expect(within(line).getByRole('link', { name: 'Account health' })).toHaveAttribute('href', '/accounts/health');
    view.unmount();

    await newSubAccount('homeonly2', ['HomeView']);
    const { queryClient } = renderPage(<HealthCount />, { codes: ['HomeView'], path: '/dashboard' });
    await waitFor(() => expect(queryClient.getQueryData(['health', 'list'])).toBeDefined());
    expect(screen.queryByTestId('dashboard-health')).not.toBeInTheDocument();
  });

  it('waits until the dashboard lets it ask', async () => {
    await signInAs(...DEMO);
    const { queryClient, rerender } = renderPage(<HealthCount enabled={false} />, { codes: ALL_CODES });
    expect(queryClient.getQueryState(['health', 'list'])?.fetchStatus ?? 'idle').toBe('idle');
    rerender(<HealthCount enabled />);
    expect(await screen.findByTestId('dashboard-health')).toBeInTheDocument();
  });
});
