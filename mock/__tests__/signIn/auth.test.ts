/** @jest-environment node */
import { ADMIN, DEMO, fakeClock, otherCode, startApi, SUB01, type TestApi, type Clock } from '../helpers';

describe('authorize over HTTP', () => {
  let api: TestApi;
  let clock: Clock;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now });
  });
  afterEach(() => api.close());

  test('sign-in returns token, expiry and user info', async () => {
    const r = await api.post<{ 'user-token': string; expiresIn: number; userInfo: Record<string, unknown> }>(
      '/media/authorize/get',
      DEMO,
    );
    expect(r.status).toBe(200);
    expect(r.body.code).toBe(0);
    expect(r.body.result['user-token']).toMatch(/^[0-9a-f]{48}$/);
    expect(r.body.result.expiresIn).toBe(300);
    expect(r.body.result.userInfo).toMatchObject({ account_name: 'demo', access: 'user', parentId: null });
    expect(r.body.msg).toBe('Signed in');
    const admin = await api.post<{ userInfo: { access: string } }>('/media/authorize/get', ADMIN);
    expect(admin.body.result.userInfo.access).toBe('admin');
    const sub = await api.post<{ userInfo: { parentId: number } }>('/media/authorize/get', SUB01);
    expect(sub.body.result.userInfo.parentId).toBe(2);
  });

  test('wrong password → 4002, missing fields → 4001 with field messages, Chinese when asked', async () => {
    const wrong = await api.post('/media/authorize/get', { account: 'demo', password: 'nope' });
    expect(wrong.status).toBe(200);
    expect(wrong.body).toMatchObject({ code: 4002, msg: 'Wrong account or password' });
    const unknown = await api.post('/media/authorize/get', { account: 'ghost', password: DEMO.password });
    expect(unknown.body.code).toBe(4002);
    const empty = await api.post('/media/authorize/get', { account: '' });
    expect(empty.body.code).toBe(4001);
    expect(empty.body.errors).toEqual({ account: 'Required', password: 'Required' });
    const zh = await api.post(
      '/media/authorize/get',
      { account: 'demo', password: 'x' },
      { headers: { 'accept-language': 'zh-CN,zh;q=0.9' } },
    );
    expect(zh.body.message).toBe('账号或密码错误');
  });

  test('missing, unknown and expired tokens → 401', async () => {
    const missing = await api.post('/media/authorize/keep');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ code: 401 });
    expect(missing.body.msg).toBeTruthy();
    const unknown = await api.post('/media/authorize/keep', {}, { token: 'f'.repeat(48) });
    expect(unknown.status).toBe(401);
    const token = await api.signIn();
    expect((await api.post('/media/authorize/keep', {}, { token })).body).toMatchObject({
      code: 0,
      result: { alive: true },
    });
    clock.advance(299_000);
    expect((await api.post('/media/authorize/keep', {}, { token })).status).toBe(200);
    clock.advance(2_000);
    const expired = await api.post('/media/authorize/keep', {}, { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe(401);
  });

  test('refresh issues a new token; the old one lives 10 s more', async () => {
    const old = await api.signIn();
    clock.advance(250_000);
    const r = await api.post<{ 'user-token': string }>('/media/authorize/refresh', {}, { token: old });
    expect(r.body.code).toBe(0);
    const fresh = r.body.result['user-token'];
    expect(r.body.data).toEqual(r.body.result);
    expect(fresh).not.toBe(old);
    clock.advance(9_000);
    expect((await api.post('/media/authorize/keep', {}, { token: old })).status).toBe(200);
    clock.advance(2_000);
    expect((await api.post('/media/authorize/keep', {}, { token: old })).status).toBe(401);
    // The new token runs 300 s from its own issue.
    clock.advance(280_000);
    expect((await api.post('/media/authorize/keep', {}, { token: fresh })).status).toBe(200);
  });

  const LAPTOP = {
    'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
    'x-forwarded-for': '192.0.2.10',
  };
  const PHONE = {
    'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36',
    'x-forwarded-for': '203.0.113.7',
  };
  const signInOn = async (headers: Record<string, string>) =>
    (await api.post<{ 'user-token': string }>('/media/authorize/get', DEMO, { headers })).body.result['user-token'];

  test('issue 52: by default five sessions live side by side (a laptop and a phone at once)', async () => {
    const laptop = await signInOn(LAPTOP);
    const phone = await signInOn(PHONE);
    const more = [await api.signIn(), await api.signIn(), await api.signIn()];
    for (const token of [laptop, phone, ...more])
      expect((await api.post('/media/authorize/keep', {}, { token })).status).toBe(200);
    expect((await api.post<{ sessionLimit: number }>('/__mock/settings', {})).body.result.sessionLimit).toBe(5);
  });

  test("the sixth sign-in displaces the oldest → 406 with the spec's message, naming the device that took its place", async () => {
    const laptop = await signInOn(LAPTOP);
    const others = [await api.signIn(), await api.signIn(), await api.signIn(), await api.signIn()];
    clock.advance(1000);
    const phone = await signInOn(PHONE);
    const displaced = await api.post('/media/authorize/keep', {}, { token: laptop });
    expect(displaced.status).toBe(406);
    expect(displaced.body.code).toBe(406);
    expect(displaced.body.message).toMatch(/login limit/i);
    // Extension: when the displacing sign-in happened, the account's zone to show it in, and which device (no address).
    expect(displaced.body.sessionEnd).toEqual({
      reason: 'displaced',
      at: new Date(clock.t).toISOString(),
      timeZone: 'Asia/Shanghai',
      by: { browser: 'chrome', os: 'android', place: 'Shanghai, China' },
    });
    expect(JSON.stringify(displaced.body)).not.toContain('203.0.113.7');
    clock.advance(60_000);
    expect((await api.post('/media/find', {}, { token: laptop })).body.sessionEnd?.at).toBe(
      new Date(clock.t - 60_000).toISOString(),
    );
    for (const token of [phone, ...others])
      expect((await api.post('/media/authorize/keep', {}, { token })).status).toBe(200);
    // Other accounts are not affected.
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/authorize/keep', {}, { token: phone })).status).toBe(200);
    expect((await api.post('/media/authorize/keep', {}, { token: sub })).status).toBe(200);
  });

  test('sessionLimit 2 keeps two sessions', async () => {
    await api.close();
    api = await startApi({ now: clock.now, sessionLimit: 2 });
    const a = await api.signIn();
    const b = await api.signIn();
    expect((await api.post('/media/authorize/keep', {}, { token: a })).status).toBe(200);
    const c = await api.signIn();
    expect((await api.post('/media/authorize/keep', {}, { token: a })).status).toBe(406);
    expect((await api.post('/media/authorize/keep', {}, { token: b })).status).toBe(200);
    expect((await api.post('/media/authorize/keep', {}, { token: c })).status).toBe(200);
  });

  test("MOCK_SESSION_LIMIT=1 (the spec's own reading): a second sign-in displaces the first", async () => {
    await api.close();
    process.env.MOCK_SESSION_LIMIT = '1';
    try {
      api = await startApi({ now: clock.now });
    } finally {
      delete process.env.MOCK_SESSION_LIMIT;
    }
    const first = await api.signIn();
    const second = await api.signIn();
    expect((await api.post('/media/authorize/keep', {}, { token: first })).status).toBe(406);
    expect((await api.post('/media/authorize/keep', {}, { token: second })).status).toBe(200);
  });

  test('logout invalidates the token', async () => {
    const token = await api.signIn();
    const out = await api.post('/media/authorize/logout', {}, { token });
    expect(out.body.code).toBe(0);
    expect((await api.post('/media/authorize/keep', {}, { token })).status).toBe(401);
  });

  test('rate limit per token → 429 over 30 requests in one second', async () => {
    const token = await api.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await api.post('/media/authorize/keep', {}, { token })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
    clock.advance(1000);
    expect((await api.post('/media/authorize/keep', {}, { token })).status).toBe(200);
  });

  test('menu list returns the caller codes (data and result)', async () => {
    const token = await api.signIn(SUB01.account, SUB01.password);
    const r = await api.post<{ code: string; name: string; path: string }[]>('/media/menu/list', {}, { token });
    expect(r.body.code).toBe(0);
    expect(r.body.result.map((m) => m.code)).toEqual(['HomeView', 'AppView', 'AdPosView', 'BillReportView']);
    expect(r.body.data).toEqual(r.body.result);
    expect(r.body.result[0]).toEqual({ code: 'HomeView', name: 'Dashboard', path: '/dashboard' });
    const demo = await api.signIn();
    const all = await api.post<{ code: string }[]>('/media/menu/list', {}, { token: demo });
    // The 13 codes of SPEC.md section 6 and the MaterialAuditManage, MonthBillManage, ActivityView, ReportApiManage,
    // AlertView and AlertManage extensions.
    expect(all.body.result).toHaveLength(19);
  });

  test('a call the menu codes do not allow → 403', async () => {
    const token = await api.signIn(SUB01.account, SUB01.password);
    const r = await api.post('/media/subAccount/list/get', {}, { token });
    expect(r.status).toBe(403);
    expect(r.body.code).toBe(403);
    const find = await api.post('/media/find', {}, { token });
    expect(find.status).toBe(403);
  });

  test('email code: send, read from the mailbox, verify signs in; resend within 60 s → 4029; wrong → 4010', async () => {
    const send = await api.post<{ expiresIn: number }>('/media/authorize/email/send', {
      email: 'demo@media-console.test',
    });
    expect(send.body.code).toBe(0);
    expect(send.body.result.expiresIn).toBe(600);
    const again = await api.post('/media/authorize/email/send', { email: 'demo@media-console.test' });
    expect(again.body.code).toBe(4029);
    const mailed = await api.mailedCode('demo@media-console.test');
    expect(mailed).toMatch(/^\d{6}$/);
    expect(send.body.devMsg).toContain(mailed);
    const wrongCode = otherCode(mailed);
    expect(
      (await api.post('/media/authorize/email/verify', { email: 'demo@media-console.test', code: wrongCode })).body
        .code,
    ).toBe(4010);
    const ok = await api.post<{ 'user-token': string; userInfo: { account_name: string } }>(
      '/media/authorize/email/verify',
      { email: 'demo@media-console.test', code: mailed },
    );
    expect(ok.body.code).toBe(0);
    expect(ok.body.result.userInfo.account_name).toBe('demo');
    // A code works once.
    expect(
      (await api.post('/media/authorize/email/verify', { email: 'demo@media-console.test', code: mailed })).body.code,
    ).toBe(4010);
    // After 60 s a new code may be sent; codes expire after 10 minutes.
    clock.advance(61_000);
    expect((await api.post('/media/authorize/email/send', { email: 'demo@media-console.test' })).body.code).toBe(0);
    const mailed2 = await api.mailedCode('demo@media-console.test');
    clock.advance(601_000);
    expect(
      (await api.post('/media/authorize/email/verify', { email: 'demo@media-console.test', code: mailed2 })).body.code,
    ).toBe(4010);
  });

  test('state keeps only salted hashes, never passwords', () => {
    const json = JSON.stringify(api.mw.server.state());
    expect(json).not.toContain(DEMO.password);
    expect(json).not.toContain(ADMIN.password);
    expect(json).not.toContain(SUB01.password);
  });
});
