/**
 * Two tabs, one refresh: the tab that takes the refresh lock right after
 * another tab refreshed must not refresh again, even while its copy of local
 * storage still holds the old expiry (Chromium updates another tab's copy a
 * moment after the write, and the lock can be granted before that).
 */
import type * as Session from '@/session';

const T0 = Date.parse('2026-11-22T08:00:00Z');

/** A LockManager with the semantics the session uses: exclusive, ifAvailable, query of held locks. */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    request(name: string, ...rest: unknown[]): Promise<unknown> {
      const callback = rest[rest.length - 1] as (lock: { name: string } | null) => Promise<unknown>;
      const options = (rest.length > 1 ? rest[0] : {}) as { ifAvailable?: boolean };
      if (held.has(name)) {
        if (options.ifAvailable) return Promise.resolve(callback(null));
        return Promise.reject(new Error('the fake only serves free or ifAvailable requests'));
      }
      held.add(name);
      return Promise.resolve(callback({ name })).finally(() => held.delete(name));
    },
    query: async () => ({ held: [...held].map((name) => ({ name })), pending: [] }),
  };
}

/** One tab: its own copy of the session modules (module state such as the timer), sharing storage and locks. */
function openTab(refresh: jest.Mock): typeof Session {
  let tab!: typeof Session;
  jest.isolateModules(() => {
    tab = jest.requireActual('@/session');
  });
  tab.configureSession({ navigate: jest.fn(), notify: jest.fn(), refresh, currentPath: () => '/dashboard' });
  return tab;
}

const answer = (token: string) => jest.fn().mockResolvedValue({ code: 0, data: { 'user-token': token } });

let locks: ReturnType<typeof fakeLocks>;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  locks = fakeLocks();
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { locks?: unknown }).locks;
});

/** Tab A refreshes 4 min 5 s after sign-in; then tab B's local storage still shows the token A replaced. */
async function refreshInAThenStaleB() {
  const refreshA = answer('tok-2');
  const refreshB = answer('tok-3');
  const a = openTab(refreshA);
  const b = openTab(refreshB);
  a.setToken('tok-1', T0);
  jest.setSystemTime(T0 + 245000);
  await a.refreshTick();
  expect(refreshA).toHaveBeenCalledTimes(1);
  expect(a.getToken()).toBe('tok-2');
  // B's view of local storage lags behind A's write.
  localStorage.setItem('gsAuthorization', 'tok-1');
  localStorage.setItem('updatetime', String(T0 + 300000));
  jest.setSystemTime(T0 + 246000);
  return { b, refreshB };
}

it('the next tab to take the lock learns the new expiry from the lock manager and does not refresh again', async () => {
  const { b, refreshB } = await refreshInAThenStaleB();
  await b.refreshTick();
  expect(refreshB).not.toHaveBeenCalled();
  // A holds one announcement: the expiry of tok-2.
  expect([...locks.held]).toEqual([`media-console-token-expiry:${T0 + 245000 + 300000}`]);
});

it('without the announcement (A closed its tab) B goes by its storage: the test above is not vacuous', async () => {
  const { b, refreshB } = await refreshInAThenStaleB();
  locks.held.clear();
  await b.refreshTick();
  expect(refreshB).toHaveBeenCalledTimes(1);
});

it('a tab keeps one announcement, the newest, after refreshing again', async () => {
  const refreshA = jest.fn().mockResolvedValueOnce({ code: 0, data: { 'user-token': 'tok-2' } });
  refreshA.mockResolvedValueOnce({ code: 0, data: { 'user-token': 'tok-4' } });
  const a = openTab(refreshA);
  a.setToken('tok-1', T0);
  jest.setSystemTime(T0 + 245000);
  await a.refreshTick();
  jest.setSystemTime(T0 + 245000 + 245000);
  await a.refreshTick();
  expect(refreshA).toHaveBeenCalledTimes(2);
  await Promise.resolve();
  expect([...locks.held]).toEqual([`media-console-token-expiry:${T0 + 490000 + 300000}`]);
});
