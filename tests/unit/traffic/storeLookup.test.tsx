import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AppListPage from '@/features/traffic/AppsPage';
import { storeUrlMismatch } from '@/features/traffic/rules';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signInAs } from './support/signIn';

// The whole path (looked up, saved, app-ads.txt fixed) runs in Chromium: tests/e2e/specs/43-app-ads.e2e.mjs.
setupMockApi();

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

describe('storeUrlMismatch', () => {
  it('tells a page of the other platform and a Google Play page of another package', () => {
    const play = 'https://play.google.com/store/apps/details?id=com.a.b';
    expect(storeUrlMismatch('android', 'com.a.b', play)).toBeNull();
    expect(storeUrlMismatch('android', 'com.a.c', play)).toEqual({ kind: 'package', found: 'com.a.b' });
    expect(storeUrlMismatch('ios', 'com.a.b', play)).toEqual({ kind: 'platform' });
    expect(storeUrlMismatch('android', 'com.a.b', 'https://apps.apple.com/app/id123')).toEqual({ kind: 'platform' });
    // An App Store page names no bundle ID: the server compares it.
    expect(storeUrlMismatch('ios', 'com.a.b', 'https://apps.apple.com/app/id123')).toBeNull();
    expect(storeUrlMismatch('android', 'com.a.b', 'https://store.example/x')).toBeNull();
  });
});

/** Puts the whole value into a field as one paste (what these tests mean is the value, not its keystrokes). */
async function fill(field: HTMLElement, value: string) {
  await userEvent.click(field);
  await userEvent.paste(value);
}

async function openCreate() {
  await signInAs('demo');
  renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
  await userEvent.click(await screen.findByRole('button', { name: /Create app/ }));
  return screen.findByRole('dialog');
}

describe('the app dialog with the store lookup', () => {
  it('fills name, package, store page, category and icon from the store; a wrong store page is refused', async () => {
    const dialog = await openCreate();
    const d = within(dialog);
    await fill(d.getByLabelText('Find in the store'), 'com.studio.tidetracker');
    await userEvent.keyboard('{Enter}');
    const found = await d.findByTestId('store-lookup-found');
    expect(found).toHaveTextContent('Filled in from the store: Tide Tracker');
    // The store's icon, beside the name: decorative (an empty alt text).
    expect(within(found).getByAltText(/^$/)).toHaveAttribute(
      'src',
      expect.stringMatching(/^http:\/\/localhost\/__mock\/store\/icon\?id=/),
    );
    expect(d.getByLabelText('App name')).toHaveValue('Tide Tracker');
    expect(d.getByLabelText('Package name')).toHaveValue('com.studio.tidetracker');
    expect(d.getByLabelText('Store URL')).toHaveValue(
      'https://play.google.com/store/apps/details?id=com.studio.tidetracker',
    );
    expect(d.getByText('Travel')).toBeInTheDocument();
    // Another app's page: refused before anything is sent.
    await userEvent.clear(d.getByLabelText('Store URL'));
    await fill(d.getByLabelText('Store URL'), 'https://play.google.com/store/apps/details?id=com.other.app');
    await userEvent.click(d.getByRole('button', { name: /Save/ }));
    expect(
      await d.findByText('This store page belongs to com.other.app, not to com.studio.tidetracker'),
    ).toBeInTheDocument();
  });

  it('not found: says so and points at "Not published yet", which saves the app without a store page', async () => {
    const dialog = await openCreate();
    const d = within(dialog);
    await fill(d.getByLabelText('Find in the store'), 'com.nobody.here');
    await userEvent.click(d.getByRole('button', { name: /Look up/ }));
    expect(await d.findByTestId('store-lookup-not-found')).toHaveTextContent(/Not published yet/);
    await userEvent.clear(d.getByLabelText('Find in the store'));
    await fill(d.getByLabelText('Find in the store'), 'not a package');
    await userEvent.keyboard('{Enter}');
    expect(
      await d.findByText('Enter a Google Play or App Store address, or a package / bundle ID'),
    ).toBeInTheDocument();
    await fill(d.getByLabelText('App name'), 'Secret Project');
    await fill(d.getByLabelText('Package name'), 'com.demomedia.secret');
    await userEvent.click(d.getByRole('checkbox', { name: 'Not published yet' }));
    expect(d.getByLabelText('Store URL')).not.toBeVisible();
    await userEvent.click(d.getByRole('checkbox', { name: 'Directed at children (COPPA)' }));
    await userEvent.click(d.getByLabelText('Category'));
    await userEvent.click(await screen.findByTitle('Education'));
    await userEvent.click(d.getByRole('button', { name: /Save/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Secret Project')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Secret Project/ });
    expect(within(row).getByTestId('child-directed')).toHaveTextContent('Child-directed');
    // No store page: no store link beside the name (the package column, behind the column settings, says "Not published yet").
    expect(within(row).queryByTitle(/^Store page of/)).not.toBeInTheDocument();
  });
});
