/** @jest-environment node */
import { startApi, type TestApi } from '../helpers';

interface Metrics {
  requests: number;
  fills: number;
  impressions: number;
  clicks: number;
  revenue: number;
  ecpm: number;
  fillRate: number;
  ctr: number;
  earnings: number;
  earningsEcpm: number;
}
interface Row extends Metrics {
  key: string;
  date?: string;
  status?: string;
  appId?: number;
  appName?: string;
  adPositionId?: number;
}

const DAY = 86400000;
const dateOf = (ms: number) => new Date(ms + 8 * 3600 * 1000).toISOString().slice(0, 10);

describe('dashboard reports', () => {
  let api: TestApi;
  let demo: string;
  // The mock's clock runs from noon of today in the account's zone (Asia/Shanghai): in the first hour after midnight
  // today has no figures yet, and the checks below are about days that have some.
  const offset = Date.parse(`${dateOf(Date.now())}T12:00:00+08:00`) - Date.now();
  const now = () => Date.now() + offset;
  const today = dateOf(now());
  const daysAgo = (n: number) => dateOf(now() - n * DAY);
  beforeAll(async () => {
    api = await startApi({ rateLimitPerSecond: 1000, now });
    demo = await api.signIn();
  });
  afterAll(() => api.close());

  test('dashboard summary: four periods with previous values, zone, currency', async () => {
    const r = await api.post<
      Record<string, { current: Metrics; previous: Metrics; start: string; end: string }> & {
        timeZone: string;
        currency: string;
        updatedAt: string;
      }
    >('/media/dashboard/summary', {}, { token: demo });
    expect(r.body.code).toBe(0);
    const s = r.body.result;
    expect(s).toMatchObject({ timeZone: 'Asia/Shanghai', currency: 'USD' });
    for (const p of ['today', 'yesterday', 'last7Days', 'monthToDate']) {
      expect(s[p].current.revenue).toBeGreaterThan(0);
      expect(s[p].previous.revenue).toBeGreaterThan(0);
      expect(Object.keys(s[p].current).sort()).toEqual([
        'clicks',
        'ctr',
        'earnings',
        'earningsEcpm',
        'ecpm',
        'fillRate',
        'impressions',
        'revenue',
      ]);
      // Issue 31: earnings are the publisher's share of the gross revenue.
      expect(s[p].current.earnings).toBeCloseTo(s[p].current.revenue * 0.7, 0);
    }
    expect(s.today.start).toBe(today);
    expect(s.last7Days.start).toBe(daysAgo(6));
  });

  test('dashboard series and top', async () => {
    const series = await api.post<{ points: Row[] }>('/media/dashboard/series', { days: 30 }, { token: demo });
    expect(series.body.result.points).toHaveLength(30);
    expect(series.body.result.points[29]).toMatchObject({ date: today, status: 'estimated' });
    expect(series.body.result.points[0].status).toBe('final');
    expect((await api.post('/media/dashboard/series', { days: 14 }, { token: demo })).body.code).toBe(4001);
    const top = await api.post<{ apps: { revenue: number }[]; adPositions: { revenue: number }[] }>(
      '/media/dashboard/top',
      { limit: 3 },
      { token: demo },
    );
    expect(top.body.result.apps).toHaveLength(3);
    const revs = top.body.result.adPositions.map((a) => a.revenue);
    expect(revs).toEqual([...revs].sort((a, b) => b - a));
  });
});
