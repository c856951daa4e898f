import {
  configureSession,
  getQps,
  getToken,
  getUserInfo,
  handleInvalidSession,
  isRefreshTimerRunning,
  logout,
  onKeepAliveOk,
  onQpsRejected,
  rearmInvalidSession,
  setToken,
  setUserInfo,
  startRefreshTimer,
  stopRefreshTimer,
  watchFocusKeepAlive,
  watchOtherTabs,
} from '@/session';

let navigate: jest.Mock;
let notify: jest.Mock;

beforeEach(() => {
  jest.useFakeTimers();
  localStorage.clear();
  navigate = jest.fn();
  notify = jest.fn();
  configureSession({ navigate, notify, currentPath: () => '/accounts/myaccount', refresh: jest.fn() });
  setToken('tok', Date.now());
  setUserInfo({ account_name: 'demo', access: 'user' });
  rearmInvalidSession();
});
afterEach(() => {
  stopRefreshTimer();
  jest.runOnlyPendingTimers();
  jest.useRealTimers();
});

describe('invalid session (401 / 406)', () => {
  it.each([
    [401, 'loginInvalid'],
    [406, 'loginLimit'],
  ] as const)('%i stops the timer, tells the user, and goes to login after 3 s', (status, notice) => {
    startRefreshTimer();
    handleInvalidSession(status);
    expect(isRefreshTimerRunning()).toBe(false);
    expect(notify).toHaveBeenCalledWith(notice);
    jest.advanceTimersByTime(2999);
    expect(navigate).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Faccounts%2Fmyaccount');
    expect(getToken()).toBe('');
    expect(getUserInfo()).toBeNull();
  });

  it('handles a burst of 401 answers once, until a success re-arms it', () => {
    handleInvalidSession(401);
    handleInvalidSession(401);
    handleInvalidSession(406);
    expect(notify).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(3000);
    expect(navigate).toHaveBeenCalledTimes(1);

    rearmInvalidSession();
    handleInvalidSession(406);
    expect(notify).toHaveBeenCalledTimes(2);
    expect(notify).toHaveBeenLastCalledWith('loginLimit');
  });
});

describe('keep-alive code -100 and the SSP_QPS counter', () => {
  it('under 4 rejections: stop the timer, clear the authorization, go to login', () => {
    startRefreshTimer();
    expect(onQpsRejected()).toBe(1);
    expect(localStorage.getItem('SSP_QPS')).toBe('1');
    expect(isRefreshTimerRunning()).toBe(false);
    expect(localStorage.getItem('gsAuthorization')).toBe('');
    expect(notify).toHaveBeenCalledWith('qpsSignOut');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Faccounts%2Fmyaccount');
  });

  it('the 3rd rejection still signs out (the counter is under 4)', () => {
    localStorage.setItem('SSP_QPS', '2');
    startRefreshTimer();
    expect(onQpsRejected()).toBe(3);
    expect(notify).toHaveBeenCalledWith('qpsSignOut');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Faccounts%2Fmyaccount');
  });

  it('from the 4th rejection on: no more sign-out loop; the timer stops once past 4', () => {
    localStorage.setItem('SSP_QPS', '3');
    startRefreshTimer();
    expect(onQpsRejected()).toBe(4);
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('tok');
    expect(notify).toHaveBeenCalledWith('qpsBlocked');
    expect(isRefreshTimerRunning()).toBe(true);

    expect(onQpsRejected()).toBe(5);
    expect(isRefreshTimerRunning()).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a successful keep-alive resets the counter', () => {
    onQpsRejected();
    onQpsRejected();
    expect(getQps()).toBe(2);
    onKeepAliveOk();
    expect(getQps()).toBe(0);
  });

  it('a tampered counter reads as 0', () => {
    localStorage.setItem('SSP_QPS', '{"x":1}');
    expect(getQps()).toBe(0);
    localStorage.setItem('SSP_QPS', '-7');
    expect(getQps()).toBe(0);
  });
});

describe('logout', () => {
  it('clears the timer and the user, stores an empty authorization, and goes to login with redirect', () => {
    startRefreshTimer();
    logout('/flow/adpositions?app=3');
    expect(isRefreshTimerRunning()).toBe(false);
    expect(getUserInfo()).toBeNull();
    expect(localStorage.getItem('gsAuthorization')).toBe('');
    expect(document.cookie).not.toContain('user-token=tok');
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fadpositions%3Fapp%3D3');
  });
});

describe('other tabs', () => {
  it('a sign-out in another tab signs this tab out', () => {
    const stop = watchOtherTabs();
    startRefreshTimer();
    window.dispatchEvent(new StorageEvent('storage', { key: 'gsAuthorization', oldValue: 'tok', newValue: '' }));
    expect(isRefreshTimerRunning()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Faccounts%2Fmyaccount');
    stop();
  });

  it('a new token from another tab needs no action', () => {
    const stop = watchOtherTabs();
    window.dispatchEvent(new StorageEvent('storage', { key: 'gsAuthorization', oldValue: 'tok', newValue: 'tok2' }));
    expect(navigate).not.toHaveBeenCalled();
    stop();
  });
});

describe('keep-alive on focus', () => {
  it('calls the keep-alive when the tab comes back, at most once per 5 s, and resets SSP_QPS on success', async () => {
    localStorage.setItem('SSP_QPS', '2');
    const call = jest.fn().mockResolvedValue({ alive: true });
    const stop = watchFocusKeepAlive(call, () => true);
    window.dispatchEvent(new Event('focus'));
    window.dispatchEvent(new Event('focus'));
    expect(call).toHaveBeenCalledTimes(1);
    await Promise.resolve();
    await Promise.resolve();
    expect(getQps()).toBe(0);
    jest.advanceTimersByTime(4999);
    window.dispatchEvent(new Event('focus'));
    expect(call).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    window.dispatchEvent(new Event('focus'));
    expect(call).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does nothing while signed out', async () => {
    const call = jest.fn().mockResolvedValue({});
    const stop = watchFocusKeepAlive(call, () => false);
    window.dispatchEvent(new Event('focus'));
    expect(call).not.toHaveBeenCalled();
    stop();
  });
});
