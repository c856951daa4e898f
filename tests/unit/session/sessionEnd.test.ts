import {
  clearSessionEnd,
  configureSession,
  getToken,
  handleInvalidSession,
  INVALID_SESSION_REDIRECT_MS,
  parseSessionEnd,
  readSessionEnd,
  rearmInvalidSession,
  SESSION_END_SHOWN_MS,
  setToken,
  setUserInfo,
  signIn,
  stopRefreshTimer,
} from '@/session';

const displaced = { reason: 'displaced', at: '2026-03-15T02:42:00.000Z', timeZone: 'Asia/Shanghai' } as const;

beforeEach(() => {
  localStorage.clear();
  rearmInvalidSession();
});
afterEach(() => stopRefreshTimer());

describe('parseSessionEnd: the server says why the session ended (untrusted)', () => {
  it('keeps a well-formed reason', () => {
    expect(parseSessionEnd(displaced)).toEqual(displaced);
    expect(parseSessionEnd({ ...displaced, reason: 'ended' })).toEqual({ ...displaced, reason: 'ended' });
  });

  it.each([
    null,
    'displaced',
    { ...displaced, reason: 'hacked' },
    { ...displaced, at: 'yesterday' },
    { ...displaced, at: 12 },
    { reason: 'displaced' },
  ])('refuses %j', (value) => {
    expect(parseSessionEnd(value)).toBeNull();
  });

  it('issue 52: keeps the device that took the place (known families, a short place), drops a malformed one', () => {
    const by = { browser: 'chrome', os: 'android', place: 'Shanghai, China' } as const;
    expect(parseSessionEnd({ ...displaced, by })).toEqual({ ...displaced, by });
    expect(parseSessionEnd({ ...displaced, by: { ...by, place: null } })?.by).toEqual({ ...by, place: null });
    expect(parseSessionEnd({ ...displaced, by: { ...by, place: 'x'.repeat(101) } })?.by?.place).toBeNull();
    expect(parseSessionEnd({ ...displaced, by: { ...by, browser: '<script>' } })?.by).toBeUndefined();
    expect(parseSessionEnd({ ...displaced, by: { ...by, os: 7 } })?.by).toBeUndefined();
    expect(parseSessionEnd({ ...displaced, reason: 'ended', by })?.by).toBeUndefined();
  });

  it('a time zone Intl does not know reads as UTC', () => {
    expect(parseSessionEnd({ ...displaced, timeZone: 'Mars/Olympus' })?.timeZone).toBe('UTC');
    expect(parseSessionEnd({ ...displaced, timeZone: '<img src=x>' })?.timeZone).toBe('UTC');
  });
});

describe('the reason outlives the session until the next sign-in', () => {
  it('a 406 with a reason tells the user and keeps it for the login page', () => {
    jest.useFakeTimers();
    const notify = jest.fn();
    configureSession({ navigate: jest.fn(), notify, currentPath: () => '/flow/app' });
    setToken('tok');
    setUserInfo({ account_name: 'demo' });
    handleInvalidSession(406, displaced);
    expect(notify).toHaveBeenCalledWith('loginLimit', displaced);
    expect(readSessionEnd()).toEqual(displaced);
    jest.runOnlyPendingTimers();
    jest.useRealTimers();
  });

  it('is forgotten after an hour, and by signing in', () => {
    handleInvalidSession(406, displaced);
    expect(readSessionEnd(Date.now() + SESSION_END_SHOWN_MS + 1)).toBeNull();
    expect(readSessionEnd()).toEqual(displaced);
    signIn({ 'user-token': 't2', userInfo: { account_name: 'demo' } });
    expect(readSessionEnd()).toBeNull();
  });

  it('a tampered stored value reads as nothing', () => {
    localStorage.setItem('mc_session_end', '{"reason":"x","savedAt":1}');
    expect(readSessionEnd()).toBeNull();
    localStorage.setItem('mc_session_end', 'not json');
    expect(readSessionEnd()).toBeNull();
    clearSessionEnd();
  });
});

describe('a new session supersedes the ended one', () => {
  it('signing in within the 3 s drops the move to the login page, which would clear the new token', () => {
    jest.useFakeTimers();
    const navigate = jest.fn();
    configureSession({ navigate, notify: jest.fn(), currentPath: () => '/flow/app' });
    setToken('old');
    setUserInfo({ account_name: 'demo' });
    handleInvalidSession(401);
    signIn({ 'user-token': 'new', userInfo: { account_name: 'demo' } });
    jest.advanceTimersByTime(INVALID_SESSION_REDIRECT_MS);
    expect(navigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('new');
    // And the handling is armed again: the new session's own end is told.
    const notify = jest.fn();
    configureSession({ navigate, notify, currentPath: () => '/flow/app' });
    handleInvalidSession(401);
    expect(notify).toHaveBeenCalledWith('loginInvalid');
    jest.advanceTimersByTime(INVALID_SESSION_REDIRECT_MS);
    expect(navigate).toHaveBeenCalledWith('/user/login?redirect=%2Fflow%2Fapp');
    jest.useRealTimers();
  });
});
