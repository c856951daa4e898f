/** @jest-environment node */
import { ADMIN, startApi, type TestApi } from '../helpers';

interface Row {
  appId?: number;
  country?: string;
  impressions: number;
  ecpm: number;
}
interface Page<T> {
  total: number;
  list: T[];
}

/** Issue 33: the seed tells a plausible story (QA's first impression of the data). */
// 00:30 in the provider's zone: the seed's anchor (09:00 of the provider's day) is still hours ahead.
const NOW = Date.parse('2026-11-28T16:30:00Z');

describe('a plausible seed', () => {
  let api: TestApi;
  let admin: string;
  beforeAll(async () => {
    api = await startApi({ now: () => NOW, rateLimitPerSecond: 1000 });
    admin = await api.signIn(ADMIN.account, ADMIN.password);
  });
  afterAll(() => api.close());

  test('no app or ad position is created or edited in the future, nor a position before its app', async () => {
    const positions = (
      await api.post<Page<{ appId: number; createdAt: string }>>(
        '/media/adPosition/list',
        { current: 1, pageSize: 100 },
        { token: admin },
      )
    ).body.result;
    expect(positions.list.length).toBeGreaterThan(10);
    const apps = (
      await api.post<Page<{ id: number; createdAt: string; updatedAt: string }>>(
        '/media/app/list',
        { current: 1, pageSize: 100 },
        { token: admin },
      )
    ).body.result.list;
    const appCreated = new Map(apps.map((a) => [a.id, Date.parse(a.createdAt)]));
    const future = positions.list.filter((p) => Date.parse(p.createdAt) > NOW);
    expect(future).toEqual([]);
    expect(apps.filter((a) => Date.parse(a.createdAt) > NOW || Date.parse(a.updatedAt) > NOW)).toEqual([]);
    const beforeApp = positions.list.filter((p) => Date.parse(p.createdAt) < (appCreated.get(p.appId) ?? 0));
    expect(beforeApp).toEqual([]);
  });

  test('eCPM varies by country within an app: the US pays more than India', async () => {
    const day = (n: number) => new Date(NOW - n * 86400000).toISOString().slice(0, 10);
    const rows = (
      await api.post<Page<Row>>(
        '/media/settlement/list',
        { startDate: day(30), endDate: day(1), groupBy: ['app', 'country'], pageSize: 1000 },
        { token: admin },
      )
    ).body.result.list.filter((r) => r.impressions > 10000);
    const byApp = new Map<number, Row[]>();
    for (const r of rows) byApp.set(r.appId!, [...(byApp.get(r.appId!) ?? []), r]);
    const withBoth = [...byApp.values()].filter(
      (list) => list.some((r) => r.country === 'US') && list.some((r) => r.country === 'IN'),
    );
    expect(withBoth.length).toBeGreaterThan(0);
    for (const list of withBoth) {
      const ecpm = (c: string) => list.find((r) => r.country === c)!.ecpm;
      expect(ecpm('US')).toBeGreaterThan(ecpm('IN') * 2);
      expect(new Set(list.map((r) => r.ecpm)).size).toBeGreaterThan(list.length / 2);
    }
  });
});
