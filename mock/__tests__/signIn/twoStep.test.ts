/** @jest-environment node */
import { DEMO, fakeClock, otherCode, startApi, SUB01, type Clock, type TestApi } from '../helpers';
import type { SignInChallenge, TwoStepSettings } from '../../../src/contract/typings';

describe('two-step sign-in (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 5 });
  });
  afterEach(() => api.close());

  // Issue 28: turning it on or off asks for the password.
  const turnOn = async (token: string, body: Record<string, unknown> = { enabled: true }, password = DEMO.password) =>
    api.post<TwoStepSettings>('/media/security/twoStep/set', { ...body, password }, { token });
  const challenge = async (who = DEMO, cookie?: string) => {
    const r = await api.post<SignInChallenge & { 'user-token'?: string }>('/media/authorize/get', who, {
      headers: cookie ? { cookie } : {},
    });
    return r.body.result;
  };

  test('a right password gets a challenge; the emailed code signs in once; wrong codes, expiry and 5 tries', async () => {
    const token = await api.signIn();
    expect((await turnOn(token)).body.result).toMatchObject({
      enabled: true,
      requiredByParent: false,
      requireForSubAccounts: false,
    });
    // A wrong password still says only that.
    expect((await api.post('/media/authorize/get', { ...DEMO, password: 'nope-1234' })).body.code).toBe(4002);

    const first = await challenge();
    expect(first['user-token']).toBeUndefined();
    expect(first.twoStep).toMatchObject({ email: 'd***@media-console.test', expiresIn: 600 });
    expect((await api.mailbox('demo@media-console.test'))?.purpose).toBe('twoStep');
    const mailed = await api.mailedCode('demo@media-console.test');
    const verify = (code: string, ch = first.twoStep.challenge, trust = false) =>
      api.post<{ 'user-token': string }>('/media/authorize/twoStep/verify', { challenge: ch, code, trust });
    expect((await verify(otherCode(mailed))).body.code).toBe(4010);
    const ok = await verify(mailed);
    expect(ok.body.code).toBe(0);
    expect(ok.body.result['user-token']).toMatch(/^[0-9a-f]{48}$/);
    expect(ok.headers.get('set-cookie')).toBeNull();
    expect((await verify(mailed)).body.code).toBe(4010);

    const second = await challenge();
    clock.advance(10 * 60 * 1000);
    expect((await verify(await api.mailedCode('demo@media-console.test'), second.twoStep.challenge)).body.code).toBe(
      4010,
    );

    const third = await challenge();
    const code = await api.mailedCode('demo@media-console.test');
    const wrong = code === '222222' ? '333333' : '222222';
    for (let i = 0; i < 5; i++) await verify(wrong, third.twoStep.challenge);
    expect((await verify(code, third.twoStep.challenge)).body.code).toBe(4010);
  });

  test('"trust this browser" skips the code for 30 days, from that browser only, until forgotten', async () => {
    const token = await api.signIn();
    await turnOn(token);
    const ch = await challenge();
    const code = await api.mailedCode('demo@media-console.test');
    const ok = await api.post('/media/authorize/twoStep/verify', {
      challenge: ch.twoStep.challenge,
      code,
      trust: true,
    });
    const setCookie = ok.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^mc_trust=[0-9a-f]+; Path=\/; Max-Age=2592000; HttpOnly; SameSite=Strict$/);
    const cookie = setCookie.split(';')[0];

    const trusted = await challenge(DEMO, cookie);
    expect((trusted as { 'user-token'?: string })['user-token']).toBeTruthy();
    // Another browser (no cookie) and another account with this cookie still get a code.
    expect((await challenge()).twoStep).toBeTruthy();

    const mine = (
      await api.post<TwoStepSettings>(
        '/media/security/twoStep/get',
        {},
        { token: (trusted as { 'user-token': string })['user-token'], headers: { cookie } },
      )
    ).body.result;
    expect(mine.trustedBrowsers).toHaveLength(1);
    expect(mine.trustedBrowsers[0].current).toBe(true);
    expect(mine.trustDays).toBe(30);

    clock.advance(30 * 24 * 3600 * 1000);
    expect((await challenge(DEMO, cookie)).twoStep).toBeTruthy();
    clock.advance(-1000);
    // Without the cookie: a challenge, no token.
    expect(await api.signIn(DEMO.account, DEMO.password)).toBeUndefined();
    const withCookie = (await challenge(DEMO, cookie)) as { 'user-token': string };
    const forget = await api.post<TwoStepSettings>(
      '/media/security/trusted/del',
      {},
      { token: withCookie['user-token'] },
    );
    expect(forget.body.result.trustedBrowsers).toEqual([]);
    expect((await challenge(DEMO, cookie)).twoStep).toBeTruthy();
  });

  test('a main account can require it of its sub-accounts; they cannot turn it off', async () => {
    const subToken = await api.signIn(SUB01.account, SUB01.password);
    const refused = await turnOn(subToken, { enabled: true, requireForSubAccounts: true }, SUB01.password);
    expect(refused.body.code).toBe(4001);
    const demo = await api.signIn();
    expect((await turnOn(demo, { enabled: false, requireForSubAccounts: true })).body.result).toMatchObject({
      enabled: false,
      requireForSubAccounts: true,
    });
    // The main account itself is not asked; its sub-accounts are.
    expect(((await challenge(DEMO)) as { 'user-token'?: string })['user-token']).toBeTruthy();
    const sub = await challenge(SUB01);
    expect(sub.twoStep.email).toBe('s***@media-console.test');
    const subSettings = await api.post<TwoStepSettings>('/media/security/twoStep/get', {}, { token: subToken });
    expect(subSettings.status).toBe(200);
  });
});
