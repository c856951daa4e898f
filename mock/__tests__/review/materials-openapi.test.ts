/** @jest-environment node */
import CryptoJS from 'crypto-js';
import type { ReportApiCredentials, ReportApiRotated } from '../../../src/contract/typings';
import { DEMO, SUB01, startApi, type TestApi, fakeClock, type Clock, freshApiPerTest } from '../helpers';

interface Page<T> {
  total: number;
  list: T[];
}
interface Material {
  id: number;
  title: string;
  appId: number;
  status: string;
  landingUrl: string;
  previewUrl: string;
  reviewedBy: string | null;
  rejectReason: string | null;
}

describe('materials', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({ rateLimitPerSecond: 1000 }, (a, d) => {
    [api, demo] = [a, d];
  });

  test('2,000 creatives in the seed, with previews and hostile samples', async () => {
    const admin = await api.signIn('admin', 'Admin@2026');
    const all = await api.post<Page<Material>>('/media/material/list', { pageSize: 100 }, { token: admin });
    expect(all.body.result.total).toBe(2000);
    const mine = await api.post<Page<Material>>('/media/material/list', { pageSize: 100 }, { token: demo });
    expect(mine.body.result.total).toBeGreaterThan(1500);
    expect(mine.body.result.list[0].previewUrl).toMatch(/^data:image\/svg\+xml/);
    const hostile = await api.post<Page<Material>>(
      '/media/material/list',
      { keyword: '<script>', pageSize: 100 },
      { token: admin },
    );
    expect(hostile.body.result.total).toBeGreaterThan(0);
    // The SVG preview never carries raw markup from the title.
    expect(decodeURIComponent(hostile.body.result.list[0].previewUrl)).not.toContain('<script>');
    const pending = await api.post<Page<Material>>(
      '/media/material/list',
      { status: 'pending', sortField: 'submittedAt', sortOrder: 'ascend' },
      { token: demo },
    );
    expect(pending.body.result.list.every((m) => m.status === 'pending')).toBe(true);
  });

  test('review: reason required to reject, per-id results, recorded history', async () => {
    const pending = await api.post<Page<Material>>(
      '/media/material/list',
      { status: 'pending', pageSize: 3 },
      { token: demo },
    );
    const ids = pending.body.result.list.map((m) => m.id);
    const noReason = await api.post('/media/material/review', { ids, decision: 'reject' }, { token: demo });
    expect(noReason.body.code).toBe(4001);
    expect(noReason.body.errors?.reason).toBeTruthy();
    const foreign = (
      await api.post<Page<Material>>(
        '/media/material/list',
        { pageSize: 1 },
        { token: await api.signIn('pixelplay', 'Pub@2026') },
      )
    ).body.result.list[0].id;
    const r = await api.post<{ succeeded: number[]; failed: { id: number; reason: string }[] }>(
      '/media/material/review',
      { ids: [...ids, foreign, 1], decision: 'reject', reason: 'Misleading claims' },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    expect(r.body.result.succeeded).toEqual(ids);
    expect(r.body.result.failed.map((f) => f.id)).toEqual([foreign, 1]);
    expect(r.body.msg).toBe('3 reviewed, 2 failed');
    const again = await api.post<{ failed: { id: number }[] }>(
      '/media/material/review',
      { ids: [ids[0]], decision: 'reject', reason: 'x' },
      { token: demo },
    );
    expect(again.body.result.failed).toHaveLength(1);
    await api.post('/media/material/review', { ids: [ids[0]], decision: 'approve' }, { token: demo });
    const got = await api.post<Material>('/media/material/get', { id: ids[0] }, { token: demo });
    expect(got.body.result).toMatchObject({ status: 'approved', reviewedBy: 'demo', rejectReason: null });
    const hist = await api.post<Page<{ decision: string; reviewer: string; reason: string | null }>>(
      '/media/material/history',
      { materialId: ids[0] },
      { token: demo },
    );
    expect(hist.body.result.list.map((h) => h.decision)).toEqual(['approve', 'reject']);
    expect(hist.body.result.list[1]).toMatchObject({ reviewer: 'demo', reason: 'Misleading claims' });
  });

  test('View reads the queue, only MaterialAuditManage decides (ops01 has View only)', async () => {
    const ops = await api.signIn('ops01', 'Ops@2026');
    const menu = await api.post<{ menuCode: string }[]>('/media/menu/list', {}, { token: ops });
    const codes = JSON.stringify(menu.body.result);
    expect(codes).toContain('MaterialAuditView');
    expect(codes).not.toContain('MaterialAuditManage');
    const list = await api.post<Page<Material>>('/media/material/list', { status: 'pending' }, { token: ops });
    expect(list.body.code).toBe(0);
    const id = list.body.result.list[0].id;
    expect((await api.post('/media/material/get', { id }, { token: ops })).body.code).toBe(0);
    expect((await api.post('/media/material/history', { materialId: id }, { token: ops })).body.code).toBe(0);
    const refused = await api.post('/media/material/review', { ids: [id], decision: 'approve' }, { token: ops });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 403, result: null });
    // Nothing changed: still pending for the main account, which holds Manage.
    const after = await api.post<Material>('/media/material/get', { id }, { token: demo });
    expect(after.body.result.status).toBe('pending');
    const ok = await api.post('/media/material/review', { ids: [id], decision: 'approve' }, { token: demo });
    expect(ok.body.code).toBe(0);
  });

  test('sub01 (no MaterialAuditView) → 403', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/material/list', {}, { token: sub })).status).toBe(403);
  });

  test('audit report: per day, by app, by reviewer', async () => {
    const end = new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3600e3 - 29 * 86400e3).toISOString().slice(0, 10);
    const r = await api.post<{
      days: { approved: number }[];
      byApp: unknown[];
      byReviewer: { reviewer: string }[];
      totals: { approved: number };
    }>('/media/auditReport/get', { startDate: start, endDate: end }, { token: demo });
    expect(r.body.code).toBe(0);
    expect(r.body.result.days).toHaveLength(30);
    expect(r.body.result.days.reduce((a, d) => a + d.approved, 0)).toBe(r.body.result.totals.approved);
    expect(r.body.result.byReviewer.map((x) => x.reviewer).sort()).toEqual(['demo', 'ops01']);
    expect(r.body.result.byApp.length).toBeGreaterThan(3);
  });
});

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
