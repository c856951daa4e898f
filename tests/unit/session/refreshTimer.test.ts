import {
  configureSession,
  getExpiry,
  getToken,
  isRefreshTimerRunning,
  setToken,
  startRefreshTimer,
  stopRefreshTimer,
} from '@/session';

const T0 = Date.parse('2026-11-22T08:00:00Z');

function setup(refresh: jest.Mock) {
  const navigate = jest.fn();
  const notify = jest.fn();
  configureSession({ navigate, notify, refresh, currentPath: () => '/flow/app?x=1' });
  return { navigate, notify };
}

/** Lets the promise chain of one tick settle under fake timers. */
async function flush() {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    document.cookie = `${c.split('=')[0].trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
afterEach(() => {
  stopRefreshTimer();
  jest.useRealTimers();
});

describe('token refresh timer', () => {
  it('stores the token in local storage and a cookie with an expiry 5 minutes ahead', () => {
    setToken('tok-1', T0);
    expect(localStorage.getItem('gsAuthorization')).toBe('tok-1');
    expect(document.cookie).toContain('user-token=tok-1');
    expect(localStorage.getItem('updatetime')).toBe(String(T0 + 5 * 60 * 1000));
    expect(getToken()).toBe('tok-1');
  });

  it('ticks every 5 s and refreshes on the first tick with 60 s or less left', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 0, data: { 'user-token': 'tok-2' } });
    setup(refresh);
    setToken('tok-1', T0);
    startRefreshTimer();
    expect(localStorage.getItem('updatetimer')).not.toBeNull();

    // 240 s after sign-in exactly 60 s are left; the tick before that (235 s) has 65 s left.
    jest.advanceTimersByTime(235000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();

    jest.advanceTimersByTime(4999);
    await flush();
    expect(refresh).not.toHaveBeenCalled();

    jest.advanceTimersByTime(1);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(getToken()).toBe('tok-2');
    expect(getExpiry()).toBe(T0 + 240000 + 300000);
    // The new token has 5 minutes again: the next tick leaves it alone.
    jest.advanceTimersByTime(5000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps a session alive over several refresh cycles', async () => {
    let n = 1;
    const refresh = jest.fn().mockImplementation(async () => ({ code: 0, data: { 'user-token': `tok-${++n}` } }));
    setup(refresh);
    setToken('tok-1', T0);
    startRefreshTimer();
    for (let i = 0; i < 4 * 48; i += 1) {
      jest.advanceTimersByTime(5000);
      await flush();
    }
    expect(refresh).toHaveBeenCalledTimes(4);
    expect(getToken()).toBe('tok-5');
    expect(isRefreshTimerRunning()).toBe(true);
  });

  it('refreshes at once when the stored expiry is garbage', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 0, data: { 'user-token': 'tok-2' } });
    setup(refresh);
    setToken('tok-1', T0);
    localStorage.setItem('updatetime', 'not-a-number');
    startRefreshTimer();
    jest.advanceTimersByTime(5000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('on a nonzero code clears the timer and the authorization and goes to login', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 4001, data: null });
    const { navigate, notify } = setup(refresh);
    setToken('tok-1', T0 - 250000);
    startRefreshTimer();
    jest.advanceTimersByTime(5000);
    await flush();
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(isRefreshTimerRunning()).toBe(false);
    expect(localStorage.getItem('gsAuthorization')).toBe('');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fapp%3Fx%3D1');
    expect(notify).not.toHaveBeenCalled();
  });

  it('on a failed call with no response shows the network notice and goes to login', async () => {
    const refresh = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const { navigate, notify } = setup(refresh);
    setToken('tok-1', T0 - 250000);
    startRefreshTimer();
    jest.advanceTimersByTime(5000);
    await flush();
    expect(notify).toHaveBeenCalledWith('refreshNetwork');
    expect(isRefreshTimerRunning()).toBe(false);
    expect(getToken()).toBe('');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fapp%3Fx%3D1');
  });

  it('a success without a token counts as a failure', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 0, data: {} });
    const { navigate } = setup(refresh);
    setToken('tok-1', T0 - 250000);
    startRefreshTimer();
    jest.advanceTimersByTime(5000);
    await flush();
    expect(navigate).toHaveBeenCalled();
    expect(getToken()).toBe('');
  });

  it('stops when SSP_QPS exceeds 4, and does not start then', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 0, data: { 'user-token': 'x' } });
    setup(refresh);
    setToken('tok-1', T0 - 250000);
    localStorage.setItem('SSP_QPS', '4');
    startRefreshTimer();
    expect(isRefreshTimerRunning()).toBe(true); // exactly 4 does not exceed 4

    localStorage.setItem('SSP_QPS', '5');
    jest.advanceTimersByTime(5000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    expect(isRefreshTimerRunning()).toBe(false);

    startRefreshTimer();
    expect(isRefreshTimerRunning()).toBe(false);
  });

  it('refreshes once when another tab already renewed the token', async () => {
    const refresh = jest.fn().mockResolvedValue({ code: 0, data: { 'user-token': 'tok-2' } });
    setup(refresh);
    setToken('tok-1', T0 - 250000);
    startRefreshTimer();
    // Another tab wrote a fresh token and expiry meanwhile (shared local storage).
    setToken('tok-from-other-tab', T0);
    jest.advanceTimersByTime(5000);
    await flush();
    expect(refresh).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok-from-other-tab');
  });
});
