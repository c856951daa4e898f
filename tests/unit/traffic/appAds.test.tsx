import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppListPage from '@/features/traffic/AppsPage';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs } from './support/signIn';

// The whole path (a new app, the mock's web fixed, check again) runs in Chromium: tests/e2e/specs/43-app-ads.e2e.mjs.
setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

async function rows() {
  await waitFor(() => expect(document.querySelectorAll('.ant-table-tbody tr.ant-table-row').length).toBeGreaterThan(0));
  return [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row')] as HTMLElement[];
}

const statusOf = (row: HTMLElement) => row.querySelector('[data-app-ads]')?.getAttribute('data-app-ads');

describe('app-ads.txt in the app list', () => {
  it('shows each status; the tag opens the exact line to copy; "check again" shows a fixed file', async () => {
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    const list = await rows();
    const statuses = new Set(list.map(statusOf));
    expect(statuses).toEqual(new Set(['verified', 'lineMissing', 'notFound', 'unchecked']));
    const row = list.find((r) => statusOf(r) === 'lineMissing')!;
    await userEvent.click(within(row).getByRole('button', { name: 'app-ads.txt: Line missing. Show details' }));
    const details = await screen.findByText('The file was found but lacks the line below. Add it, then check again.');
    const popover = details.closest('[data-testid^=app-ads-details-]') as HTMLElement;
    const line = within(popover).getByTestId('app-ads-line');
    expect(line).toHaveTextContent('media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6');
    expect(within(popover).getByText(/^https:\/\/games\.demomedia\.example\/app-ads\.txt$/)).toBeInTheDocument();
    // The file at that address, fixed through the mock's web.
    await fetch(`${window.location.origin}/__mock/web`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        url: 'https://games.demomedia.example/app-ads.txt',
        body: 'media-console-ssp.example, pub-000002, DIRECT\n',
      }),
    });
    await userEvent.click(within(popover).getByRole('button', { name: /Check again/ }));
    // The list reloads: the same app, found again by its row key.
    const key = row.getAttribute('data-row-key');
    await waitFor(() =>
      expect(statusOf(document.querySelector(`tr[data-row-key="${key}"]`) as HTMLElement)).toBe('verified'),
    );
  });

  it('opens filtered by the status the dashboard links with; anything else in the address is ignored', async () => {
    await signInAs('demo');
    const filtered = renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?appAdsStatus=notFound' });
    const list = await rows();
    expect(list.every((r) => statusOf(r) === 'notFound')).toBe(true);
    filtered.unmount();
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?appAdsStatus=%3Cscript%3E' });
    await waitFor(async () => expect(new Set((await rows()).map(statusOf)).size).toBeGreaterThan(1));
  });
});
