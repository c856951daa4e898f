/** @jest-environment node */
import { fakeClock, startApi, SUB01, type Clock, type TestApi } from '../helpers';

const SUB_EMAIL = 'sub01@media-console.test';
const NEW = 'Chosen-By-Sub-2027';
const HOUR = 3600 * 1000;

interface Notice {
  subject: string;
  text: string;
}

describe('a main account and its sub-accounts’ passwords (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 3 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  async function lastLink(): Promise<string> {
    const r = await api.get(`/__mock/notices?email=${encodeURIComponent(SUB_EMAIL)}`);
    const [mail] = ((await r.json()) as { result: Notice[] }).result;
    return /token=([0-9a-f]+)/.exec(mail?.text ?? '')?.[1] ?? '';
  }
  const sub01Id = async () => {
    const r = await api.post<{ list: { id: number; account_name: string }[] }>(
      '/media/subAccount/list/get',
      { keyword: 'sub01' },
      { token: demo },
    );
    return r.body.result.list[0].id;
  };
  const signInSub = (password = SUB01.password) =>
    api.post<Record<string, unknown>>('/media/authorize/get', { account: SUB01.account, password });

  test('a reset link mails the sub-account; the old password works until the new one is set, which ends its sessions', async () => {
    const id = await sub01Id();
    const session = await api.signIn(SUB01.account, SUB01.password);
    const sent = await api.post<{ email: string; expiresAt: string }>(
      '/media/subAccount/resetLink',
      { id },
      { token: demo },
    );
    expect(sent.body.code).toBe(0);
    expect(sent.body.result.email).toBe(SUB_EMAIL);
    expect(Date.parse(sent.body.result.expiresAt) - clock.now()).toBe(24 * HOUR);
    const token = await lastLink();
    // The parent sent a link, never a password: the mail has none, and the old one still signs in.
    expect((await signInSub()).body.code).toBe(0);
    const info = await api.post<{ kind: string; account_name: string; sentBy: string }>('/media/passwordLink/get', {
      token,
    });
    expect(info.body.result).toMatchObject({ kind: 'reset', account_name: 'sub01', sentBy: 'demo' });
    expect((await api.post('/media/passwordLink/set', { token, password: NEW })).body.code).toBe(0);
    expect((await api.post('/media/authorize/keep', {}, { token: session })).status).toBe(401);
    expect((await signInSub()).body.code).toBe(4002);
    expect((await signInSub(NEW)).body.code).toBe(0);
    // Once only.
    expect((await api.post('/media/passwordLink/set', { token, password: 'Again-2027x' })).body.code).toBe(4011);
  });

  test('reset links: the newest replaces the older, 60 s apart, 24 hours, an account without email refused', async () => {
    const id = await sub01Id();
    await api.post('/media/subAccount/resetLink', { id }, { token: demo });
    const first = await lastLink();
    expect((await api.post('/media/subAccount/resetLink', { id }, { token: demo })).body.code).toBe(4029);
    clock.advance(60_000);
    await api.post('/media/subAccount/resetLink', { id }, { token: demo });
    const second = await lastLink();
    expect((await api.post('/media/passwordLink/get', { token: first })).body.code).toBe(4011);
    clock.advance(24 * HOUR);
    expect((await api.post('/media/passwordLink/get', { token: second })).body.code).toBe(4012);
    demo = await api.signIn();
    await api.post('/media/subAccount/update', { id, email: '' }, { token: demo });
    const none = await api.post('/media/subAccount/resetLink', { id }, { token: demo });
    expect(none.body.code).toBe(4001);
    expect(none.body.message).toMatch(/no email/);
    // Not one of the caller's sub-accounts: 4004; a sub-account without SubAccountManage: 403.
    expect((await api.post('/media/subAccount/resetLink', { id: 1 }, { token: demo })).body.code).toBe(4004);
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/subAccount/resetLink', { id }, { token: sub })).status).toBe(403);
  });

  test('a forced change: the password sign-in answers a challenge, the new password signs in and lifts it', async () => {
    const id = await sub01Id();
    const forced = await api.post<{ mustChangePassword: boolean }>(
      '/media/subAccount/forceChange',
      { id, enabled: true },
      { token: demo },
    );
    expect(forced.body.result.mustChangePassword).toBe(true);
    // A wrong password still says only "wrong account or password".
    expect((await signInSub('Wrong-Pass-1')).body.code).toBe(4002);
    const first = await signInSub();
    const challenge = (first.body.result.passwordChange as { challenge: string }).challenge;
    expect(challenge).toBeTruthy();
    expect(first.body.result['user-token']).toBeUndefined();
    // Not the current password, and the strength rules.
    const same = await api.post('/media/authorize/passwordChange', { challenge, newPassword: SUB01.password });
    expect(same.body.errors?.newPassword).toBeTruthy();
    const weak = await api.post('/media/authorize/passwordChange', { challenge, newPassword: 'weak' });
    expect(weak.body.errors?.newPassword).toBeTruthy();
    const done = await api.post<{ 'user-token': string }>('/media/authorize/passwordChange', {
      challenge,
      newPassword: NEW,
    });
    expect(done.body.result['user-token']).toBeTruthy();
    expect((await api.post('/media/authorize/keep', {}, { token: done.body.result['user-token'] })).status).toBe(200);
    // Once; then it is lifted and the new password signs in directly.
    expect(
      (await api.post('/media/authorize/passwordChange', { challenge, newPassword: 'Other-2027x' })).body.code,
    ).toBe(4010);
    expect((await signInSub(NEW)).body.result['user-token']).toBeTruthy();
    const list = await api.post<{ list: { mustChangePassword: boolean; lastLoginAt: string }[] }>(
      '/media/subAccount/list/get',
      { keyword: 'sub01' },
      { token: demo },
    );
    expect(list.body.result.list[0].mustChangePassword).toBe(false);
    expect(list.body.result.list[0].lastLoginAt).toBe(new Date(clock.now()).toISOString());
  });

  test('a forced change applies to the email-code sign-in too, and expires after 10 minutes', async () => {
    const id = await sub01Id();
    await api.post('/media/subAccount/forceChange', { id, enabled: true }, { token: demo });
    await api.post('/media/authorize/email/send', { email: SUB_EMAIL });
    const code = await api.mailedCode(SUB_EMAIL);
    const r = await api.post<Record<string, { challenge: string }>>('/media/authorize/email/verify', {
      email: SUB_EMAIL,
      code,
    });
    const challenge = r.body.result.passwordChange.challenge;
    clock.advance(10 * 60 * 1000);
    expect((await api.post('/media/authorize/passwordChange', { challenge, newPassword: NEW })).body.code).toBe(4010);
  });
});
