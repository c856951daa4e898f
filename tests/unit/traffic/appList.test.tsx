import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import AppListPage from '@/features/traffic/AppsPage';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs, SUB01_CODES } from './support/signIn';

// Whole flows (filters, create, edit, confirmations) run in Chromium: tests/e2e/specs/40-apps.e2e.mjs.
const api = setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

async function rows(count: number) {
  await waitFor(() => expect(dataRows()).toHaveLength(count));
  return dataRows();
}

describe('app list', () => {
  it('gives AppManage its buttons, pages by 10 and links only http(s) store pages', async () => {
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    const [first] = await rows(10);
    // 12 apps in pages of 10.
    expect(screen.getByTitle('2')).toBeInTheDocument();
    expect(screen.queryByTitle('3')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Create app/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New app with ad position' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Disable' })).toBeInTheDocument();
    expect(within(first).getByLabelText('Add an ad position to Short Clips')).toHaveAttribute(
      'href',
      '/appform/createAdPosition?appId=1012',
    );
    const store = within(first).getByTitle('Store page of Short Clips (opens in a new tab)');
    expect(store).toHaveAttribute('href', expect.stringMatching(/^https:\/\/apps\.apple\.com\//));
    expect(store).toHaveAttribute('target', '_blank');
    expect(store).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows a view-only account (sub01) its two apps and no manage buttons', async () => {
    await signInAs('sub01');
    renderPage(<AppListPage />, { codes: SUB01_CODES, path: '/flow/app' });
    await rows(2);
    expect(screen.queryByRole('button', { name: /Create app/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New app with ad position' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enable' })).not.toBeInTheDocument();
    expect(screen.queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Add an ad position to/)).not.toBeInTheDocument();
    // The count still leads to the ad positions, which AdPosView may see.
    expect(screen.getAllByLabelText(/ad positions of/)[0]).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/flow\/adpositions\?appId=100[12]$/),
    );
  });

  it('invites a manager to create the first app when there are none, and only tells a viewer', async () => {
    const empty = { code: 0, message: 'OK', result: { current: 1, pageSize: 10, total: 0, list: [] } };
    api.server.use(http.post('*/media/app/list', () => HttpResponse.json(empty)));
    await signInAs('demo');
    const first = renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    const invite = await screen.findByText(
      'No apps yet. Create your first app to start earning from its ad positions.',
    );
    expect(invite).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: /^No apps yet/ })).getByRole('button', { name: /Create app/ }),
    ).toBeInTheDocument();
    first.unmount();

    renderPage(<AppListPage />, { codes: SUB01_CODES, path: '/flow/app' });
    expect(await screen.findByText('No apps yet.')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /^No apps yet/ })).queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows no "create your first app" while the first page is still loading', async () => {
    // The list answers only when released, so the loading state can be looked at.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = 0;
    api.server.use(
      http.post('*/media/app/list', async () => {
        asked += 1;
        await gate;
        return undefined;
      }),
    );
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    // From the first frame (before the request leaves) until the answer.
    expect(screen.queryByText(/No apps yet/)).not.toBeInTheDocument();
    await waitFor(() => expect(asked).toBe(1));
    expect(screen.queryByText(/No apps yet/)).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /Create app/ })).toHaveLength(1);
    release();
    await rows(10);
    expect(screen.queryByText(/No apps yet/)).not.toBeInTheDocument();
  });
});
