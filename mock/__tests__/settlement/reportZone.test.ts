/** @jest-environment node */
/**
 * Report days in the zone asked for (issue 17): computed from the hours the
 * mock spreads each stored day over, not provider days relabelled.
 */
import { fakeClock, SUB01, startApi, type TestApi } from '../helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
}
interface Row extends Metrics {
  date: string;
  status: string;
}
interface Settlement {
  total: number;
  list: Row[];
  totals: Metrics;
  timeZone: string;
}

const LA = 'America/Los_Angeles';
// 2026-03-09 12:00 in Shanghai = 2026-03-08 21:00 in Los Angeles, the evening after its clocks went forward.
const clock = fakeClock(Date.parse('2026-03-09T04:00:00Z'));

const sum = (rows: Metrics[], k: keyof Metrics) => rows.reduce((a, r) => a + r[k], 0);

describe('report days in the asked time zone', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const list = async (body: Record<string, unknown>, token = demo) => {
    const r = await api.post<Settlement>(
      '/media/settlement/list',
      { groupBy: ['day'], pageSize: 100, sortField: 'date', sortOrder: 'ascend', ...body },
      { token },
    );
    return r.body;
  };

  test('a Los Angeles day is not a Shanghai day relabelled; each zone adds up', async () => {
    const range = { startDate: '2026-03-01', endDate: '2026-03-07' };
    const sh = (await list({ ...range, timeZone: 'Asia/Shanghai' })).result;
    const la = (await list({ ...range, timeZone: LA })).result;
    expect(sh.timeZone).toBe('Asia/Shanghai');
    expect(la.timeZone).toBe(LA);
    expect(la.list.map((r) => r.date)).toEqual(sh.list.map((r) => r.date));
    for (let i = 0; i < 7; i++) expect(la.list[i].revenue).not.toBe(sh.list[i].revenue);
    // The days of each zone add up to its period's totals, counts exactly.
    for (const res of [sh, la]) {
      for (const k of ['requests', 'fills', 'impressions', 'clicks'] as const)
        expect(sum(res.list, k)).toBe(res.totals[k]);
      expect(sum(res.list, 'revenue')).toBeCloseTo(res.totals.revenue, 1);
      for (const r of res.list) expect(r.requests >= r.fills && r.fills >= r.impressions).toBe(true);
    }
  });

  test('the whole history over whole days is the same in both zones', async () => {
    // Shanghai: today (03-09) and the 365 days before; Los Angeles is a day behind at this hour, so its year
    // starts one day earlier and ends yesterday (03-08): the same hours.
    const totals = async (startDate: string, endDate: string, timeZone: string) =>
      (await list({ startDate, endDate, timeZone, groupBy: ['app'] })).result.totals;
    const sh = await totals('2025-03-09', '2026-03-09', 'Asia/Shanghai');
    const la = await totals('2025-03-08', '2026-03-08', LA);
    for (const k of ['requests', 'fills', 'impressions', 'clicks'] as const) expect(la[k]).toBe(sh[k]);
    expect(la.revenue).toBeCloseTo(sh.revenue, 1);
  });

  test("today is the zone's: Los Angeles cannot ask for Shanghai's today yet", async () => {
    const refused = await list({ startDate: '2026-03-09', endDate: '2026-03-09', timeZone: LA });
    expect(refused.code).toBe(4001);
    expect(refused.errors).toHaveProperty('endDate');
    const la = (await list({ startDate: '2026-03-06', endDate: '2026-03-08', timeZone: LA })).result;
    expect(la.list.map((r) => r.status)).toEqual(['estimated', 'estimated', 'estimated']);
    // 03-08 is the day the clocks went forward: 23 hours, up to 21:00 so far.
    expect(la.list[2].requests).toBeGreaterThan(0);
  });

  test('an unknown zone is refused; without one, the account zone applies', async () => {
    const bad = await list({ startDate: '2026-03-01', endDate: '2026-03-02', timeZone: 'Mars/Olympus' });
    expect(bad.code).toBe(4001);
    expect(bad.errors).toHaveProperty('timeZone');
    const update = await api.post('/media/update', { timeZone: LA }, { token: demo });
    expect(update.body.code).toBe(0);
    const byAccount = (await list({ startDate: '2026-03-01', endDate: '2026-03-02' })).result;
    expect(byAccount.timeZone).toBe(LA);
    const summary = await api.post<{ timeZone: string; today: { start: string; previousUntil?: string } }>(
      '/media/dashboard/summary',
      {},
      { token: demo },
    );
    expect(summary.body.result).toMatchObject({ timeZone: LA, today: { start: '2026-03-08' } });
    // Today so far (up to 21:00) against yesterday up to 21:00 of its own clock (PST then: 05:00Z).
    expect(summary.body.result.today.previousUntil).toBe('2026-03-08T05:00:00.000Z');
    await api.post('/media/update', { timeZone: 'Asia/Shanghai' }, { token: demo });
  });

  test('data scope still holds in another zone', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const body = { startDate: '2026-03-01', endDate: '2026-03-07', timeZone: LA, groupBy: ['app'] };
    const rows = (await list(body, sub)).result.list as unknown as { appId: number }[];
    expect(rows.map((r) => r.appId).sort()).toEqual([1001, 1002]);
    const outside = await list({ ...body, appIds: [1003] }, sub);
    expect(outside.code).toBe(4001);
  });
});

interface DimRow extends Metrics {
  key: string;
  date?: string;
  hour?: string;
  appId?: number;
  adPositionId?: number;
  unitId?: string;
  adType?: string;
  platform?: string;
  country?: string;
}

describe('settlement dimensions (hour, ad type, platform, country)', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const call = async (body: Record<string, unknown>, token = demo) =>
    (
      await api.post<{ total: number; list: DimRow[]; totals: Metrics; groupBy: string[] }>(
        '/media/settlement/list',
        { startDate: '2026-03-02', endDate: '2026-03-08', pageSize: 100, timeZone: LA, ...body },
        { token },
      )
    ).body;

  test('countries split each cell exactly, every row whole and ordered', async () => {
    const byApp = (await call({ groupBy: ['app'] })).result;
    const byCountry = (await call({ groupBy: ['app', 'country'] })).result;
    expect(byCountry.totals).toEqual(byApp.totals);
    expect(byCountry.groupBy).toEqual(['app', 'country']);
    const first = byCountry.list[0];
    expect(first.country).toMatch(/^[A-Z]{2}$/);
    expect(first.key).toBe(`${first.appId}|${first.country}`);
    for (const r of byCountry.list) {
      expect(Number.isInteger(r.requests) && Number.isInteger(r.clicks)).toBe(true);
      expect(r.requests >= r.fills && r.fills >= r.impressions && r.impressions >= r.clicks).toBe(true);
    }
    // One app's countries add up to that app.
    const app = byApp.list[0];
    const mine = (await call({ groupBy: ['country'], appIds: [app.appId] })).result;
    expect(sum(mine.list, 'requests')).toBe(app.requests);
    // A country filter keeps only that country's part.
    const us = (await call({ groupBy: ['app'], countries: ['US'] })).result;
    const usRows = (await call({ groupBy: ['country'], countries: ['US'] })).result;
    expect(usRows.list.map((r) => r.country)).toEqual(['US']);
    expect(us.totals.requests).toBe(usRows.totals.requests);
    expect(us.totals.requests).toBeLessThan(byApp.totals.requests);
  });

  test('platform and ad type as dimensions and filters; unit IDs beside ad positions', async () => {
    const all = (await call({ groupBy: ['platform', 'adType'] })).result;
    expect(new Set(all.list.map((r) => r.platform))).toEqual(new Set(['android', 'ios']));
    const ios = (await call({ groupBy: ['platform'], platforms: ['ios'] })).result;
    expect(ios.list).toHaveLength(1);
    expect(ios.totals.requests).toBe(
      sum(
        all.list.filter((r) => r.platform === 'ios'),
        'requests',
      ),
    );
    const positions = (await call({ groupBy: ['adPosition'], pageSize: 5 })).result;
    for (const r of positions.list) expect(r.unitId).toBe(`mc-${r.appId}-${r.adPositionId}`);
  });

  test('hours: the zone’s own hours (23 on the day the clocks go forward), last 30 days only', async () => {
    const day = (await call({ groupBy: ['day'], startDate: '2026-03-08', endDate: '2026-03-08' })).result;
    const hours = (
      await call({
        groupBy: ['day', 'hour'],
        startDate: '2026-03-08',
        endDate: '2026-03-08',
        sortOrder: 'ascend',
        sortField: 'date',
      })
    ).result;
    expect(hours.groupBy).toEqual(['hour']);
    // Up to 21:00 (now), minus the hour that does not exist (02:00).
    expect(hours.list.map((r) => r.hour?.slice(11))).toEqual([
      '00:00-08:00',
      '01:00-08:00',
      ...Array.from({ length: 18 }, (_, i) => `${String(i + 3).padStart(2, '0')}:00-07:00`),
    ]);
    expect(sum(hours.list, 'requests')).toBe(day.totals.requests);
    const old = await call({ groupBy: ['hour'], startDate: '2026-01-01', endDate: '2026-01-02' });
    expect(old.code).toBe(4001);
    expect(old.errors?.groupBy).toMatch(/30 days/);
  });

  test('new filters keep the data scope: a sub-account sees only its apps by country', async () => {
    const sub = await api.signIn(SUB01.account, SUB01.password);
    const rows = (await call({ groupBy: ['app', 'country'], countries: ['CN', 'US'] }, sub)).result.list;
    expect(new Set(rows.map((r) => r.appId))).toEqual(new Set([1001, 1002]));
    expect(new Set(rows.map((r) => r.country))).toEqual(new Set(['CN', 'US']));
    const bad = await call({ groupBy: ['country'], countries: ['XX'] }, sub);
    expect(bad.code).toBe(4001);
  });
});

interface AuditDay {
  date: string;
  submitted: number;
  approved: number;
  rejected: number;
  pending: number;
}

describe('audit report days in the asked time zone', () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const audit = async (body: Record<string, unknown>) =>
    (
      await api.post<{ timeZone: string; startDate: string; endDate: string; days: AuditDay[] }>(
        '/media/auditReport/get',
        body,
        { token: demo },
      )
    ).body;

  test("a review counts on the day of the asked zone; today is that zone's", async () => {
    // Now is 03-09 12:00 in Shanghai and 03-08 21:00 in Los Angeles.
    const shBefore = (await audit({ startDate: '2026-03-09', endDate: '2026-03-09', timeZone: 'Asia/Shanghai' }))
      .result;
    const laBefore = (await audit({ startDate: '2026-03-08', endDate: '2026-03-08', timeZone: LA })).result;
    expect(shBefore.timeZone).toBe('Asia/Shanghai');
    expect(laBefore.timeZone).toBe(LA);
    // Shanghai's today is not yet a day in Los Angeles.
    const refused = await audit({ startDate: '2026-03-09', endDate: '2026-03-09', timeZone: LA });
    expect(refused.code).toBe(4001);
    expect(refused.errors).toHaveProperty('endDate');

    const pending = await api.post<{ list: { id: number }[] }>(
      '/media/material/list',
      { status: 'pending', pageSize: 1 },
      { token: demo },
    );
    const id = pending.body.result.list[0].id;
    expect(
      (await api.post('/media/material/review', { ids: [id], decision: 'approve' }, { token: demo })).body.code,
    ).toBe(0);
    // The approval made now is on 03-09 in Shanghai and on 03-08 in Los Angeles.
    const sh = (await audit({ startDate: '2026-03-09', endDate: '2026-03-09', timeZone: 'Asia/Shanghai' })).result;
    const la = (await audit({ startDate: '2026-03-08', endDate: '2026-03-08', timeZone: LA })).result;
    expect(sh.days[0].approved).toBe(shBefore.days[0].approved + 1);
    expect(la.days[0].approved).toBe(laBefore.days[0].approved + 1);
    const shYesterday = (await audit({ startDate: '2026-03-08', endDate: '2026-03-08', timeZone: 'Asia/Shanghai' }))
      .result;
    const laBeforeIt = (await audit({ startDate: '2026-03-07', endDate: '2026-03-07', timeZone: LA })).result;
    // A Los Angeles day is not a Shanghai day relabelled.
    expect([la.days[0].submitted, la.days[0].approved]).not.toEqual([
      shYesterday.days[0].submitted,
      shYesterday.days[0].approved,
    ]);
    expect(laBeforeIt.days).toHaveLength(1);
  });

  test("without a zone, the account's; an unknown zone is refused", async () => {
    const bad = await audit({ startDate: '2026-03-01', endDate: '2026-03-02', timeZone: 'Mars/Olympus' });
    expect(bad.code).toBe(4001);
    expect(bad.errors).toHaveProperty('timeZone');
    expect((await audit({ startDate: '2026-03-01', endDate: '2026-03-02' })).result.timeZone).toBe('Asia/Shanghai');
    await api.post('/media/update', { timeZone: LA }, { token: demo });
    expect((await audit({ startDate: '2026-03-01', endDate: '2026-03-02' })).result.timeZone).toBe(LA);
    const today = await audit({ startDate: '2026-03-09', endDate: '2026-03-09' });
    expect(today.code).toBe(4001);
    await api.post('/media/update', { timeZone: 'Asia/Shanghai' }, { token: demo });
  });
});

describe("the creative queue's submitted dates in the account's zone", () => {
  let api: TestApi;
  let demo: string;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  const dayIn = (zone: string, iso: string) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
      new Date(iso),
    );
  const ids = async (day: string) =>
    (
      await api.post<{ list: { id: number }[] }>(
        '/media/material/list',
        { submittedFrom: day, submittedTo: day, pageSize: 100 },
        { token: demo },
      )
    ).body.result.list.map((m) => m.id);

  it('counts a creative on the day its submission falls on in the zone of My account', async () => {
    const all = (
      await api.post<{ list: { id: number; submittedAt: string }[] }>(
        '/media/material/list',
        { pageSize: 100 },
        { token: demo },
      )
    ).body.result.list;
    // One submitted in the hours when Shanghai has already turned the day and Los Angeles has not.
    const m = all.find((c) => dayIn('Asia/Shanghai', c.submittedAt) !== dayIn(LA, c.submittedAt));
    expect(m).toBeDefined();
    const { id, submittedAt } = m as { id: number; submittedAt: string };
    expect(await ids(dayIn('Asia/Shanghai', submittedAt))).toContain(id);
    expect(await ids(dayIn(LA, submittedAt))).not.toContain(id);
    await api.post('/media/update', { timeZone: LA }, { token: demo });
    try {
      expect(await ids(dayIn(LA, submittedAt))).toContain(id);
      expect(await ids(dayIn('Asia/Shanghai', submittedAt))).not.toContain(id);
    } finally {
      await api.post('/media/update', { timeZone: 'Asia/Shanghai' }, { token: demo });
    }
  });
});
