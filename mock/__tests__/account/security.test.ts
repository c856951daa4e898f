/** @jest-environment node */
import { DEMO, fakeClock, otherCode, startApi, SUB01, type Clock, type TestApi } from '../helpers';
import type { SessionList, SignInAttempt } from '../../../src/contract/typings';

const CHROME_WIN =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:131.0) Gecko/20100101 Firefox/131.0';

describe('sessions and sign-in history (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 3 });
  });
  afterEach(() => api.close());

  async function signInAs(ua: string, ip?: string, who = DEMO): Promise<string> {
    const headers: Record<string, string> = { 'user-agent': ua, ...(ip ? { 'x-forwarded-for': ip } : {}) };
    const r = await api.post<{ 'user-token': string }>('/media/authorize/get', who, { headers });
    expect(r.body.code).toBe(0);
    return r.body.result['user-token'];
  }

  test('lists the account sessions: current first, browser, system, address, place, times', async () => {
    const phone = await signInAs(SAFARI_IPHONE, '198.51.100.23');
    clock.advance(60_000);
    const laptop = await signInAs(CHROME_WIN, '203.0.113.9');
    clock.advance(60_000);
    await api.post('/media/authorize/keep', {}, { token: phone });
    clock.advance(1000);
    const r = await api.post<SessionList>('/media/session/list', {}, { token: laptop });
    expect(r.body.code).toBe(0);
    expect(r.body.result.limit).toBe(3);
    expect(r.body.result.list).toEqual([
      expect.objectContaining({
        current: true,
        browser: 'chrome',
        os: 'windows',
        ip: '203.0.113.9',
        place: 'Shanghai, China',
        method: 'password',
        signedInAt: new Date(clock.t - 61_000).toISOString(),
        // This very call counts as seen.
        lastSeenAt: new Date(clock.t).toISOString(),
      }),
      expect.objectContaining({
        current: false,
        browser: 'safari',
        os: 'ios',
        ip: '198.51.100.23',
        place: 'Singapore',
        signedInAt: new Date(clock.t - 121_000).toISOString(),
        lastSeenAt: new Date(clock.t - 1000).toISOString(),
      }),
    ]);
    // Another account sees only its own.
    const sub = await signInAs(FIREFOX_LINUX, undefined, SUB01);
    const subList = await api.post<SessionList>('/media/session/list', {}, { token: sub });
    expect(subList.body.result.list).toHaveLength(1);
    expect(subList.body.result.list[0]).toMatchObject({ browser: 'firefox', os: 'linux', current: true });
  });

  test('ending another session: its tokens answer 401 with the reason and the time; never the own one', async () => {
    const phone = await signInAs(SAFARI_IPHONE);
    const laptop = await signInAs(CHROME_WIN);
    const list = (await api.post<SessionList>('/media/session/list', {}, { token: laptop })).body.result.list;
    const own = list.find((x) => x.current)!;
    const other = list.find((x) => !x.current)!;

    const refused = await api.post('/media/session/end', { id: own.id }, { token: laptop });
    expect(refused.body.code).toBe(4001);
    expect(refused.body.errors?.id).toMatch(/session you are using/);
    expect((await api.post('/media/session/end', { id: 'nope' }, { token: laptop })).body.code).toBe(4004);

    clock.advance(5000);
    const ended = await api.post('/media/session/end', { id: other.id }, { token: laptop });
    expect(ended.body.code).toBe(0);
    expect(ended.body.msg).toBe('Session ended');
    const after = await api.post('/media/find', {}, { token: phone });
    expect(after.status).toBe(401);
    expect(after.body.sessionEnd).toEqual({
      reason: 'ended',
      at: new Date(clock.t).toISOString(),
      timeZone: 'Asia/Shanghai',
    });
    // Ending it again: it is no longer an active session.
    expect((await api.post('/media/session/end', { id: other.id }, { token: laptop })).body.code).toBe(4004);
    expect((await api.post('/media/session/list', {}, { token: laptop })).body.result).toMatchObject({
      list: [expect.objectContaining({ id: own.id })],
    });
    // A session of another account cannot be ended.
    const sub = await signInAs(FIREFOX_LINUX, undefined, SUB01);
    const subId = (await api.post<SessionList>('/media/session/list', {}, { token: sub })).body.result.list[0].id;
    expect((await api.post('/media/session/end', { id: subId }, { token: laptop })).body.code).toBe(4004);
    expect((await api.post('/media/authorize/keep', {}, { token: sub })).status).toBe(200);
  });

  test('ending all others keeps only this session', async () => {
    const a = await signInAs(SAFARI_IPHONE);
    const b = await signInAs(FIREFOX_LINUX);
    const me = await signInAs(CHROME_WIN);
    const r = await api.post<{ ended: number }>('/media/session/endOthers', {}, { token: me });
    expect(r.body.result.ended).toBe(2);
    expect(r.body.msg).toBe('2 other sessions ended');
    expect((await api.post('/media/find', {}, { token: a })).status).toBe(401);
    expect((await api.post('/media/find', {}, { token: b })).status).toBe(401);
    expect((await api.post('/media/find', {}, { token: me })).status).toBe(200);
    expect((await api.post<{ ended: number }>('/media/session/endOthers', {}, { token: me })).body.result.ended).toBe(
      0,
    );
  });

  test('the history has successes and failures, newest first, only the caller account', async () => {
    await api.post(
      '/media/authorize/get',
      { ...DEMO, password: 'wrong-1' },
      { headers: { 'user-agent': FIREFOX_LINUX } },
    );
    clock.advance(1000);
    await api.post('/media/authorize/get', { account: 'nobody', password: 'x' });
    await api.post('/media/authorize/get', { ...SUB01, password: 'wrong-2' });
    clock.advance(1000);
    const token = await signInAs(CHROME_WIN, '192.0.2.4');
    await api.post('/media/authorize/email/send', { email: 'demo@media-console.test' });
    // A wrong code: never the one mailed (a random code is 000000 once in a million runs).
    const code = otherCode(await api.mailedCode('demo@media-console.test'));
    await api.post('/media/authorize/email/verify', { email: 'demo@media-console.test', code });

    const all = await api.post<{ total: number; list: SignInAttempt[] }>('/media/signIn/history', {}, { token });
    expect(all.body.result.total).toBe(3);
    expect(all.body.result.list.map((x) => [x.ok, x.failure, x.method])).toEqual([
      [false, 'wrongCode', 'email'],
      [true, null, 'password'],
      [false, 'wrongPassword', 'password'],
    ]);
    expect(all.body.result.list[1]).toMatchObject({
      browser: 'chrome',
      os: 'windows',
      ip: '192.0.2.4',
      place: 'Frankfurt, Germany',
    });
    expect(all.body.result.list[2]).toMatchObject({ browser: 'firefox', os: 'linux' });
    const failed = await api.post<{ total: number }>('/media/signIn/history', { failedOnly: true }, { token });
    expect(failed.body.result.total).toBe(2);
    const page = await api.post<{ list: SignInAttempt[] }>(
      '/media/signIn/history',
      { pageSize: 1, current: 2 },
      { token },
    );
    expect(page.body.result.list[0].ok).toBe(true);
  });

  test('a disabled account shows its refused sign-ins to nobody else', async () => {
    await api.post('/media/authorize/get', { account: 'sub02', password: 'Sub@2026' });
    const token = await signInAs(CHROME_WIN);
    const r = await api.post<{ total: number }>('/media/signIn/history', {}, { token });
    expect(r.body.result.total).toBe(1);
  });
});

describe('QA: the session limit', () => {
  test('can be set until the next reset (1: the second sign-in ends the first with 406)', async () => {
    const api = await startApi({ now: fakeClock().now });
    try {
      const lowered = await api.post<{ sessionLimit: number }>('/__mock/settings', { sessionLimit: 1 });
      expect(lowered.body.result.sessionLimit).toBe(1);
      const first = await api.signIn();
      const second = await api.signIn();
      expect((await api.post('/media/find', {}, { token: first })).status).toBe(406);
      await api.post('/__mock/settings', { sessionLimit: 2 });
      const third = await api.signIn();
      expect((await api.post('/media/find', {}, { token: second })).status).toBe(200);
      expect((await api.post<SessionList>('/media/session/list', {}, { token: third })).body.result.list).toHaveLength(
        2,
      );
      expect((await api.post('/__mock/settings', { sessionLimit: 0 })).body.code).toBe(4001);
      await api.post('/__mock/reset', {});
      expect((await api.post<{ sessionLimit: number }>('/__mock/settings', {})).body.result.sessionLimit).toBe(5);
    } finally {
      await api.close();
    }
  });
});
