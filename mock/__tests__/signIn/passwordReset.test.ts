/** @jest-environment node */
import { DEMO, fakeClock, otherCode, startApi, type Clock, type TestApi } from '../helpers';

const EMAIL = 'demo@media-console.test';
const NEW = 'Fresh-Pass-2027';

describe('forgot password (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 3 });
  });
  afterEach(() => api.close());

  const mailedCode = (email = EMAIL) => api.mailedCode(email);
  const reset = (code: string, newPassword = NEW, email = EMAIL) =>
    api.post('/media/password/reset', { email, code, newPassword });

  test('the same answer for an address with and without an account (no probing)', async () => {
    const known = await api.post('/media/password/reset/send', { email: EMAIL });
    const unknown = await api.post('/media/password/reset/send', { email: 'nobody@example.test' });
    expect(known.status).toBe(200);
    expect(unknown.body.code).toBe(known.body.code);
    expect(unknown.body.result).toEqual({ ...(known.body.result as object), email: 'nobody@example.test' });
    expect(unknown.body.message.replace('nobody@example.test', EMAIL)).toBe(known.body.message);
    // The unknown address's code resets nothing, and says so exactly as a wrong code does.
    const refused = await reset(await mailedCode('nobody@example.test'), NEW, 'nobody@example.test');
    const wrong = await reset(otherCode(await mailedCode()));
    expect(refused.body.code).toBe(4010);
    expect(refused.body.message).toBe(wrong.body.message);
  });

  test('a right code sets the new password and ends every session of the account', async () => {
    const a = await api.signIn();
    const b = await api.signIn();
    await api.post('/media/password/reset/send', { email: EMAIL });
    expect((await api.mailbox(EMAIL))?.purpose).toBe('reset');
    const mailed = await mailedCode();
    const ok = await reset(mailed);
    expect(ok.body.code).toBe(0);
    expect(ok.body.msg).toMatch(/every session/);
    expect((await api.post('/media/authorize/keep', {}, { token: a })).status).toBe(401);
    expect((await api.post('/media/authorize/keep', {}, { token: b })).status).toBe(401);
    expect((await api.post('/media/authorize/get', DEMO)).body.code).toBe(4002);
    expect((await api.post('/media/authorize/get', { account: DEMO.account, password: NEW })).body.code).toBe(0);
    // Used once only.
    expect((await reset(mailed, 'Another-Pass-1')).body.code).toBe(4010);
  });

  test('expires after 10 minutes; 5 wrong tries use it up; the strength rule holds', async () => {
    await api.post('/media/password/reset/send', { email: EMAIL });
    const weak = await reset(await mailedCode(), 'short');
    expect(weak.body.code).toBe(4001);
    expect(weak.body.errors?.newPassword).toBeTruthy();
    clock.advance(10 * 60 * 1000);
    expect((await reset(await mailedCode())).body.code).toBe(4010);

    await api.post('/media/password/reset/send', { email: EMAIL });
    const code = await mailedCode();
    for (let i = 0; i < 5; i++) expect((await reset(code === '111111' ? '222222' : '111111')).body.code).toBe(4010);
    expect((await reset(code)).body.code).toBe(4010);
    expect((await api.post('/media/authorize/get', DEMO)).body.code).toBe(0);
  });

  test('another code within 60 s is refused (4029); a reset code never signs in, a sign-in code never resets', async () => {
    await api.post('/media/password/reset/send', { email: EMAIL });
    expect((await api.post('/media/password/reset/send', { email: EMAIL })).body.code).toBe(4029);
    const resetCode = await mailedCode();
    expect((await api.post('/media/authorize/email/verify', { email: EMAIL, code: resetCode })).body.code).toBe(4010);
    await api.post('/media/authorize/email/send', { email: EMAIL });
    const signInCode = await mailedCode();
    expect((await reset(signInCode)).body.code).toBe(4010);
  });
});
