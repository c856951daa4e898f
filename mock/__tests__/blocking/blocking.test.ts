/** @jest-environment node */
import { freshApiPerTest, SUB01, type TestApi } from '../helpers';

interface Page<T> {
  total: number;
  list: T[];
}
interface Material {
  id: number;
  appId: number;
  adPositionId: number;
  advertiser: string;
  advertiserDomain: string;
  status: string;
  category: string;
  blockedBy: { ruleId: number; kind: string; value: string } | null;
}
interface Rule {
  id: number;
  kind: string;
  value: string;
  scope: string;
  appIds: number[];
  status: string;
  note: string;
  blockedCount: number;
  createdBy: string;
}
interface Impact {
  pending: number;
  approved: number;
  impressions: number;
  revenue: number;
  impressionsShare: number;
  revenueShare: number;
}
interface Change {
  id: number;
  ruleId: number;
  action: string;
  actor: string;
  changes: { field: string; from: string | null; to: string | null }[];
}

const ADVERTISER = 'Turbo Loans';

describe('blocking rules', () => {
  let api: TestApi;
  let demo: string;
  // Every request and answer of these tests follows the contract (openapi.yaml). Declared before the
  // server's own afterEach, which closes it; a violation fails the test that caused it.
  afterEach(async () => {
    const log = (await (await api.get('/__mock/contract-violations')).json()) as { result: { violations: unknown[] } };
    if (log.result.violations.length) throw new Error(`contract violations: ${JSON.stringify(log.result.violations)}`);
  });
  freshApiPerTest({ rateLimitPerSecond: 1000 }, (a, d) => {
    [api, demo] = [a, d];
  });

  async function materials(body: Record<string, unknown>, token = demo): Promise<Page<Material>> {
    const r = await api.post<Page<Material>>('/media/material/list', { pageSize: 100, ...body }, { token });
    expect(r.body.code).toBe(0);
    return r.body.result;
  }

  /** Every creative of the advertiser in demo's scope, by status. */
  async function countByStatus(keyword = ADVERTISER, token = demo): Promise<Record<string, number>> {
    const out: Record<string, number> = {};
    for (const status of ['pending', 'approved', 'rejected', 'blocked'])
      out[status] = (await materials({ keyword, status, pageSize: 1 }, token)).total;
    return out;
  }

  test('categories: a general list and a sensitive one; every creative has one', async () => {
    const r = await api.post<{ key: string; sensitive: boolean }[]>('/media/blockRule/categories', {}, { token: demo });
    expect(r.body.code).toBe(0);
    const sensitive = r.body.result.filter((c) => c.sensitive).map((c) => c.key);
    expect(sensitive).toEqual(expect.arrayContaining(['gambling', 'dating', 'alcohol', 'politics']));
    expect(r.body.result.filter((c) => !c.sensitive).map((c) => c.key)).toContain('travel');
    const page = await materials({});
    expect(page.list.every((m) => r.body.result.some((c) => c.key === m.category))).toBe(true);
    expect(page.list.every((m) => m.blockedBy === null)).toBe(true);
  });

  test('an advertiser rule: impact first, then pending and approved leave, and pausing returns them', async () => {
    const before = await countByStatus();
    expect(before.pending).toBeGreaterThan(0);
    expect(before.blocked).toBe(0);
    const draft = { kind: 'advertiser', value: 'turbo loans', scope: 'account', note: '  no loans  ' };
    const impact = await api.post<Impact>('/media/blockRule/impact', draft, { token: demo });
    expect(impact.body.code).toBe(0);
    expect(impact.body.result).toMatchObject({ pending: before.pending, approved: before.approved });
    expect(impact.body.result.impressions).toBeGreaterThan(0);
    expect(impact.body.result.revenue).toBeGreaterThan(0);
    expect(impact.body.result.impressionsShare).toBeGreaterThan(0);
    expect(impact.body.result.impressionsShare).toBeLessThan(1);
    expect(impact.body.result.revenueShare).toBeGreaterThan(0);
    // Asking for the impact changed nothing.
    expect(await countByStatus()).toEqual(before);

    const created = await api.post<Rule>('/media/blockRule/create', draft, { token: demo });
    expect(created.body.code).toBe(0);
    expect(created.body.msg).toBe('Created');
    const rule = created.body.result;
    expect(rule).toMatchObject({ status: 'active', note: 'no loans', createdBy: 'demo', scope: 'account' });
    expect(rule.blockedCount).toBe(before.pending + before.approved);
    const after = await countByStatus();
    expect(after).toEqual({ pending: 0, approved: 0, rejected: before.rejected, blocked: rule.blockedCount });
    const blocked = (await materials({ keyword: ADVERTISER, status: 'blocked', pageSize: 1 })).list[0];
    expect(blocked.blockedBy).toEqual({ ruleId: rule.id, kind: 'advertiser', value: 'turbo loans' });

    // A blocked creative cannot be reviewed.
    const review = await api.post<{ failed: { id: number; reason: string }[] }>(
      '/media/material/review',
      { ids: [blocked.id], decision: 'approve' },
      { token: demo },
    );
    expect(review.body.result.failed).toEqual([{ id: blocked.id, reason: `Blocked by rule #${rule.id}` }]);

    const paused = await api.post<Rule>('/media/blockRule/status', { id: rule.id, status: 'paused' }, { token: demo });
    expect(paused.body.result).toMatchObject({ status: 'paused', blockedCount: 0 });
    expect(await countByStatus()).toEqual(before);
    await api.post('/media/blockRule/status', { id: rule.id, status: 'active' }, { token: demo });
    expect((await countByStatus()).blocked).toBe(rule.blockedCount);
    expect((await api.post('/media/blockRule/del', { id: rule.id }, { token: demo })).body.code).toBe(0);
    expect(await countByStatus()).toEqual(before);
  });

  test('the audit report counts blocked creatives out of pending', async () => {
    const end = new Date(Date.now() + 8 * 3600e3).toISOString().slice(0, 10);
    const start = new Date(Date.now() + 8 * 3600e3 - 89 * 86400e3).toISOString().slice(0, 10);
    const report = async () =>
      (
        await api.post<{ totals: { pending: number } }>(
          '/media/auditReport/get',
          { startDate: start, endDate: end },
          { token: demo },
        )
      ).body.result.totals.pending;
    const pendingBefore = await report();
    const { pending } = await countByStatus();
    await api.post(
      '/media/blockRule/create',
      { kind: 'advertiser', value: ADVERTISER, scope: 'account' },
      { token: demo },
    );
    expect(await report()).toBe(pendingBefore - pending);
  });

  test('scope: apps and ad positions limit a rule; domain and category and creative rules match', async () => {
    const sample = (await materials({ keyword: 'kitchenhero.test', status: 'pending' })).list;
    const appId = sample[0].appId;
    const inApp = sample.filter((m) => m.appId === appId).length;
    const outside = sample.length - inApp;
    const apps = await api.post<Impact>(
      '/media/blockRule/impact',
      { kind: 'domain', value: 'KitchenHero.test', scope: 'apps', appIds: [appId] },
      { token: demo },
    );
    expect(apps.body.result.pending).toBe(inApp);
    const rule = await api.post<Rule>(
      '/media/blockRule/create',
      { kind: 'domain', value: 'KitchenHero.test', scope: 'apps', appIds: [appId] },
      { token: demo },
    );
    expect(rule.body.result.value).toBe('kitchenhero.test');
    expect((await materials({ keyword: 'kitchenhero.test', status: 'pending' })).total).toBe(outside);

    const pos = sample.find((m) => m.appId !== appId) as Material;
    const byPos = await api.post<Impact>(
      '/media/blockRule/impact',
      { kind: 'domain', value: 'kitchenhero.test', scope: 'adPositions', adPositionIds: [pos.adPositionId] },
      { token: demo },
    );
    expect(byPos.body.result.pending).toBe(sample.filter((m) => m.adPositionId === pos.adPositionId).length);

    const gambling = await api.post<Impact>(
      '/media/blockRule/impact',
      { kind: 'category', value: 'gambling', scope: 'account' },
      { token: demo },
    );
    expect(gambling.body.result.pending + gambling.body.result.approved).toBeGreaterThan(0);
    const bad = await api.post(
      '/media/blockRule/impact',
      { kind: 'category', value: 'nope', scope: 'account' },
      { token: demo },
    );
    expect(bad.body.errors?.value).toBe('Not a category: nope');

    const one = await api.post<Impact>(
      '/media/blockRule/impact',
      { kind: 'creative', value: String(pos.id), scope: 'account' },
      { token: demo },
    );
    expect(one.body.result).toMatchObject({ pending: 1, approved: 0 });
  });

  test('validation: required fields, note length, scope ids, duplicates', async () => {
    const empty = await api.post('/media/blockRule/create', {}, { token: demo });
    expect(empty.body.code).toBe(4001);
    expect(Object.keys(empty.body.errors ?? {}).sort()).toEqual(['kind', 'scope', 'value']);
    const long = await api.post(
      '/media/blockRule/create',
      { kind: 'advertiser', value: 'X', scope: 'apps', appIds: [], note: 'n'.repeat(201) },
      { token: demo },
    );
    expect(Object.keys(long.body.errors ?? {}).sort()).toEqual(['appIds', 'note']);
    const foreign = await api.post(
      '/media/blockRule/create',
      { kind: 'advertiser', value: 'X', scope: 'apps', appIds: [1013] },
      { token: demo },
    );
    expect(foreign.body.errors?.appIds).toMatch(/1013/);
    const draft = { kind: 'advertiser', value: 'Lumen Bank', scope: 'account' };
    expect((await api.post('/media/blockRule/create', draft, { token: demo })).body.code).toBe(0);
    const dup = await api.post('/media/blockRule/create', { ...draft, value: 'LUMEN BANK' }, { token: demo });
    expect(dup.body.code).toBe(4009);
    expect(dup.body.errors?.value).toMatch(/already exists/);
  });

  test('list: search, filters, server paging', async () => {
    for (const value of ['Lumen Bank', 'Nova Phones', 'Stride Shoes'])
      await api.post('/media/blockRule/create', { kind: 'advertiser', value, scope: 'account' }, { token: demo });
    await api.post(
      '/media/blockRule/create',
      { kind: 'category', value: 'dating', scope: 'account', note: 'policy' },
      { token: demo },
    );
    const all = await api.post<Page<Rule>>('/media/blockRule/list', { pageSize: 2 }, { token: demo });
    expect(all.body.result.total).toBe(4);
    expect(all.body.result.list).toHaveLength(2);
    // Newest change first.
    expect(all.body.result.list[0].value).toBe('dating');
    const kind = await api.post<Page<Rule>>('/media/blockRule/list', { kind: 'category' }, { token: demo });
    expect(kind.body.result.list.map((r) => r.value)).toEqual(['dating']);
    const search = await api.post<Page<Rule>>('/media/blockRule/list', { keyword: 'POLICY' }, { token: demo });
    expect(search.body.result.total).toBe(1);
    const nova = (await api.post<Page<Rule>>('/media/blockRule/list', { keyword: 'nova' }, { token: demo })).body.result
      .list[0];
    await api.post('/media/blockRule/status', { id: nova.id, status: 'paused' }, { token: demo });
    const paused = await api.post<Page<Rule>>('/media/blockRule/list', { status: 'paused' }, { token: demo });
    expect(paused.body.result.list.map((r) => r.id)).toEqual([nova.id]);
    const scope = await api.post<Page<Rule>>('/media/blockRule/list', { scope: 'apps' }, { token: demo });
    expect(scope.body.result.total).toBe(0);
  });

  test('history: who, when and what changed, newest first, paged', async () => {
    const created = await api.post<Rule>(
      '/media/blockRule/create',
      { kind: 'advertiser', value: 'Lumen Bank', scope: 'account' },
      { token: demo },
    );
    const id = created.body.result.id;
    await api.post(
      '/media/blockRule/update',
      { id, kind: 'advertiser', value: 'Lumen Bank', scope: 'account', note: 'finance' },
      { token: demo },
    );
    await api.post('/media/blockRule/status', { id, status: 'paused' }, { token: demo });
    await api.post('/media/blockRule/del', { id }, { token: demo });
    const h = await api.post<Page<Change>>('/media/blockRule/history', { ruleId: id }, { token: demo });
    expect(h.body.result.list.map((x) => x.action)).toEqual(['deleted', 'paused', 'updated', 'created']);
    expect(h.body.result.list.every((x) => x.actor === 'demo')).toBe(true);
    expect(h.body.result.list[1].changes).toEqual([{ field: 'status', from: 'active', to: 'paused' }]);
    expect(h.body.result.list[2].changes).toEqual([{ field: 'note', from: '', to: 'finance' }]);
    expect(h.body.result.list[3].changes).toEqual(
      expect.arrayContaining([{ field: 'value', from: null, to: 'Lumen Bank' }]),
    );
    const paged = await api.post<Page<Change>>(
      '/media/blockRule/history',
      { pageSize: 1, current: 2 },
      { token: demo },
    );
    expect(paged.body.result).toMatchObject({ total: 4 });
    expect(paged.body.result.list[0].action).toBe('paused');
    // The deleted rule is gone, its history stays.
    expect((await api.post('/media/blockRule/get', { id }, { token: demo })).body.code).toBe(4004);
  });

  test('permissions: View reads, Manage changes; sub01 has neither', async () => {
    const ops = await api.signIn('ops01', 'Ops@2026');
    const draft = { kind: 'advertiser', value: 'Lumen Bank', scope: 'apps', appIds: [1001] };
    expect((await api.post('/media/blockRule/list', {}, { token: ops })).body.code).toBe(0);
    expect((await api.post('/media/blockRule/impact', draft, { token: ops })).body.code).toBe(0);
    const refused = await api.post('/media/blockRule/create', draft, { token: ops });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(403);
    const id = (await api.post<Rule>('/media/blockRule/create', draft, { token: demo })).body.result.id;
    for (const [path, body] of [
      ['/media/blockRule/update', { id, ...draft }],
      ['/media/blockRule/status', { id, status: 'paused' }],
      ['/media/blockRule/del', { id }],
    ] as const)
      expect((await api.post(path, body, { token: ops })).status).toBe(403);
    const sub = await api.signIn(SUB01.account, SUB01.password);
    expect((await api.post('/media/blockRule/list', {}, { token: sub })).status).toBe(403);
  });

  test('data scope: a sub-account blocks only in its apps and sees only rules it may act on', async () => {
    // A reviewer of apps 1001 and 1002, with the Manage right.
    const made = await api.post(
      '/media/subAccount/create',
      {
        account_name: 'rev09',
        password: 'Good2026x',
        name: 'Reviewer',
        menuCodes: ['MaterialAuditManage'],
        appIds: [1001, 1002],
      },
      { token: demo },
    );
    expect(made.body.code).toBe(0);
    const rev = await api.signIn('rev09', 'Good2026x');
    const wide = await api.post(
      '/media/blockRule/create',
      { kind: 'advertiser', value: ADVERTISER, scope: 'account' },
      { token: rev },
    );
    expect(wide.body.errors?.scope).toMatch(/own apps/);
    const outside = await api.post(
      '/media/blockRule/create',
      { kind: 'advertiser', value: ADVERTISER, scope: 'apps', appIds: [1003] },
      { token: rev },
    );
    expect(outside.body.errors?.appIds).toMatch(/1003/);
    const mine = await api.post<Rule>(
      '/media/blockRule/create',
      { kind: 'advertiser', value: ADVERTISER, scope: 'apps', appIds: [1001] },
      { token: rev },
    );
    expect(mine.body.code).toBe(0);
    // Only creatives of app 1001 were blocked.
    const blocked = await materials({ keyword: ADVERTISER, status: 'blocked' });
    expect(blocked.total).toBeGreaterThan(0);
    expect(blocked.list.every((m) => m.appId === 1001)).toBe(true);

    // Demo's rule on app 1003 is invisible to rev09; its account-wide rule is visible but not changeable.
    const other = await api.post<Rule>(
      '/media/blockRule/create',
      { kind: 'advertiser', value: 'Nova Phones', scope: 'apps', appIds: [1003] },
      { token: demo },
    );
    const wideRule = await api.post<Rule>(
      '/media/blockRule/create',
      { kind: 'category', value: 'dating', scope: 'account' },
      { token: demo },
    );
    const list = await api.post<Page<Rule>>('/media/blockRule/list', {}, { token: rev });
    expect(list.body.result.list.map((r) => r.id).sort()).toEqual(
      [mine.body.result.id, wideRule.body.result.id].sort(),
    );
    expect((await api.post('/media/blockRule/get', { id: other.body.result.id }, { token: rev })).body.code).toBe(4004);
    const pause = await api.post(
      '/media/blockRule/status',
      { id: wideRule.body.result.id, status: 'paused' },
      { token: rev },
    );
    expect(pause.body.code).toBe(4004);
    const hist = await api.post<Page<Change>>('/media/blockRule/history', {}, { token: rev });
    expect(hist.body.result.list.map((h) => h.ruleId).sort()).toEqual(
      [mine.body.result.id, wideRule.body.result.id].sort(),
    );
    // Another publisher sees none of demo's rules.
    const pixel = await api.signIn('pixelplay', 'Pub@2026');
    expect((await api.post<Page<Rule>>('/media/blockRule/list', {}, { token: pixel })).body.result.total).toBe(0);
  });
});
