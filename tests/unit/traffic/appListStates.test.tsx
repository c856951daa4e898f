import '@testing-library/jest-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AppListPage from '@/features/traffic/AppsPage';
import { setupMockApi } from '../support/mockApi';
import { dataRows } from '../support/tableRows';
import { ALL_CODES, renderPage } from '../support/renderPage';
import { signedInForAppList } from './support/signIn';

// The app list's single-screen states (issue 30: moved from tests/e2e/specs/40-apps.e2e.mjs, whose journeys,
// filters and sorting, create, edit and disable, the draft after a forced sign-out, stay in the browser).
setupMockApi();

const LEAVE = 'You have unsaved changes. Leave this page anyway?';

beforeEach(() => signedInForAppList());

/** The open dialog whose title is `title`, if any. */
function dialogTitled(title: string): HTMLElement | undefined {
  return screen.queryAllByRole('dialog').find((d) => within(d).queryAllByText(title, { exact: true }).length > 0);
}

/** Waits for the dialog whose title is `title`. */
async function shownDialog(title: string): Promise<HTMLElement> {
  await waitFor(() => expect(dialogTitled(title)).toBeDefined());
  return dialogTitled(title) as HTMLElement;
}

describe('the app list', () => {
  it('explains each review status in a legend; closing the create dialog with changes asks first', async () => {
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app' });
    await waitFor(() => expect(dataRows()).toHaveLength(10));
    fireEvent.mouseEnter(screen.getAllByRole('img', { name: 'What the review statuses mean' })[0]);
    expect(await screen.findByText(/The platform stopped serving ads to the app\./)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /Create app/ }));
    const create = await shownDialog('Create app');
    const name = within(create).getByLabelText('App name');
    fireEvent.change(name, { target: { value: 'Half done' } });
    fireEvent.click(within(create).getByRole('button', { name: 'Cancel' }));
    const leave = await shownDialog(LEAVE);
    expect(leave).toBeVisible();
    fireEvent.click(within(leave).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialogTitled(LEAVE)).toBeUndefined());
    expect(within(create).getByLabelText('App name')).toHaveValue('Half done');
  });

  it('offers no Enable for a suspended app', async () => {
    window.history.replaceState(null, '', '/flow/app?reviewStatus=suspended');
    renderPage(<AppListPage />, { codes: ALL_CODES, path: '/flow/app?reviewStatus=suspended' });
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(within(dataRows()[0]).getByText('Suspended')).toBeInTheDocument();
    expect(within(dataRows()[0]).getByRole('button', { name: 'Enable' })).toBeDisabled();
  });
});
