import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppListPage from '@/features/traffic/AppsPage';
import DetailDrawer from '@/features/traffic/adPositions/components/DetailDrawer';
import ServingStatus from '@/features/traffic/ServingStatus';
import { readAppListSearch, writeAppListSearch } from '@/features/traffic/apps/listSearch';
import { findAdPosition, findApp } from '@/features/traffic/api';
import type { AdPosition } from '@/contract/typings';
import { PHONE_QUERY } from '@/hooks/usePhone';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs } from './support/signIn';

// Issue 33's papercuts of the apps and ad-positions pages, and issue 34's phone glance. Whole journeys: 93-phone-lists.
setupMockApi();

const desktopMatchMedia = window.matchMedia;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  window.matchMedia = desktopMatchMedia;
});

/** A phone-wide window for usePhone (jsdom has no layout). */
function phoneWidth() {
  window.matchMedia = ((query: string) => ({
    ...desktopMatchMedia(query),
    matches: query === PHONE_QUERY,
  })) as typeof window.matchMedia;
}

describe('the apps list keeps its filters in the address', () => {
  it('reads only valid values from the address and writes them back without the defaults', () => {
    const read = readAppListSearch(
      new URLSearchParams(
        'platform=ios&appAdsStatus=lineMissing&category=<b>&enabled=maybe&id=12x&current=3&pageSize=7',
      ),
    );
    expect(read).toEqual({ platform: 'ios', appAdsStatus: 'lineMissing', current: 3 });
    expect(writeAppListSearch({ ...read, pageSize: 10, current: 1 })).toBe('?platform=ios&appAdsStatus=lineMissing');
  });

  it('starts from the filters in the address (a reload), counts the folded ones and puts the page back', async () => {
    await signInAs('demo');
    window.history.replaceState(null, '', '/flow/app?platform=ios&reviewStatus=approved');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?platform=ios&reviewStatus=approved' });
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    const rows = dataRows();
    expect(rows.length).toBeLessThan(10);
    for (const row of rows) expect(row).toHaveTextContent(/iOS ·/);
    for (const row of rows) expect(row).toHaveTextContent('Approved');
    // Two filters set behind "More filters": its count says so.
    expect(screen.getByTestId('more-filters')).toHaveTextContent(/More filters\s*2/);
    expect(window.location.search).toBe('?platform=ios&reviewStatus=approved');
  });
});

describe('app-ads.txt and serving', () => {
  it('says "not checked yet" of an app never checked, "missing" only of one checked', async () => {
    renderPage(
      <ServingStatus serving={{ status: 'warning', blockers: [], warnings: ['appAdsUnchecked'], reason: null }} />,
    );
    expect(screen.getByTestId('serving')).toHaveTextContent('app-ads.txt not checked yet');
    expect(screen.getByTestId('serving')).not.toHaveTextContent('missing');
  });

  it('the seeded app without a website is "Not checked yet" in the list, with no "missing" anywhere in its row', async () => {
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    const unchecked = dataRows().filter((r) => within(r).queryByText('Not checked yet'));
    expect(unchecked.length).toBeGreaterThan(0);
    for (const row of unchecked)
      expect(within(row).getByTestId('serving')).toHaveAccessibleName(/app-ads\.txt not checked yet/);
    for (const row of unchecked) expect(within(row).getByTestId('serving')).not.toHaveAccessibleName(/missing/);
  });
});

describe('the developer hand-off of an ad position', () => {
  it.each([
    ['ios', 'iOS (Swift)'],
    ['android', 'Android (Kotlin)'],
  ] as const)('opens on the app platform’s own code: %s → %s', async (platform, tab) => {
    await signInAs('demo');
    const position = { ...((await findAdPosition(2001)) as AdPosition), platform };
    renderPage(<DetailDrawer position={position} onClose={jest.fn()} />, { codes: ALL_CODES });
    const handoff = await screen.findByTestId('handoff');
    const tabs = within(handoff).getAllByRole('tab');
    expect(tabs[0]).toHaveAccessibleName(tab);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('names a test device: the name is saved with it and shown in the list', async () => {
    await signInAs('demo');
    const position = (await findAdPosition(2001)) as AdPosition;
    renderPage(<DetailDrawer position={position} onClose={jest.fn()} />, { codes: ALL_CODES });
    const devices = await screen.findByTestId('test-devices');
    await userEvent.type(within(devices).getByLabelText('Device name (optional)'), "Anna's Pixel");
    await userEvent.type(
      within(devices).getByLabelText('Advertising ID (GAID / IDFA)'),
      '38400000-8CF0-11BD-B23E-10B96E40000D',
    );
    await userEvent.click(within(devices).getByRole('button', { name: /Add/ }));
    expect(await within(devices).findByText("Anna's Pixel")).toBeVisible();
    // The device is named where it is removed too.
    expect(
      within(devices).getByRole('button', { name: "Remove Anna's Pixel (38400000-8cf0-11bd-b23e-10b96e40000d)" }),
    ).toBeInTheDocument();
    // The form is cleared once the add has answered, which can be just after the refetched list shows the name.
    await waitFor(() => expect(within(devices).getByLabelText('Device name (optional)')).toHaveValue(''));
    const app = await findApp(position.appId);
    expect(app?.testDeviceNames).toEqual({ '38400000-8cf0-11bd-b23e-10b96e40000d': "Anna's Pixel" });
  });
});

describe('the apps list on a phone', () => {
  it('shows each app as a card: name, review and serving status, app-ads.txt, and large edit buttons', async () => {
    phoneWidth();
    await signInAs('demo');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitFor(() => expect(screen.getAllByTestId('list-card')).toHaveLength(10));
    const card = screen.getAllByTestId('list-card').find((c) => within(c).queryByText('Word Garden HD'));
    expect(card).toBeDefined();
    const inCard = within(card!);
    expect(inCard.getByText('Approved')).toBeInTheDocument();
    expect(inCard.getByTestId('serving')).toHaveAccessibleName(/Serving\. app-ads\.txt missing/);
    expect(inCard.getByRole('button', { name: /app-ads\.txt: Line missing/ })).toBeInTheDocument();
    expect(inCard.getByRole('button', { name: 'Edit' })).toHaveStyle({ minHeight: '44px', minWidth: '44px' });
    // No desktop columns: no column headers at all.
    expect(screen.queryByRole('columnheader')).not.toBeInTheDocument();
  });
});
