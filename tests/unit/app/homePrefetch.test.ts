import { waitFor } from '@testing-library/react';
import { render } from '@/app';
import { menuCodesQuery } from '@/services/menu';
import { queryClient } from '@/services/query';
import { dashboardKeys } from '@/features/dashboard/api';
import { setMenuCodes } from '@/session';
import { activeTimeZone } from '@/utils/zone';
import { setupMockApi } from '../support/mockApi';
import { signInAs } from '../support/signIn';
import { ALL_CODES } from '../support/renderPage';

// App start (src/app.tsx `render`) reads the home page's figures while its code loads, on the home page only.
// The address it looks at carries the router base when the console is deployed under a path (README
// "Deployment"): '/console/dashboard' is the home page as much as '/dashboard'.

const api = setupMockApi();

/** The paths of the calls the console makes, in order. */
const calls: string[] = [];
api.server.events.on('request:start', ({ request }) => {
  calls.push(new URL(request.url).pathname);
});

const summaryState = () => queryClient.getQueryState(dashboardKeys.summary(activeTimeZone()));

async function startAt(pathname: string, base?: string) {
  if (base === undefined) delete window.routerBase;
  else window.routerBase = base;
  window.history.replaceState(null, '', pathname);
  const oldRender = jest.fn();
  render(oldRender);
  // The first render waits for the locale's messages; by then the start-up reads are under way.
  await waitFor(() => expect(oldRender).toHaveBeenCalled());
}

beforeEach(async () => {
  calls.length = 0;
  localStorage.clear();
  localStorage.setItem('umi_locale', 'en-US');
  queryClient.clear();
  await signInAs('demo');
  setMenuCodes(ALL_CODES);
});

afterAll(() => {
  delete window.routerBase;
  window.history.replaceState(null, '', '/');
});

it('reads the home figures at start on the home page', async () => {
  await startAt('/dashboard');
  await waitFor(() => expect(summaryState()?.status).toBe('success'));
});

it('reads them on the home page under a router base too', async () => {
  await startAt('/console/dashboard', '/console/');
  await waitFor(() => expect(summaryState()?.status).toBe('success'));
});

it('reads them for the base itself, which redirects home', async () => {
  await startAt('/console/', '/console/');
  await waitFor(() => expect(summaryState()?.status).toBe('success'));
});

it('does not read them on another page under the base', async () => {
  await startAt('/console/flow/app', '/console/');
  // The menu codes are read at every signed-in start: once they are in, the summary would have been asked too.
  await waitFor(() => expect(queryClient.getQueryCache().getAll().length).toBeGreaterThan(0));
  expect(summaryState()).toBeUndefined();
});

// That the call starts before the query client's chunk has come is a browser matter (12-first-paint holds every chunk
// until the call has gone out); here: one call serves the first render, and a later fetch asks again.
it('asks for the menu once at start, and the first render takes that answer', async () => {
  await startAt('/console/flow/app', '/console/');
  const menu = () => calls.filter((p) => p === '/media/menu/list').length;
  // What getInitialState reads before the first render: the query that took the start-up call over.
  await expect(queryClient.fetchQuery(menuCodesQuery())).resolves.toContain('HomeView');
  expect(menu()).toBe(1);
  await queryClient.refetchQueries({ queryKey: menuCodesQuery().queryKey });
  expect(menu()).toBe(2);
});
