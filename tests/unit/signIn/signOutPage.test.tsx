import { act, waitFor } from '@testing-library/react';
import { dataflowProvider } from '@@/plugin-model/runtime';
import { Route, Routes } from 'react-router-dom';
import AccountActionPage from '@/features/signIn/AccountKeyPage';
import { PATHS } from '@/paths';
import { configureSession, getToken } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { signInAs } from '../support/signIn';

setupMockApi();

/** The sign-out route, rendered with the session wired to its (memory) history, starting at `path`. */
function renderSignOutRoute(path = '/') {
  const view = renderPage(
    dataflowProvider(
      <Routes>
        <Route path="/account/:key" element={<AccountActionPage />} />
        <Route path="*" element={null} />
      </Routes>,
      {},
    ),
    { path },
  );
  configureSession({
    navigate: (to) => view.history.push(to),
    notify: jest.fn(),
    currentPath: () => view.history.location.pathname + view.history.location.search,
  });
  return view.history;
}

/** The user menu's "Sign out": /account/logout, with the page it was chosen on in the history entry's state. */
function openSignOut() {
  const history = renderSignOutRoute();
  act(() => history.push('/account/logout', { from: '/flow/app' }));
  return history;
}

beforeEach(() => localStorage.clear());

describe('the sign-out route', () => {
  it('signs out and offers to come back to the page it was chosen on', async () => {
    await signInAs('demo');
    const history = openSignOut();
    await waitFor(() => expect(history.location.pathname).toBe(PATHS.login));
    expect(history.location.search).toBe('?redirect=%2Fflow%2Fapp');
    expect(getToken()).toBe('');
  });

  it('reached again by Back once signed out: the plain login page, replacing it, with no way back into the console', async () => {
    await signInAs('demo');
    const history = openSignOut();
    await waitFor(() => expect(history.location.search).toBe('?redirect=%2Fflow%2Fapp'));
    act(() => history.back());
    await waitFor(() => expect(history.location.pathname).toBe(PATHS.login));
    expect(history.location.search).toBe('');
    // Replaced, not pushed: Back from this login page does not return to the sign-out route.
    expect(history.action).toBe('REPLACE');
    expect(getToken()).toBe('');
  });

  it('opened from the address bar while signed in (a POP too): signs out', async () => {
    await signInAs('demo');
    const history = renderSignOutRoute('/account/logout');
    await waitFor(() => expect(getToken()).toBe(''));
    await waitFor(() => expect(history.location.pathname).toBe(PATHS.login));
  });
});
