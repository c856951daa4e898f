import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppListPage from '@/features/traffic/AppsPage';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
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
  await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
  return dataRows();
}

/** The app-ads.txt status a row's tag shows (its text, as the user reads it). */
const statusOf = (row: HTMLElement) => within(row).getByRole('button', { name: /^app-ads\.txt: / }).textContent;

describe('app-ads.txt in the app list', () => {
  it('shows each status; the tag opens the exact line to copy; "check again" shows a fixed file', async () => {
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    const list = await rows();
    const statuses = new Set(list.map(statusOf));
    expect(statuses).toEqual(new Set(['Verified', 'Line missing', 'File not found', 'Not checked yet']));
    const row = list.find((r) => statusOf(r) === 'Line missing')!;
    // The app of that row, by its link's label (unique to it), to find its row again after the reload.
    const appLink = within(row)
      .getByLabelText(/^Add an ad position to /)
      .getAttribute('aria-label') as string;
    await userEvent.click(within(row).getByRole('button', { name: 'app-ads.txt: Line missing. Show details' }));
    const popover = await screen.findByTestId(/^app-ads-details-/);
    expect(popover).toHaveTextContent('The file was found but lacks the line below. Add it, then check again.');
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
    // The list reloads: the same app, found again by its link.
    const rowOfApp = () => dataRows().find((r) => within(r).queryByLabelText(appLink)) as HTMLElement;
    await waitFor(() => expect(statusOf(rowOfApp())).toBe('Verified'));
  });

  it('opens filtered by the status the dashboard links with; anything else in the address is ignored', async () => {
    await signInAs('demo');
    const filtered = renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?appAdsStatus=notFound' });
    const list = await rows();
    expect(list.every((r) => statusOf(r) === 'File not found')).toBe(true);
    filtered.unmount();
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?appAdsStatus=%3Cscript%3E' });
    await waitFor(async () => expect(new Set((await rows()).map(statusOf)).size).toBeGreaterThan(1));
  });

  it('tells a RESELLER line and another account ID from a missing line, each with the line to change and what it must become', async () => {
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    const row = (await rows()).find((r) => statusOf(r) === 'Line missing')!;
    const appLink = within(row)
      .getByLabelText(/^Add an ad position to /)
      .getAttribute('aria-label') as string;
    const rowOfApp = () => dataRows().find((r) => within(r).queryByLabelText(appLink)) as HTMLElement;
    // The open popover's details (antd keeps a closed one in the page, hidden: role queries skip it).
    const shownDetails = () => {
      const open = screen.queryByRole('tooltip');
      return open ? within(open).getByTestId(/^app-ads-details-/) : undefined;
    };
    const line = 'media-console-ssp.example, pub-000002, DIRECT, c3f2a1b0e9d8c7b6';
    // A hostile file line: shown as text, never markup (as markup, its text would lose the tags).
    const cases = [
      [
        'media-console-ssp.example, pub-000002, RESELLER <b>x</b>',
        'Marked RESELLER',
        /marked RESELLER instead of DIRECT/,
      ],
      ['media-console-ssp.example, pub-000999, DIRECT', 'Another account ID', /another account ID than yours/],
    ] as const;
    for (const [found, label, help] of cases) {
      await fetch(`${window.location.origin}/__mock/web`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          url: 'https://games.demomedia.example/app-ads.txt',
          body: `google.com, pub-1, DIRECT\n${found}\n`,
        }),
      });
      if (!shownDetails()) await userEvent.click(within(rowOfApp()).getByRole('button', { name: /^app-ads\.txt: / }));
      await waitFor(() => expect(shownDetails()).toBeDefined());
      await userEvent.click(within(shownDetails()!).getByRole('button', { name: /Check again/ }));
      await waitFor(() => expect(statusOf(rowOfApp())).toBe(label));
      const details = shownDetails()!;
      await waitFor(() => expect(details).toHaveTextContent(help));
      expect(within(details).getByText('Line in your file')).toBeInTheDocument();
      expect(within(details).getByTestId('app-ads-found')).toHaveTextContent(found);
      expect(within(details).getByText('Change it to')).toBeInTheDocument();
      expect(within(details).getByTestId('app-ads-line')).toHaveTextContent(line);
    }
  });
});
