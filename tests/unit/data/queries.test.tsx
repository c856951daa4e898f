import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useWrite } from '@/lib/data/useWrite';
import { BizError } from '@/services/errors';
import { appKeys, appOptionsQuery, updateApp } from '@/features/traffic/api';
import { createQueryClient, isTransient, STALE_MS } from '@/services/query';
import { configureSession, rearmInvalidSession } from '@/session';
import { setupMockApi } from '../support/mockApi';
import { renderPage } from '../support/renderPage';
import { signInAs } from '../traffic/support/signIn';

setupMockApi();

beforeEach(() => {
  localStorage.clear();
  configureSession({ navigate: jest.fn(), notify: jest.fn(), currentPath: () => '/flow/app' });
  rearmInvalidSession();
});

/** An app picker and a rename: the write names what it changes (appKeys.all). */
function RenameHarness() {
  const apps = useQuery(appOptionsQuery());
  const rename = useWrite(updateApp, [appKeys.all]);
  return (
    <>
      <ul data-testid="apps">
        {apps.data?.map((a) => (
          <li key={a.value}>{a.label}</li>
        ))}
      </ul>
      <button type="button" onClick={() => void rename.mutateAsync({ id: 1001, name: 'Renamed Puzzle' })}>
        rename
      </button>
    </>
  );
}

describe('writes', () => {
  it('refresh the queries they change: a renamed app shows in the app list at once', async () => {
    await signInAs('demo');
    const { queryClient } = renderPage(<RenameHarness />);
    await waitFor(() => expect(within(screen.getByTestId('apps')).getAllByRole('listitem').length).toBeGreaterThan(1));
    expect(screen.queryByText('Renamed Puzzle')).not.toBeInTheDocument();
    // Fresh for 30 s: without the invalidation the list would not be asked for again.
    expect(queryClient.getQueryState(appKeys.options())?.isInvalidated).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'rename' }));
    expect(await screen.findByText('Renamed Puzzle')).toBeInTheDocument();
  });
});

describe('the console query client', () => {
  const httpError = (status?: number, type?: string) =>
    Object.assign(new Error('x'), { request: {}, response: status ? { status } : undefined, type });

  it('retries only transient failures: a lost connection or a gateway, never a business, 4xx or 500 answer', () => {
    expect(isTransient(httpError())).toBe(true);
    expect(isTransient(httpError(502))).toBe(true);
    expect(isTransient(httpError(503))).toBe(true);
    expect(isTransient(httpError(504))).toBe(true);
    expect(isTransient(httpError(undefined, 'Timeout'))).toBe(false);
    expect(isTransient(httpError(500))).toBe(false);
    for (const status of [400, 401, 403, 404, 406, 429]) expect(isTransient(httpError(status))).toBe(false);
    expect(isTransient(new BizError('no', 500, 4001))).toBe(false);
    expect(isTransient(new Error('a bug, not the request layer'))).toBe(false);
  });

  it('retries a query once at most, a write never, and does not refetch on focus', () => {
    const defaults = createQueryClient().getDefaultOptions();
    const retry = defaults.queries?.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, httpError(503))).toBe(true);
    expect(retry(1, httpError(503))).toBe(false);
    expect(retry(0, httpError(404))).toBe(false);
    expect(defaults.mutations?.retry).toBe(false);
    expect(defaults.queries?.refetchOnWindowFocus).toBe(false);
    expect(defaults.queries?.staleTime).toBe(STALE_MS);
  });
});
