import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppListPage from '@/features/traffic/AppsPage';
import AdPositionListPage from '@/features/traffic/AdPositionsPage';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signedInForAppList } from './support/signIn';

// Issue 52, "earnings in the lists": the apps and ad positions lists show each row's earnings of a chosen period
// (the last 7 days unless the address says otherwise), sorted on the server; the eCPM is labelled as one. The figures'
// tie with the settlement report: mock/__tests__/traffic/listEarnings.test.ts.
const api = setupMockApi();

beforeEach(() => signedInForAppList());
afterEach(() => api.server.events.removeAllListeners());

/** The list calls' bodies, as the page sent them. */
function listBodies(path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  api.server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === path) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** The rows' earnings as numbers, in the order shown. */
const shownEarnings = () =>
  screen.queryAllByTestId('row-earnings').map((e) => Number((e.textContent ?? '').replace(/[^\d.]/g, '')));

describe('earnings in the lists', () => {
  it('the apps list shows the last 7 days by default, sorts by earnings on the server, and keeps another period in the address', async () => {
    const bodies = listBodies('/media/app/list');
    // The list keeps its filters in the browser's own address (keepInAddress), while it is the page shown.
    window.history.replaceState(null, '', '/flow/app');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    expect(bodies[0].earningsPeriod).toBe('last7Days');
    const header = screen.getByRole('columnheader', { name: /Earnings \(last 7 days\)/ });
    expect(screen.getAllByTestId('row-earnings')[0]).toHaveAttribute(
      'title',
      expect.stringMatching(/^Your earnings from \d{2}\/\d{2}\/\d{4} to \d{2}\/\d{2}\/\d{4}, in your time zone$/),
    );
    // Sorted by the server: one click ascends, the next descends.
    fireEvent.click(header);
    await waitFor(() =>
      expect(bodies[bodies.length - 1]).toMatchObject({ sortField: 'earnings', sortOrder: 'ascend' }),
    );
    fireEvent.click(header);
    await waitFor(() =>
      expect(bodies[bodies.length - 1]).toMatchObject({ sortField: 'earnings', sortOrder: 'descend' }),
    );
    await waitFor(() => {
      const shown = shownEarnings();
      expect(shown.length === 10 && shown.join() === [...shown].sort((a, b) => b - a).join()).toBe(true);
    });

    // Another period: the column says so, the server is asked for it, the address keeps it.
    fireEvent.click(within(screen.getByTestId('earnings-period')).getByText('Yesterday'));
    expect(await screen.findByRole('columnheader', { name: /Earnings \(yesterday\)/ })).toBeInTheDocument();
    await waitFor(() => expect(bodies[bodies.length - 1].earningsPeriod).toBe('yesterday'));
    await waitFor(() => expect(window.location.search).toContain('earnings=yesterday'));
  });

  it('the ad positions list reads its period from the address and labels the eCPM', async () => {
    const bodies = listBodies('/media/adPosition/list');
    window.history.replaceState(null, '', '/flow/adpositions?earnings=last30Days');
    renderPage(<AdPositionListPage />, { codes: ALL_CODES, path: '/flow/adpositions?earnings=last30Days' });
    expect(await screen.findByRole('columnheader', { name: /Earnings \(last 30 days\)/ })).toBeInTheDocument();
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(2));
    expect(bodies[0].earningsPeriod).toBe('last30Days');
    // "109,049 requests · eCPM $21.85": the dollar figure is named, never read as revenue.
    expect(screen.getAllByTestId('recent-traffic')[0]).toHaveTextContent(/^[\d,]+ requests · eCPM \$[\d,]+\.\d{2}$/);
  });
});
