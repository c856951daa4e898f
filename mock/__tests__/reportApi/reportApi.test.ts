/** @jest-environment node */
/** The report API area (mock/core/reportApi): the signed /openapi/report call, its key and secret. */
import CryptoJS from 'crypto-js';
import type { ReportApiCredentials, ReportApiRotated } from '../../../src/contract/typings';
import { DEMO, startApi, type TestApi, fakeClock, type Clock } from '../helpers';

describe('report API', () => {
  let api: TestApi;
  let clock: Clock;
  let demo: string;
  beforeEach(async () => {
    // Noon of today in Asia/Shanghai: in the first hour after midnight today has no figures yet.
    clock = fakeClock(Date.parse(`${new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10)}T12:00:00+08:00`));
    api = await startApi({ now: clock.now });
    demo = await api.signIn();
  });
  afterEach(() => api.close());

  function signedGet(
    key: string,
    secret: string,
    query: Record<string, string>,
    o: { ts?: number; nonce?: string; sig?: string } = {},
  ) {
    const ts = String(o.ts ?? Math.floor(clock.now() / 1000));
    const nonce = o.nonce ?? `n${Math.random().toString(36).slice(2, 12)}`;
    const sorted = Object.keys(query)
      .sort()
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k])}`)
      .join('&');
    const sig = o.sig ?? CryptoJS.HmacSHA256(`${ts}\n${nonce}\n${sorted}`, secret).toString(CryptoJS.enc.Hex);
    return api.get(`/openapi/report?${new URLSearchParams(query).toString()}`, {
      'x-api-key': key,
      'x-timestamp': ts,
      'x-nonce': nonce,
      'x-signature': sig,
    });
  }

  /** The key from /get and the secret from the reveal (issue 28: /get carries only its last four characters). */
  async function credentials(token: string) {
    const got = (await api.post<ReportApiCredentials>('/media/reportApi/get', {}, { token })).body.result;
    const shown = await api.post<{ secret: string }>(
      '/media/reportApi/secret/reveal',
      { password: DEMO.password },
      { token },
    );
    expect(got.secretHint).toBe(shown.body.result.secret.slice(-4));
    return { ...got, secret: shown.body.result.secret };
  }

  test('a key may make 30 calls in one second: the 31st is refused (429) until the next second', async () => {
    const cred = await credentials(demo);
    const day = (n: number) => new Date(clock.now() + 8 * 3600e3 - n * 86400e3).toISOString().slice(0, 10);
    const query = { start: day(1), end: day(0), groupBy: 'day' };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await signedGet(cred.apiKey, cred.secret, query)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    clock.advance(1000);
    expect((await signedGet(cred.apiKey, cred.secret, query)).status).toBe(200);
  });

  test("issue 52: today's row says it is partial and until when; whole days and hours do not", async () => {
    const cred = await credentials(demo);
    const day = (n: number) => new Date(clock.now() + 8 * 3600e3 - n * 86400e3).toISOString().slice(0, 10);
    type Row = { date?: string; hour?: string; partial?: boolean; through?: string };
    const read = async (query: Record<string, string>) => {
      const r = (await (await signedGet(cred.apiKey, cred.secret, query)).json()) as {
        result: { updatedAt: string; list: Row[] };
      };
      return r.result;
    };
    const byDay = await read({ start: day(2), end: day(0), groupBy: 'day' });
    // Noon in Shanghai: figures to the top of the hour, the report's updatedAt.
    expect(byDay.updatedAt).toBe(new Date(clock.now()).toISOString());
    const today = byDay.list.find((r) => r.date === day(0))!;
    expect(today).toMatchObject({ partial: true, through: byDay.updatedAt });
    for (const r of byDay.list.filter((x) => x.date !== day(0))) expect(r).not.toHaveProperty('partial');
    // Not by time: each row adds today in; ending yesterday: none does; by hour: every hour is whole.
    const byApp = await read({ start: day(2), end: day(0), groupBy: 'app' });
    expect(byApp.list.length).toBeGreaterThan(0);
    expect(byApp.list.every((r) => r.partial === true && r.through === byApp.updatedAt)).toBe(true);
    const past = await read({ start: day(2), end: day(1), groupBy: 'app' });
    expect(past.list.some((r) => 'partial' in r || 'through' in r)).toBe(false);
    const byHour = await read({ start: day(0), end: day(0), groupBy: 'hour' });
    expect(byHour.list.length).toBeGreaterThan(0);
    expect(byHour.list.some((r) => 'partial' in r)).toBe(false);
  });

  test('signed request works; bad signature, skew, reused nonce and a rotated secret past its grace are refused', async () => {
    const cred = await credentials(demo);
    const day = (n: number) => new Date(clock.now() + 8 * 3600e3 - n * 86400e3).toISOString().slice(0, 10);
    const query = { start: day(6), end: day(0), groupBy: 'day' };
    const ok = await signedGet(cred.apiKey, cred.secret, query, { nonce: 'nonce-0001' });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { code: number; result: { list: { date: string; status: string }[] } };
    expect(body.code).toBe(0);
    expect(body.result.list).toHaveLength(7);
    expect(body.result.list[6].status).toBe('estimated');
    expect((await signedGet(cred.apiKey, cred.secret, query, { nonce: 'nonce-0001' })).status).toBe(401);
    expect((await signedGet(cred.apiKey, cred.secret, query, { sig: 'ab'.repeat(32) })).status).toBe(401);
    expect(
      (await signedGet(cred.apiKey, cred.secret, query, { ts: Math.floor(clock.now() / 1000) - 301 })).status,
    ).toBe(401);
    expect((await signedGet('mk_unknown', cred.secret, query)).status).toBe(401);
    const tampered = await api.get(`/openapi/report?start=${day(30)}&end=${day(0)}&groupBy=day`, {
      'x-api-key': cred.apiKey,
      'x-timestamp': String(Math.floor(clock.now() / 1000)),
      'x-nonce': 'nonce-0002',
      'x-signature': CryptoJS.HmacSHA256(
        `${Math.floor(clock.now() / 1000)}\nnonce-0002\nend=${day(0)}&groupBy=day&start=${day(6)}`,
        cred.secret,
      ).toString(),
    });
    expect(tampered.status).toBe(401);
    const rotated = (
      await api.post<ReportApiRotated>('/media/reportApi/rotate', { password: DEMO.password }, { token: demo })
    ).body.result;
    expect(rotated.secret).not.toBe(cred.secret);
    // The old secret's last use moves to `previous`; the new one has not been used yet.
    expect(rotated.lastUsedAt).toBeNull();
    expect(rotated.previous).toEqual({
      hint: cred.secret.slice(-4),
      expiresAt: new Date(clock.now() + 24 * 3600e3).toISOString(),
      lastUsedAt: new Date(clock.now()).toISOString(),
    });
    // Grace: both secrets work for 24 hours, each recording its own last use.
    clock.advance(3600e3);
    expect((await signedGet(cred.apiKey, cred.secret, query)).status).toBe(200);
    const oldUse = new Date(clock.now()).toISOString();
    clock.advance(60e3);
    expect((await signedGet(cred.apiKey, rotated.secret, query)).status).toBe(200);
    const demo2 = await api.signIn();
    const both = (await api.post<ReportApiCredentials>('/media/reportApi/get', {}, { token: demo2 })).body.result;
    expect(both.previous?.lastUsedAt).toBe(oldUse);
    expect(both.lastUsedAt).toBe(new Date(clock.now()).toISOString());
    // Past the 24 hours the old secret is refused and no longer listed.
    clock.advance(23 * 3600e3);
    expect((await signedGet(cred.apiKey, cred.secret, query)).status).toBe(401);
    expect((await signedGet(cred.apiKey, rotated.secret, query)).status).toBe(200);
    const demo3 = await api.signIn();
    expect(
      (await api.post<ReportApiCredentials>('/media/reportApi/get', {}, { token: demo3 })).body.result.previous,
    ).toBeNull();
  });

  test('rotating again ends the grace of the secret before at once', async () => {
    const first = await credentials(demo);
    const second = (
      await api.post<ReportApiRotated>('/media/reportApi/rotate', { password: DEMO.password }, { token: demo })
    ).body.result;
    const third = (
      await api.post<ReportApiRotated>('/media/reportApi/rotate', { password: DEMO.password }, { token: demo })
    ).body.result;
    expect(third.previous?.hint).toBe(second.secret.slice(-4));
    const day = new Date(clock.now() + 8 * 3600e3).toISOString().slice(0, 10);
    const query = { start: day, end: day };
    expect((await signedGet(first.apiKey, first.secret, query)).status).toBe(401);
    expect((await signedGet(first.apiKey, second.secret, query)).status).toBe(200);
    expect((await signedGet(first.apiKey, third.secret, query)).status).toBe(200);
  });
});
