/** @jest-environment node */
import { fakeClock, SUB01, startApi, type Clock, type TestApi } from '../helpers';
import { formatZonedTime } from '../../../src/contract/zonedTime';

const EMAIL = 'new.hire@studio.test';
const PASSWORD = 'Welcome-2027';
const DAY = 24 * 3600 * 1000;

interface Notice {
  subject: string;
  text: string;
}
interface Invitation {
  id: number;
  account_name: string;
  status: string;
  expiresAt: string;
  sentAt: string;
  appNames: string[];
  menuCodes: string[];
}

describe('invitations (extension)', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  beforeEach(async () => {
    clock = fakeClock();
    api = await startApi({ now: clock.now, sessionLimit: 3 });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  async function notices(email = EMAIL): Promise<Notice[]> {
    const r = await api.get(`/__mock/notices?email=${encodeURIComponent(email)}`);
    return ((await r.json()) as { result: Notice[] }).result;
  }
  /** The token of the newest link mailed to the address. */
  async function lastToken(email = EMAIL): Promise<string> {
    const [mail] = await notices(email);
    const m = /\/user\/password\?token=([0-9a-f]+)/.exec(mail.text);
    if (!m) throw new Error(`no link in ${mail.text}`);
    return m[1];
  }
  async function firstApp(): Promise<{ appId: number; appName: string }> {
    const r = await api.post<{ appId: number; appName: string }[]>(
      '/media/permission/dataScope/list',
      {},
      { token: demo },
    );
    return r.body.result[0];
  }
  async function invite(extra: Record<string, unknown> = {}) {
    const app = await firstApp();
    return api.post<Invitation>(
      '/media/subAccount/invite',
      {
        account_name: 'newhire',
        name: 'New Hire',
        email: EMAIL,
        menuCodes: ['HomeView', 'AppView'],
        appIds: [app.appId],
        ...extra,
      },
      { token: demo },
    );
  }
  const list = async () =>
    (await api.post<Invitation[]>('/media/subAccount/invite/list', {}, { token: demo })).body.result;
  const setPassword = (token: string, password = PASSWORD) =>
    api.post<{ kind: string; account_name: string }>('/media/passwordLink/set', { token, password });

  test('an invitation mails a link; setting a password creates the sub-account, which signs in with its grants', async () => {
    const sent = await invite();
    expect(sent.body.code).toBe(0);
    expect(sent.body.msg).toContain(EMAIL);
    expect(sent.body.result.status).toBe('pending');
    expect(Date.parse(sent.body.result.expiresAt) - clock.now()).toBe(7 * DAY);
    const [mail] = await notices();
    expect(mail.subject).toContain('demo');
    expect(mail.text).toContain('newhire');
    // The expiry in the inviting account's zone with the zone named (Shanghai), never a bare ISO instant.
    expect(mail.text).toContain(formatZonedTime(sent.body.result.expiresAt, 'Asia/Shanghai', 'en-GB'));
    expect(mail.text).toMatch(/\(GMT\+08:00 Shanghai\)/);
    expect(mail.text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
    // Nobody can sign in before the invitee sets the password: the account does not exist yet.
    expect((await list()).map((i) => i.account_name)).toEqual(['newhire']);
    const token = await lastToken();
    const info = await api.post<{ kind: string; account_name: string; sentBy: string }>('/media/passwordLink/get', {
      token,
    });
    expect(info.body.result).toMatchObject({ kind: 'invite', account_name: 'newhire', sentBy: 'demo' });
    // The strength rules of every password form.
    const weak = await setPassword(token, 'short');
    expect(weak.body.code).toBe(4001);
    expect(weak.body.errors?.password).toBeTruthy();
    const ok = await setPassword(token);
    expect(ok.body.result).toEqual({ kind: 'invite', account_name: 'newhire' });
    const subToken = await api.signIn('newhire', PASSWORD);
    const menu = await api.post<{ code: string }[]>('/media/menu/list', {}, { token: subToken });
    expect(menu.body.result.map((m) => m.code).sort()).toEqual(['AppView', 'HomeView']);
    const apps = await api.post<{ list: { name: string }[] }>(
      '/media/app/list',
      { current: 1, pageSize: 50 },
      { token: subToken },
    );
    expect(apps.body.result.list.map((a) => a.name)).toEqual(sent.body.result.appNames);
    // Accepted: gone from the pending list, in the sub-account list.
    expect(await list()).toEqual([]);
    const subs = await api.post<{ list: { account_name: string; email: string }[] }>(
      '/media/subAccount/list/get',
      { keyword: 'newhire' },
      { token: demo },
    );
    expect(subs.body.result.list).toEqual([expect.objectContaining({ account_name: 'newhire', email: EMAIL })]);
  });

  test('a link works once (reuse answers 4011)', async () => {
    await invite();
    const token = await lastToken();
    expect((await setPassword(token)).body.code).toBe(0);
    const again = await setPassword(token, 'Another-Pass-1');
    expect(again.body.code).toBe(4011);
    expect((await api.post('/media/passwordLink/get', { token })).body.code).toBe(4011);
  });

  test('an invitation expires after 7 days (4012), is listed as expired, and sending it again revives it', async () => {
    await invite();
    const token = await lastToken();
    clock.advance(7 * DAY - 1000);
    expect((await api.post('/media/passwordLink/get', { token })).body.code).toBe(0);
    clock.advance(1000);
    expect((await api.post('/media/passwordLink/get', { token })).body.code).toBe(4012);
    expect((await setPassword(token)).body.code).toBe(4012);
    demo = await api.signIn(); // a week later: a new session
    const [expired] = await list();
    expect(expired.status).toBe('expired');
    // An expired invitation no longer holds its account name.
    const resent = await api.post<Invitation>('/media/subAccount/invite/resend', { id: expired.id }, { token: demo });
    expect(resent.body.result.status).toBe('pending');
    const fresh = await lastToken();
    expect(fresh).not.toBe(token);
    expect((await setPassword(token)).body.code).toBe(4011);
    expect((await setPassword(fresh)).body.code).toBe(0);
  });

  test('sending again replaces the link (4029 within 60 s)', async () => {
    const sent = await invite();
    const first = await lastToken();
    const soon = await api.post('/media/subAccount/invite/resend', { id: sent.body.result.id }, { token: demo });
    expect(soon.body.code).toBe(4029);
    clock.advance(60_000);
    demo = await api.signIn();
    const again = await api.post('/media/subAccount/invite/resend', { id: sent.body.result.id }, { token: demo });
    expect(again.body.code).toBe(0);
    expect((await notices()).length).toBe(2);
    expect((await api.post('/media/passwordLink/get', { token: first })).body.code).toBe(4011);
    expect((await api.post('/media/passwordLink/get', { token: await lastToken() })).body.code).toBe(0);
  });

  test('a withdrawn invitation’s link stops working and its name and address are free again', async () => {
    const sent = await invite();
    const token = await lastToken();
    // While it waits, it holds its account name and its address.
    expect((await invite({ email: 'other@studio.test' })).body.errors?.account_name).toBeTruthy();
    expect((await invite({ account_name: 'otherhire' })).body.errors?.email).toBeTruthy();
    const w = await api.post('/media/subAccount/invite/withdraw', { id: sent.body.result.id }, { token: demo });
    expect(w.body.code).toBe(0);
    expect(await list()).toEqual([]);
    expect((await setPassword(token)).body.code).toBe(4011);
    expect((await api.signIn('newhire', PASSWORD).catch(() => 'refused')) === 'refused').toBe(true);
    // Withdrawing twice, or someone else's invitation: 4004.
    expect(
      (await api.post('/media/subAccount/invite/withdraw', { id: sent.body.result.id }, { token: demo })).body.code,
    ).toBe(4004);
    expect((await invite()).body.code).toBe(0);
  });

  test('grants are checked as for create; a view-only account may list but not invite', async () => {
    const bad = await invite({ menuCodes: ['NotACode'] });
    expect(bad.body.code).toBe(4001);
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const r = await api.post('/media/subAccount/invite/list', {}, { token: sub });
    expect(r.status).toBe(403);
    const i = await api.post(
      '/media/subAccount/invite',
      { account_name: 'x1234', name: 'X', email: 'x@y.test', menuCodes: ['HomeView'], appIds: [] },
      { token: sub },
    );
    expect(i.status).toBe(403);
  });

  test('a malformed or unknown token answers like any invalid link', async () => {
    expect((await api.post('/media/passwordLink/get', { token: 'abc' })).body.code).toBe(4001);
    expect((await api.post('/media/passwordLink/get', { token: 'a'.repeat(48) })).body.code).toBe(4011);
  });

  test('issue 52: the answer is the same whether or not the address has an account elsewhere; only that address is told', async () => {
    // An address of another publisher's account, and one nobody has.
    const KNOWN = 'ops@pixelplay.test';
    const strip = (r: Awaited<ReturnType<typeof invite>>) => {
      const { id, account_name, email, sentAt, expiresAt, ...rest } = r.body.result as Invitation & { email: string };
      void id;
      void email;
      void account_name;
      void sentAt;
      void expiresAt;
      return { status: r.status, code: r.body.code, msg: r.body.msg?.replace(/\S+@\S+/, '…'), result: rest };
    };
    const unknown = await invite({ account_name: 'hire1', email: 'nobody.yet@studio.test' });
    const known = await invite({ account_name: 'hire2', email: KNOWN });
    expect(unknown.body.code).toBe(0);
    expect(strip(known)).toEqual(strip(unknown));
    // Both are listed alike, both can be sent again and withdrawn alike.
    expect((await list()).map((i) => [i.account_name, i.status]).sort()).toEqual([
      ['hire1', 'pending'],
      ['hire2', 'pending'],
    ]);
    clock.advance(61_000);
    const again = await api.post('/media/subAccount/invite/resend', { id: known.body.result.id }, { token: demo });
    expect(again.body.code).toBe(0);
    // The known address gets no link, only a mail saying it has an account; the inviter gets nothing.
    const told = await notices(KNOWN);
    expect(told).toHaveLength(2);
    expect(told[0].subject).toBe('demo tried to invite this address to Media Console');
    expect(told[0].text).toContain('This address already has a Media Console account, so no invitation was made');
    expect(told[0].text).not.toMatch(/token=/);
    expect((await notices('nobody.yet@studio.test'))[0].text).toMatch(/\/user\/password\?token=[0-9a-f]+/);
    expect(await notices('demo@media-console.test')).toEqual([]);
    // Its own team's address and its own waiting invitation are still refused: the inviter sees those anyway.
    expect(
      (await invite({ account_name: 'hire3', email: 'sub01@media-console.test' })).body.errors?.email,
    ).toBeTruthy();
    expect((await invite({ account_name: 'hire4', email: 'nobody.yet@studio.test' })).body.errors?.email).toBeTruthy();
  });
});
