/** @jest-environment node */
/** Issue 18, part 2: 7-day delivery per creative, "all matching" reviews, audit report additions, defaults. */
import { freshApiPerTest, type TestApi } from './helpers';

interface Page<T> {
  total: number;
  list: T[];
}
interface Material {
  id: number;
  appId: number;
  title: string;
  advertiser: string;
  status: string;
  category: string;
  impressions7d: number;
  revenue7d: number;
  blockedBy: { ruleId: number | null; kind: string; value: string } | null;
}

describe('quality: what matters first', () => {
  let api: TestApi;
  let demo: string;
  // Every request and answer follows the contract (openapi.yaml): a violation fails the test that caused it.
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

  describe('7-day delivery', () => {
    test('every creative carries its 7-day impressions and revenue: pending ones serve, rejected ones never did', async () => {
      const pending = await materials({ status: 'pending' });
      expect(pending.list.some((m) => m.impressions7d > 0)).toBe(true);
      for (const m of pending.list) {
        expect(Number.isInteger(m.impressions7d)).toBe(true);
        expect(m.revenue7d).toBeGreaterThanOrEqual(0);
        // Money in cents; no revenue without impressions.
        expect(Math.round(m.revenue7d * 100)).toBeCloseTo(m.revenue7d * 100, 6);
      }
      expect(pending.list.filter((m) => m.impressions7d === 0 && m.revenue7d > 0)).toEqual([]);
      const rejected = await materials({ status: 'rejected' });
      expect(rejected.list.every((m) => m.impressions7d === 0 && m.revenue7d === 0)).toBe(true);
      // The same creative has the same figures in the list and on its own (deterministic).
      const one = pending.list.find((m) => m.impressions7d > 0) as Material;
      const got = await api.post<Material>('/media/material/get', { id: one.id }, { token: demo });
      expect(got.body.result).toMatchObject({ impressions7d: one.impressions7d, revenue7d: one.revenue7d });
    });

    test('the list sorts by 7-day impressions or revenue, both ways, ties by id; the default stays newest first', async () => {
      for (const field of ['impressions7d', 'revenue7d'] as const) {
        const down = await materials({ status: 'pending', sortField: field, sortOrder: 'descend' });
        const values = down.list.map((m) => m[field]);
        expect(values).toEqual([...values].sort((a, b) => b - a));
        const all = await materials({
          status: 'pending',
          sortField: field,
          sortOrder: 'descend',
          pageSize: 100,
          current: 1,
        });
        const top = Math.max(...(await materials({ status: 'pending', pageSize: 100 })).list.map((m) => m[field]));
        expect(all.list[0][field]).toBeGreaterThanOrEqual(top);
        const up = await materials({ status: 'pending', sortField: field, sortOrder: 'ascend' });
        const ups = up.list.map((m) => m[field]);
        expect(ups).toEqual([...ups].sort((a, b) => a - b));
        // Equal figures (the creatives that have not served yet) keep the id order.
        const zeros = up.list.filter((m) => m[field] === 0).map((m) => m.id);
        expect(zeros).toEqual([...zeros].sort((a, b) => a - b));
      }
      const byDefault = await materials({ status: 'pending' });
      const times = byDefault.list.map((m) => m.id);
      const newest = await materials({ status: 'pending', sortField: 'submittedAt', sortOrder: 'descend' });
      expect(newest.list.map((m) => m.id)).toEqual(times);
    });
  });
});
