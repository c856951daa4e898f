/** @jest-environment node */
/**
 * QA's anomalies (issue 49, POST /__mock/anomaly): the figures of the window change as the metric says, the rest of
 * the traffic does not, every period still adds up from its days, and removing them brings the usual figures back.
 */
import { fakeClock, startApi, type TestApi } from '../helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
  earnings: number;
  fillRate: number;
  ecpm: number;
}
interface Row extends Metrics {
  date?: string;
  adPositionId?: number;
  country?: string;
}
interface Settlement {
  total: number;
  list: Row[];
  totals: Metrics;
}

// 2026-03-15 12:00 in Shanghai.
const clock = fakeClock(Date.parse('2026-03-15T04:00:00Z'));
const LA = 'America/Los_Angeles';
const APP = 1001;
const COUNTS = ['requests', 'fills', 'impressions', 'clicks'] as const;

describe('POST /__mock/anomaly', () => {
  let api: TestApi;
  let demo: string;
  let position: number;
  let other: number;
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now: clock.now });
    demo = await api.signIn();
    const rows = (
      await report({ startDate: '2026-03-14', endDate: '2026-03-14', groupBy: ['adPosition'], appIds: [APP] })
    ).list;
    [position, other] = rows.map((r) => r.adPositionId as number);
  });
  afterEach(() => fetch(`${api.base}/__mock/anomaly`, { method: 'DELETE' }));
  afterAll(() => api.close());

  async function report(body: Record<string, unknown>): Promise<Settlement> {
    const r = await api.post<Settlement>(
      '/media/settlement/list',
      { pageSize: 100, timeZone: 'Asia/Shanghai', ...body },
      { token: demo },
    );
    expect(r.body.code).toBe(0);
    return r.body.result;
  }
  const anomaly = (body: Record<string, unknown>) => api.post<unknown[]>('/__mock/anomaly', body);
  const byPosition = async (day: string, zone = 'Asia/Shanghai') =>
    new Map(
      (await report({ startDate: day, endDate: day, groupBy: ['adPosition'], appIds: [APP], timeZone: zone })).list.map(
        (r) => [r.adPositionId, r],
      ),
    );

  test('refuses what it cannot apply, field by field', async () => {
    const base = { appId: APP, metric: 'fillRate', factor: 0.5, from: '2026-03-14T00:00:00+08:00' };
    const fieldsOf = async (body: Record<string, unknown>) => {
      const r = await anomaly(body);
      expect(r.body.code).toBe(4001);
      return Object.keys(r.body.errors ?? {});
    };
    expect(await fieldsOf({ ...base, appId: undefined, metric: undefined })).toEqual(['appId', 'metric']);
    expect(await fieldsOf({ ...base, factor: 1.5 })).toEqual(['factor']); // a fill rate cannot pass the requests
    expect(await fieldsOf({ ...base, metric: 'clicks' })).toEqual(['metric']);
    expect(await fieldsOf({ ...base, appId: 999999 })).toEqual(['appId']);
    expect(await fieldsOf({ ...base, adPositionId: 999999 })).toEqual(['adPositionId']);
    expect(await fieldsOf({ ...base, from: '2026-03-14' })).toEqual(['from']);
    expect(await fieldsOf({ ...base, to: '2026-03-13T00:00:00Z' })).toEqual(['to']);
    expect(await fieldsOf({ ...base, country: 'XX' })).toEqual(['country']);
    const list = await (await api.get('/__mock/anomaly')).json();
    expect(list.result).toEqual([]);
  });

  test('a fill-rate drop on one ad position: its fills fall to the factor, its requests and the others stay', async () => {
    const before = await byPosition('2026-03-14');
    const dayBefore = await byPosition('2026-03-13');
    const r = await anomaly({
      appId: APP,
      adPositionId: position,
      metric: 'fillRate',
      factor: 0.25,
      from: '2026-03-14T00:00:00+08:00',
    });
    expect(r.body.code).toBe(0);
    expect(r.body.result).toEqual([
      expect.objectContaining({ id: 1, appId: APP, adPositionId: position, metric: 'fillRate', factor: 0.25 }),
    ]);
    const after = await byPosition('2026-03-14');
    const was = before.get(position) as Row;
    const is = after.get(position) as Row;
    expect(is.requests).toBe(was.requests);
    expect(is.fills).toBeGreaterThanOrEqual(Math.floor(was.fills * 0.25) - 1);
    expect(is.fills).toBeLessThanOrEqual(Math.floor(was.fills * 0.25) + 1);
    expect(is.fillRate).toBeCloseTo(was.fillRate * 0.25, 2);
    expect(is.ecpm).toBeCloseTo(was.ecpm, 1);
    expect(after.get(other)).toEqual(before.get(other));
    // The day before the window is untouched.
    expect((await byPosition('2026-03-13')).get(position)).toEqual(dayBefore.get(position));
  });

  test('every period still adds up from its days and hours, in another zone too', async () => {
    await anomaly({ appId: APP, metric: 'requests', factor: 0.4, from: '2026-03-13T15:30:00+08:00' });
    await anomaly({
      appId: APP,
      metric: 'ecpm',
      factor: 0.5,
      from: '2026-03-12T09:00:00Z',
      to: '2026-03-14T03:00:00Z',
    });
    for (const timeZone of ['Asia/Shanghai', LA]) {
      const range = { startDate: '2026-03-11', endDate: '2026-03-14', appIds: [APP], timeZone };
      const whole = await report({ ...range, groupBy: ['app'] });
      const days = await report({ ...range, groupBy: ['day'] });
      for (const k of [...COUNTS, 'revenue', 'earnings'] as const) {
        expect(Math.round(days.list.reduce((a, x) => a + x[k] * 100, 0))).toBe(Math.round(whole.totals[k] * 100));
      }
      for (const row of days.list) {
        expect(row.requests).toBeGreaterThanOrEqual(row.fills);
        expect(row.fills).toBeGreaterThanOrEqual(row.impressions);
        expect(row.impressions).toBeGreaterThanOrEqual(row.clicks);
      }
      const hours = await report({ ...range, startDate: '2026-03-13', endDate: '2026-03-13', groupBy: ['hour'] });
      const day13 = days.list.find((x) => x.date === '2026-03-13') as Row;
      expect(hours.list.reduce((a, x) => a + x.requests, 0)).toBe(day13.requests);
    }
  });

  test('one country of the app: its cell falls, the other countries keep their figures', async () => {
    const day = { startDate: '2026-03-14', endDate: '2026-03-14', appIds: [APP], groupBy: ['country'] };
    const before = new Map((await report(day)).list.map((r) => [r.country, r]));
    await anomaly({ appId: APP, country: 'US', metric: 'requests', factor: 0, from: '2026-03-14T00:00:00+08:00' });
    const after = new Map((await report(day)).list.map((r) => [r.country, r]));
    expect((before.get('US') as Row).requests).toBeGreaterThan(1000);
    // Each ad position's share is cut from its own running sums: a few requests may round either way.
    expect((after.get('US') as Row).requests).toBeLessThanOrEqual(5);
    const others = (m: Map<string | undefined, Row>) => [...m].filter(([country]) => country !== 'US');
    expect(others(after)).toEqual(others(before));
  });

  test('DELETE brings the usual figures back, and a reset removes the anomalies too', async () => {
    const range = { startDate: '2026-03-10', endDate: '2026-03-14', groupBy: ['day'], appIds: [APP] };
    const usual = await report(range);
    await anomaly({ appId: APP, metric: 'requests', factor: 0.1, from: '2026-03-12T00:00:00+08:00' });
    expect((await report(range)).totals.requests).toBeLessThan(usual.totals.requests * 0.7);
    const del = await (await fetch(`${api.base}/__mock/anomaly`, { method: 'DELETE' })).json();
    expect(del.result).toEqual([]);
    expect(await report(range)).toEqual(usual);
    await anomaly({ appId: APP, metric: 'requests', factor: 0.1, from: '2026-03-12T00:00:00+08:00' });
    await api.post('/__mock/reset', {});
    demo = await api.signIn();
    expect(await (await api.get('/__mock/anomaly')).json()).toMatchObject({ result: [] });
    expect((await report(range)).totals).toEqual(usual.totals);
  });
});
