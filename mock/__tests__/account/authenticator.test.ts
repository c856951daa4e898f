/** @jest-environment node */
import { Secret, TOTP } from 'otpauth';
import { DEMO, fakeClock, otherCode, startApi, type Clock, type TestApi } from '../helpers';
import type {
  AuthenticatorSetup,
  RecoveryCodes,
  SignInChallenge,
  SignInResult,
  TwoStepSettings,
} from '../../../src/contract/typings';

/** Issue 28: the authenticator app (TOTP) as the second step, its recovery codes, and re-authentication. */
describe('authenticator app (extension, issue 28)', () => {
  let api: TestApi;
  let clock: Clock;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 5 });
  });
  afterEach(() => api.close());

  /** The code an authenticator app shows for `secret` at the mock's time (offset in 30-second steps). */
  const codeOf = (secret: string, steps = 0) =>
    new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: clock.now() + steps * 30_000 });

  const setUp = (token: string, password = DEMO.password) =>
    api.post<AuthenticatorSetup>('/media/security/authenticator/setup', { password }, { token });
  const enable = (token: string, code: string) =>
    api.post<RecoveryCodes>('/media/security/authenticator/enable', { code }, { token });
  const settings = async (token: string) =>
    (await api.post<TwoStepSettings>('/media/security/twoStep/get', {}, { token })).body.result;
  const passwordStep = async () =>
    (await api.post<SignInChallenge & Partial<SignInResult>>('/media/authorize/get', DEMO)).body.result;
  const verify = (challenge: string, body: { code?: string; recoveryCode?: string }) =>
    api.post<SignInResult>('/media/authorize/twoStep/verify', { challenge, ...body });

  /** Demo with an authenticator: its secret and recovery codes. */
  async function withAuthenticator() {
    const token = await api.signIn();
    const { secret } = (await setUp(token)).body.result;
    const codes = (await enable(token, codeOf(secret))).body.result.recoveryCodes;
    // Two steps on: the set-up's code is spent, the step before now is not.
    clock.advance(60_000);
    return { token, secret, codes };
  }

  test('set-up asks for the password, then a right current code; wrong and stale codes are refused', async () => {
    // A set-up not confirmed within 10 minutes is gone.
    const early = (await setUp(await api.signIn())).body.result;
    clock.advance(10 * 60 * 1000);
    const token = await api.signIn();
    expect((await enable(token, codeOf(early.secret))).body.errors).toHaveProperty('code');

    const wrong = await setUp(token, 'Not-It-2026');
    expect(wrong.body.code).toBe(4001);
    expect(wrong.body.errors).toEqual({ password: 'Wrong password' });
    expect((await api.post('/media/security/authenticator/setup', {}, { token })).body.code).toBe(4001);

    const setup = (await setUp(token)).body.result;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toBe(
      `otpauth://totp/Media%20Console:demo?issuer=Media%20Console&secret=${setup.secret}&algorithm=SHA1&digits=6&period=30`,
    );
    // Not on yet: a right password still signs in alone.
    expect((await passwordStep())['user-token']).toBeTruthy();

    const now = codeOf(setup.secret);
    const refused = await enable(token, otherCode(now));
    expect(refused.body.code).toBe(4001);
    expect(refused.body.errors).toHaveProperty('code');
    // Two steps (a minute) old: outside the ±1 step window.
    expect((await enable(token, codeOf(setup.secret, -2))).body.code).toBe(4001);
    expect((await settings(token)).authenticator).toBe(false);

    const ok = await enable(token, now);
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.recoveryCodes).toHaveLength(10);
    expect(new Set(ok.body.result.recoveryCodes).size).toBe(10);
    ok.body.result.recoveryCodes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    expect(await settings(token)).toMatchObject({ enabled: true, authenticator: true, recoveryCodesLeft: 10 });
    // The secret is not kept in any answer, nor are the recovery codes.
    expect(JSON.stringify(await settings(token))).not.toContain(setup.secret);
  });

  test('the password alone no longer signs in; the app code does, once per time step, within ±1 step', async () => {
    const { secret } = await withAuthenticator();
    const first = await passwordStep();
    expect(first['user-token']).toBeUndefined();
    expect(first.twoStep).toMatchObject({ method: 'authenticator', expiresIn: 300 });
    expect(first.twoStep.email).toBeUndefined();

    expect((await verify(first.twoStep.challenge, { code: otherCode(codeOf(secret)) })).body.code).toBe(4010);
    // The code of the step before still counts (clock drift).
    const ok = await verify(first.twoStep.challenge, { code: codeOf(secret, -1) });
    expect(ok.body.code).toBe(0);
    expect(ok.body.result['user-token']).toMatch(/^[0-9a-f]{48}$/);
    // The challenge is spent.
    expect((await verify(first.twoStep.challenge, { code: codeOf(secret) })).body.code).toBe(4010);

    // The same step's code again (a code seen over a shoulder): refused on a new challenge too.
    const second = await passwordStep();
    expect((await verify(second.twoStep.challenge, { code: codeOf(secret, -1) })).body.code).toBe(4010);
    expect((await verify(second.twoStep.challenge, { code: codeOf(secret) })).body.code).toBe(0);
    const third = await passwordStep();
    expect((await verify(third.twoStep.challenge, { code: codeOf(secret) })).body.code).toBe(4010);

    // Five wrong tries spend a challenge.
    clock.advance(30_000);
    const fourth = await passwordStep();
    for (let i = 0; i < 5; i++) await verify(fourth.twoStep.challenge, { code: otherCode(codeOf(secret)) });
    expect((await verify(fourth.twoStep.challenge, { code: codeOf(secret) })).body.code).toBe(4010);
  });

  test('a recovery code signs in once; new codes replace the old ones; both ask for the password', async () => {
    const { codes } = await withAuthenticator();
    const first = await passwordStep();
    // Typed in capitals without the dash: still the code.
    const typed = codes[0].replace('-', '').toUpperCase();
    expect((await verify(first.twoStep.challenge, { recoveryCode: typed })).body.code).toBe(0);
    const second = await passwordStep();
    expect((await verify(second.twoStep.challenge, { recoveryCode: codes[0] })).body.code).toBe(4010);
    expect((await verify(second.twoStep.challenge, { recoveryCode: codes[1] })).body.code).toBe(0);

    // The password alone gives no token.
    expect(await api.signIn()).toBeUndefined();
    const third = await passwordStep();
    const ownToken = (await verify(third.twoStep.challenge, { recoveryCode: codes[2] })).body.result['user-token'];
    const renew = (password: string) =>
      api.post<RecoveryCodes>('/media/security/recoveryCodes/renew', { password }, { token: ownToken });
    expect((await settings(ownToken)).recoveryCodesLeft).toBe(7);
    expect((await renew('Not-It-2026')).body.errors).toEqual({ password: 'Wrong password' });
    const renewed = (await renew(DEMO.password)).body.result.recoveryCodes;
    expect(renewed).toHaveLength(10);
    expect((await settings(ownToken)).recoveryCodesLeft).toBe(10);
    const fourth = await passwordStep();
    expect((await verify(fourth.twoStep.challenge, { recoveryCode: codes[3] })).body.code).toBe(4010);
    expect((await verify(fourth.twoStep.challenge, { recoveryCode: renewed[0] })).body.code).toBe(0);
  });

  test('the email-code tab alone does not sign in: the app code is asked after the mailbox code', async () => {
    const { secret } = await withAuthenticator();
    await api.post('/media/authorize/email/send', { email: 'demo@media-console.test' });
    const mailed = await api.mailedCode('demo@media-console.test');
    const step = await api.post<SignInChallenge & Partial<SignInResult>>('/media/authorize/email/verify', {
      email: 'demo@media-console.test',
      code: mailed,
    });
    expect(step.body.code).toBe(0);
    expect(step.body.result['user-token']).toBeUndefined();
    expect(step.body.result.twoStep.method).toBe('authenticator');
    expect(step.body.msg).toBe('Enter the code from your authenticator app');
    // The mailbox code is spent.
    expect(
      (await api.post('/media/authorize/email/verify', { email: 'demo@media-console.test', code: mailed })).body.code,
    ).toBe(4010);
    const ok = await verify(step.body.result.twoStep.challenge, { code: codeOf(secret) });
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.userInfo.account_name).toBe('demo');
  });

  test('with the emailed code as the second step, the email-code tab refuses and points to the password', async () => {
    const token = await api.signIn();
    await api.post('/media/security/twoStep/set', { enabled: true, password: DEMO.password }, { token });
    await api.post('/media/authorize/email/send', { email: 'demo@media-console.test' });
    const mailed = await api.mailedCode('demo@media-console.test');
    const refused = await api.post('/media/authorize/email/verify', {
      email: 'demo@media-console.test',
      code: mailed,
    });
    expect(refused.body.code).toBe(4013);
    expect(refused.body.result).toBeNull();
    expect(refused.body.msg).toBe(
      'This account uses two-step sign-in: sign in with your password and the emailed code',
    );
  });

  test('turning two-step on or off and removing the app ask for the password; off removes the app', async () => {
    const { token } = await withAuthenticator();
    const set = (body: Record<string, unknown>) =>
      api.post<TwoStepSettings>('/media/security/twoStep/set', body, { token });
    expect((await set({ enabled: false })).body.errors).toHaveProperty('password');
    expect((await set({ enabled: false, password: 'Not-It-2026' })).body.errors).toEqual({
      password: 'Wrong password',
    });
    expect((await settings(token)).authenticator).toBe(true);

    const remove = (password: string) =>
      api.post<TwoStepSettings>('/media/security/authenticator/remove', { password }, { token });
    expect((await remove('Not-It-2026')).body.errors).toEqual({ password: 'Wrong password' });
    const removed = await remove(DEMO.password);
    expect(removed.body.result).toMatchObject({ enabled: true, authenticator: false, recoveryCodesLeft: 0 });
    // Back to the emailed code after the password.
    expect((await passwordStep()).twoStep).toMatchObject({ method: 'email', email: 'd***@media-console.test' });

    const { secret } = (await setUp(token)).body.result;
    await enable(token, codeOf(secret));
    const off = await set({ enabled: false, password: DEMO.password });
    expect(off.body.result).toMatchObject({ enabled: false, authenticator: false });
    expect((await passwordStep())['user-token']).toBeTruthy();
  });

  test('adding the app forgets the browsers trusted on an emailed code', async () => {
    const token = await api.signIn();
    await api.post('/media/security/twoStep/set', { enabled: true, password: DEMO.password }, { token });
    const ch = await passwordStep();
    const mailed = await api.mailedCode('demo@media-console.test');
    const trusted = await api.post('/media/authorize/twoStep/verify', {
      challenge: ch.twoStep.challenge,
      code: mailed,
      trust: true,
    });
    const cookie = (trusted.headers.get('set-cookie') ?? '').split(';')[0];
    const withCookie = async () =>
      (await api.post<Partial<SignInResult> & SignInChallenge>('/media/authorize/get', DEMO, { headers: { cookie } }))
        .body.result;
    const own = (await withCookie())['user-token'] as string;
    expect(own).toBeTruthy();
    const { secret } = (await setUp(own)).body.result;
    await enable(own, codeOf(secret));
    expect((await withCookie()).twoStep.method).toBe('authenticator');
  });
});
