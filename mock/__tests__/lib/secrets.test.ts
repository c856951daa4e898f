/**
 * @jest-environment node
 *
 * Issue 28, secrets for those who manage them: the rewarded callback secret goes only to an account that manages
 * the position, once (creation, rotation), and the report API secret only after the password, to the main account
 * or ReportApiManage. The secret values searched for are read from the mock's state (the test's own view), then
 * looked for in the JSON of every answer a view-only account can get.
 */
import { allRoutes } from '../../core/areas';
import { DEMO, fakeClock, freshApiPerTest, type TestApi } from '../helpers';

const clock = fakeClock();
let api: TestApi;
let demo: string;
// The sweep makes many calls within one fake second: no rate limit here.
freshApiPerTest({ now: clock.now, rateLimitPerSecond: 100_000 }, (a, t) => {
  api = a;
  demo = t;
});

const OPS01 = { account: 'ops01', password: 'Ops@2026' };
const HOUR = 3600e3;

interface Position {
  id: number;
  appId: number;
  unitId: string;
  adType: string;
  rewardCallbackUrl: string | null;
  rewardCallbackSecret: string | null;
  rewardCallbackSecretHint: string | null;
  rewardCallbackPreviousExpiresAt: string | null;
}

/** Every secret the mock holds: callback secrets (current and in grace) and report API secrets. */
function secretsInState(): string[] {
  const s = api.mw.server.state();
  const out: string[] = [];
  for (const p of s.adPositions) {
    if (p.callbackSecret) out.push(p.callbackSecret);
    if (p.callbackPreviousSecret) out.push(p.callbackPreviousSecret);
  }
  for (const r of s.reportApi) {
    out.push(r.secret);
    if (r.previousSecret) out.push(r.previousSecret);
  }
  return out;
}

function expectNoSecret(where: string, body: unknown, secrets: string[]): void {
  const text = JSON.stringify(body);
  for (const secret of secrets)
    if (text.includes(secret)) throw new Error(`${where} carries a secret (…${secret.slice(-4)})`);
  expect(text).not.toMatch(/"rewardCallbackSecret":"/);
}

/** A sub-account of demo with these codes and every app. */
async function subAccount(name: string, menuCodes: string[]): Promise<string> {
  const made = await api.post(
    '/media/subAccount/create',
    { account_name: name, password: 'Team-Pass-2027', name, menuCodes, appIds: [], allApps: true },
    { token: demo },
  );
  expect(made.body.code).toBe(0);
  return api.signIn(name, 'Team-Pass-2027');
}

async function rewardedOf(token: string): Promise<Position[]> {
  const r = await api.post<{ list: Position[] }>(
    '/media/adPosition/list',
    { adType: 'rewarded', pageSize: 100 },
    { token },
  );
  expect(r.body.code).toBe(0);
  return r.body.result.list;
}

async function createRewarded(name: string) {
  return api.post<Position>(
    '/media/adPosition/create',
    {
      appId: 1001,
      adType: 'rewarded',
      name,
      rewardName: 'Coins',
      rewardAmount: 5,
      floorPrice: 1,
      rewardCallbackUrl: 'https://api.example.com/cb',
    },
    { token: demo },
  );
}

async function callback(unitId: string): Promise<URL> {
  const res = await fetch(`${api.base}/__mock/rewardCallback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ unitId, userId: 'u1', transactionId: 't1', timestamp: 100 }),
  });
  return new URL(((await res.json()) as { result: { url: string } }).result.url);
}

/** Whether a server holding `secret` accepts the call: `signature` or `previous_signature` matches (the rule). */
async function accepts(url: URL, secret: string): Promise<boolean> {
  const { rewardCallbackMessage } = await import('../../../src/contract/rewardCallback');
  const { hmacSha256Hex } = await import('../../core/lib/hash');
  const u = new URL(url);
  const signatures = [u.searchParams.get('signature'), u.searchParams.get('previous_signature')];
  u.searchParams.delete('signature');
  u.searchParams.delete('previous_signature');
  const expected = hmacSha256Hex(secret, rewardCallbackMessage(Object.fromEntries(u.searchParams) as never));
  return signatures.includes(expected);
}

describe('a view-only account never receives a secret', () => {
  /** The reads a view-only account can reach, with real bodies, and every other get/list route with plain ones. */
  async function sweep(token: string, who: string) {
    await createRewarded('Swept reward');
    const secrets = secretsInState();
    expect(secrets.length).toBeGreaterThan(5);
    const positions = await rewardedOf(token);
    const calls: [string, unknown][] = [
      ['/media/adPosition/list', { pageSize: 100 }],
      ['/media/adPosition/list', { adType: 'rewarded', pageSize: 100 }],
      ['/media/app/list', { pageSize: 100 }],
      ['/media/reportApi/get', {}],
      ['/media/menu/list', {}],
      ...positions.map((p): [string, unknown] => ['/media/adPosition/get', { id: p.id }]),
      ...positions.map((p): [string, unknown] => ['/media/app/get', { id: p.appId }]),
    ];
    for (const r of allRoutes) if (r.method === 'POST' && /\/(get|list)$/.test(r.path)) calls.push([r.path, {}]);
    let answered = 0;
    for (const [path, body] of calls) {
      const res = await api.post(path, body, { token });
      if (res.body.code === 0) answered += 1;
      expectNoSecret(`${who} ${path}`, res.body, secrets);
    }
    // The sweep did read things (not only refusals).
    expect(answered).toBeGreaterThan(positions.length);
    return positions;
  }

  it('ops01 (AdPosView, no AdPosManage) sees rewarded positions without secret or hint, and cannot rotate', async () => {
    const ops = await api.signIn(OPS01.account, OPS01.password);
    const positions = await sweep(ops, 'ops01');
    expect(positions.length).toBeGreaterThan(0);
    for (const p of positions) {
      expect(p.rewardCallbackSecret).toBeNull();
      expect(p.rewardCallbackSecretHint).toBeNull();
      expect(p.rewardCallbackPreviousExpiresAt).toBeNull();
    }
    const rotate = await api.post('/media/adPosition/callbackSecret/rotate', { id: positions[0].id }, { token: ops });
    expect(rotate.status).toBe(403);
  });

  it('a ReportApiView-only sub-account gets the key and a hint, and may neither reveal nor rotate (403)', async () => {
    const viewer = await subAccount('apiviewer', ['ReportApiView', 'AdPosView', 'AppView']);
    await sweep(viewer, 'apiviewer');
    const got = await api.post<{ apiKey: string; secretHint: string }>('/media/reportApi/get', {}, { token: viewer });
    const secret = api.mw.server.state().reportApi.find((r) => r.publisherId === 2)!.secret;
    expect(got.body.result.secretHint).toBe(secret.slice(-4));
    expect(got.body.result).not.toHaveProperty('secret');
    const reveal = await api.post('/media/reportApi/secret/reveal', { password: 'Team-Pass-2027' }, { token: viewer });
    expect(reveal.status).toBe(403);
    const rotate = await api.post('/media/reportApi/rotate', { password: 'Team-Pass-2027' }, { token: viewer });
    expect(rotate.status).toBe(403);
    expect(api.mw.server.state().reportApi.find((r) => r.publisherId === 2)!.secret).toBe(secret);
  });
});

describe('the rewarded callback secret', () => {
  it('is random, shown once to the manager on creation, then only its last four characters', async () => {
    const a = (await createRewarded('Once A')).body.result;
    const b = (await createRewarded('Once B')).body.result;
    expect(a.rewardCallbackSecret).toMatch(/^[0-9a-f]{32}$/);
    expect(b.rewardCallbackSecret).not.toBe(a.rewardCallbackSecret);
    const listed = (await rewardedOf(demo)).find((p) => p.id === a.id)!;
    expect(listed.rewardCallbackSecret).toBeNull();
    expect(listed.rewardCallbackSecretHint).toBe(a.rewardCallbackSecret!.slice(-4));
    // Seeded rewarded positions have one too (the mock state's migration).
    const seeded = (await rewardedOf(demo)).filter((p) => p.id < 3000);
    expect(seeded.length).toBeGreaterThan(0);
    for (const p of seeded) expect(p.rewardCallbackSecretHint).toMatch(/^[0-9a-f]{4}$/);
  });

  it('rotates: the new one shown once, the old one signs beside it for 24 hours and not after', async () => {
    const made = (await createRewarded('Rotating')).body.result;
    const old = made.rewardCallbackSecret!;
    const rotated = await api.post<Position>(
      '/media/adPosition/callbackSecret/rotate',
      { id: made.id },
      { token: demo },
    );
    expect(rotated.body.code).toBe(0);
    const fresh = rotated.body.result.rewardCallbackSecret!;
    expect(fresh).toMatch(/^[0-9a-f]{32}$/);
    expect(fresh).not.toBe(old);
    expect(rotated.body.result.rewardCallbackPreviousExpiresAt).toBe(new Date(clock.now() + 24 * HOUR).toISOString());
    const after = await api.post<Position>('/media/adPosition/get', { id: made.id }, { token: demo });
    expect(after.body.result.rewardCallbackSecret).toBeNull();
    expect(after.body.result.rewardCallbackSecretHint).toBe(fresh.slice(-4));

    // Grace: two signatures of one message; a server with either secret accepts the call.
    clock.advance(23 * HOUR);
    const during = await callback(made.unitId);
    expect(during.searchParams.has('previous_signature')).toBe(true);
    expect(await accepts(during, fresh)).toBe(true);
    expect(await accepts(during, old)).toBe(true);
    expect(await accepts(during, 'f'.repeat(32))).toBe(false);

    // Past the grace only the new secret signs.
    clock.advance(2 * HOUR);
    const later = await callback(made.unitId);
    expect(later.searchParams.has('previous_signature')).toBe(false);
    expect(await accepts(later, fresh)).toBe(true);
    expect(await accepts(later, old)).toBe(false);
    const demo2 = await api.signIn();
    const done = await api.post<Position>('/media/adPosition/get', { id: made.id }, { token: demo2 });
    expect(done.body.result.rewardCallbackPreviousExpiresAt).toBeNull();
  });

  it('is rotated only on a rewarded position in the caller scope', async () => {
    const banner = await api.post<Position>(
      '/media/adPosition/list',
      { adType: 'banner', pageSize: 1 },
      { token: demo },
    );
    const bannerId = (banner.body.result as unknown as { list: Position[] }).list[0].id;
    const notRewarded = await api.post('/media/adPosition/callbackSecret/rotate', { id: bannerId }, { token: demo });
    expect(notRewarded.body.code).toBe(4001);
    expect(notRewarded.body.errors?.id).toBeDefined();
    // A position of another publisher: unknown to demo.
    const other = api.mw.server.state().adPositions.find((p) => p.adType === 'rewarded' && p.appId > 1012)!;
    const outside = await api.post('/media/adPosition/callbackSecret/rotate', { id: other.id }, { token: demo });
    expect(outside.body.code).toBe(4004);
  });

  it('a sub-account with AdPosManage sees it only for the apps of its scope', async () => {
    const made = (await createRewarded('Scoped')).body.result;
    const sub = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'posmanager',
        password: 'Team-Pass-2027',
        name: 'PM',
        menuCodes: ['AdPosManage', 'AppView'],
        appIds: [1003],
      },
      { token: demo },
    );
    expect(sub.body.code).toBe(0);
    const pm = await api.signIn('posmanager', 'Team-Pass-2027');
    expect((await api.post('/media/adPosition/get', { id: made.id }, { token: pm })).body.code).toBe(4004);
    expect((await api.post('/media/adPosition/callbackSecret/rotate', { id: made.id }, { token: pm })).body.code).toBe(
      4004,
    );
    const own = (await rewardedOf(pm)).filter((p) => p.appId === 1003);
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) expect(p.rewardCallbackSecretHint).toMatch(/^[0-9a-f]{4}$/);
  });
});

describe('the report API secret', () => {
  it('is revealed after the right password only; a wrong one is a field error and a failed sign-in', async () => {
    const got = await api.post<{ secretHint: string }>('/media/reportApi/get', {}, { token: demo });
    expect(got.body.result).not.toHaveProperty('secret');
    const wrong = await api.post('/media/reportApi/secret/reveal', { password: 'Nope@2026' }, { token: demo });
    expect(wrong.body.code).toBe(4001);
    expect(wrong.body.errors?.password).toBe('The password is wrong');
    const history = await api.post<{ list: { ok: boolean; failure: string | null }[] }>(
      '/media/signIn/history',
      { failedOnly: true },
      { token: demo },
    );
    expect(history.body.result.list[0]).toMatchObject({ ok: false, failure: 'wrongPassword' });
    const right = await api.post<{ secret: string }>(
      '/media/reportApi/secret/reveal',
      { password: DEMO.password },
      { token: demo },
    );
    expect(right.body.code).toBe(0);
    expect(right.body.result.secret.slice(-4)).toBe(got.body.result.secretHint);
    expect(right.body.result.secret).toBe(api.mw.server.state().reportApi.find((r) => r.publisherId === 2)!.secret);
  });

  it('is rotated after the password, the new one in that answer only', async () => {
    const wrong = await api.post('/media/reportApi/rotate', { password: 'Nope@2026' }, { token: demo });
    expect(wrong.body.errors?.password).toBeDefined();
    const rotated = await api.post<{ secret: string; secretHint: string }>(
      '/media/reportApi/rotate',
      { password: DEMO.password },
      { token: demo },
    );
    expect(rotated.body.code).toBe(0);
    expect(rotated.body.result.secretHint).toBe(rotated.body.result.secret.slice(-4));
    const after = await api.post('/media/reportApi/get', {}, { token: demo });
    expect(JSON.stringify(after.body)).not.toContain(rotated.body.result.secret);
  });

  it('a sub-account granted ReportApiManage may reveal with its own password', async () => {
    const manager = await subAccount('apimanager', ['ReportApiManage']);
    const menu = await api.post<{ code: string }[]>('/media/menu/list', {}, { token: manager });
    // Manage implies View.
    expect(menu.body.result.map((m) => m.code)).toEqual(['ReportApiView', 'ReportApiManage']);
    const refused = await api.post('/media/reportApi/secret/reveal', { password: DEMO.password }, { token: manager });
    expect(refused.body.code).toBe(4001);
    const ok = await api.post<{ secret: string }>(
      '/media/reportApi/secret/reveal',
      { password: 'Team-Pass-2027' },
      { token: manager },
    );
    expect(ok.body.result.secret).toMatch(/^[0-9a-f]{48}$/);
  });
});
