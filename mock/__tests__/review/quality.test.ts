/** @jest-environment node */
/** Issue 18, part 2: 7-day delivery per creative, "all matching" reviews, audit report additions, defaults. */
import { freshApiPerTest, type TestApi } from '../helpers';

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

  describe('review every matching creative', () => {
    interface MatchingResult {
      matched: number;
      succeeded: number[];
      failed: { id: number; title: string; reason: string }[];
    }
    const review = (body: Record<string, unknown>, token = demo) =>
      api.post<MatchingResult>('/media/material/reviewMatching', body, { token });

    test('applies to the whole filtered queue, skipping with a reason what it does not apply to', async () => {
      const filters = { keyword: 'Lumen Bank' };
      const before = await materials({ ...filters, pageSize: 100 });
      expect(before.total).toBeGreaterThan(10);
      const approved = before.list.filter((m) => m.status === 'approved');
      expect(approved.length).toBeGreaterThan(0);
      const r = await review({ filters, decision: 'approve', expected: before.total });
      expect(r.body.code).toBe(0);
      expect(r.body.result.matched).toBe(before.total);
      expect(r.body.result.succeeded.length + r.body.result.failed.length).toBe(before.total);
      const skipped = r.body.result.failed.filter((f) => approved.some((m) => m.id === f.id));
      expect(skipped).toHaveLength(approved.length);
      expect(skipped.find((f) => f.id === approved[0].id)).toMatchObject({
        title: approved[0].title,
        reason: 'Already approved',
      });
      // Beyond the first page too: every matching creative is approved now, each recorded in the history.
      expect((await materials({ ...filters, status: 'approved', pageSize: 1 })).total).toBe(before.total);
      const last = r.body.result.succeeded[r.body.result.succeeded.length - 1];
      const history = await api.post<Page<{ decision: string; reviewer: string }>>(
        '/media/material/history',
        { materialId: last },
        { token: demo },
      );
      expect(history.body.result.list[0]).toMatchObject({ decision: 'approve', reviewer: 'demo' });
    });

    test('reject needs a reason; blocked creatives are skipped with their rule', async () => {
      const rule = await api.post<{ id: number }>(
        '/media/blockRule/create',
        { kind: 'advertiser', value: 'Nova Phones', scope: 'account' },
        { token: demo },
      );
      const filters = { keyword: 'Nova Phones', status: 'blocked' };
      const blocked = await materials(filters);
      expect(blocked.total).toBeGreaterThan(0);
      const noReason = await review({ filters, decision: 'reject', expected: blocked.total });
      expect(noReason.body.code).toBe(4001);
      const r = await review({ filters, decision: 'reject', reason: 'Spam', expected: blocked.total });
      expect(r.body.result.succeeded).toEqual([]);
      expect(r.body.result.failed).toHaveLength(blocked.total);
      expect(r.body.result.failed[0].reason).toBe(`Blocked by rule #${rule.body.result.id}`);
    });

    test('refuses when more creatives match than the reviewer was shown, and above 1000; View only is refused', async () => {
      const filters = { status: 'pending' };
      const pending = await materials(filters);
      const grew = await review({ filters, decision: 'approve', expected: pending.total - 1 });
      expect(grew.body.code).toBe(4001);
      expect(JSON.stringify(grew.body.errors)).toContain(`${pending.total} creatives match now`);
      expect((await materials(filters)).total).toBe(pending.total);
      expect((await review({ filters, decision: 'approve', expected: 1001 })).body.code).toBe(4001);
      const ops = await api.signIn('ops01', 'Ops@2026');
      expect((await review({ filters, decision: 'approve', expected: pending.total }, ops)).status).toBe(403);
    });

    test('a sub-account decides only in its apps', async () => {
      const made = await api.post(
        '/media/subAccount/create',
        {
          account_name: 'rev09',
          password: 'Good2026x',
          name: 'Reviewer',
          menuCodes: ['MaterialAuditManage'],
          appIds: [1001],
        },
        { token: demo },
      );
      expect(made.body.code).toBe(0);
      const sub = await api.signIn('rev09', 'Good2026x');
      const mine = await materials({ status: 'pending' }, sub);
      const all = await materials({ status: 'pending' });
      expect(mine.total).toBeLessThan(all.total);
      const r = await review({ filters: { status: 'pending' }, decision: 'approve', expected: mine.total }, sub);
      expect(r.body.result.matched).toBe(mine.total);
      expect((await materials({ status: 'pending' })).total).toBe(all.total - mine.total);
    });
  });

  describe('audit report: time to review, rejection reasons, blocking', () => {
    interface Quality {
      timeToReview: { reviewed: number; medianSec: number | null; p90Sec: number | null };
      rejectReasons: { reason: string; count: number; share: number }[];
      blocking: {
        blocked: number;
        impressions: number;
        revenue: number;
        impressionsShare: number;
        revenueShare: number;
      };
      totals: { rejected: number };
    }
    const DAY = 86400000;
    // Reporting days are in Asia/Shanghai (UTC+8, no DST).
    const day = (offset = 0) => new Date(Date.now() + 8 * 3600000 + offset * DAY).toISOString().slice(0, 10);
    const report = async (startDate: string, endDate = day()) => {
      const r = await api.post<Quality>('/media/auditReport/get', { startDate, endDate }, { token: demo });
      expect(r.body.code).toBe(0);
      return r.body.result;
    };
    const decide = (ids: number[], decision: string, reason?: string) =>
      api.post('/media/material/review', { ids, decision, reason }, { token: demo });

    test('time to review: median and 90th percentile of submission to first decision, first decisions only', async () => {
      const month = await report(day(-29));
      const { reviewed, medianSec, p90Sec } = month.timeToReview;
      expect(reviewed).toBeGreaterThan(100);
      // The seed decides 10 minutes to 2 days after submission.
      expect(medianSec).toBeGreaterThanOrEqual(600);
      expect(p90Sec).toBeGreaterThanOrEqual(medianSec as number);
      expect(p90Sec).toBeLessThanOrEqual(2 * 86400);

      const before = (await report(day())).timeToReview.reviewed;
      const [fresh] = (await materials({ status: 'pending', pageSize: 1 })).list;
      await decide([fresh.id], 'approve');
      expect((await report(day())).timeToReview.reviewed).toBe(before + 1);
      // A second decision on the same creative is not a new time to review.
      await decide([fresh.id], 'reject', 'Changed my mind');
      expect((await report(day())).timeToReview.reviewed).toBe(before + 1);
    });

    test('top rejection reasons: count and share of the rejections in the range, most frequent first', async () => {
      const pending = (await materials({ status: 'pending', pageSize: 6 })).list.map((m) => m.id);
      await decide(pending, 'reject', '  Zebra stripes everywhere ');
      const today = await report(day());
      const reasons = today.rejectReasons;
      expect(reasons.length).toBeLessThanOrEqual(5);
      expect(reasons.map((r) => r.count)).toEqual([...reasons.map((r) => r.count)].sort((a, b) => b - a));
      const zebra = reasons.find((r) => r.reason === 'Zebra stripes everywhere');
      expect(zebra).toMatchObject({ count: 6 });
      expect(zebra?.share).toBeCloseTo(6 / today.totals.rejected, 3);
      const month = await report(day(-29));
      expect(month.rejectReasons).toHaveLength(5);
      expect(month.rejectReasons.reduce((n, r) => n + r.share, 0)).toBeLessThanOrEqual(1.0001);
    });

    test("blocking: creatives blocked in the range and their share of delivery, as the rule's impact said", async () => {
      expect((await report(day(-29))).blocking).toEqual({
        blocked: 0,
        impressions: 0,
        revenue: 0,
        impressionsShare: 0,
        revenueShare: 0,
      });
      const draft = { kind: 'advertiser', value: 'Stride Shoes', scope: 'account' };
      const impact = await api.post<{
        pending: number;
        approved: number;
        impressions: number;
        impressionsShare: number;
        revenueShare: number;
      }>('/media/blockRule/impact', draft, { token: demo });
      const rule = await api.post<{ id: number }>('/media/blockRule/create', draft, { token: demo });
      const blocking = (await report(day())).blocking;
      expect(blocking.blocked).toBe(impact.body.result.pending + impact.body.result.approved);
      expect(blocking.impressions).toBe(impact.body.result.impressions);
      expect(blocking.impressionsShare).toBe(impact.body.result.impressionsShare);
      expect(blocking.revenueShare).toBe(impact.body.result.revenueShare);
      // Not blocked before the range began; released creatives no longer count.
      expect((await report(day(-29), day(-1))).blocking.blocked).toBe(0);
      await api.post('/media/blockRule/status', { id: rule.body.result.id, status: 'paused' }, { token: demo });
      expect((await report(day())).blocking.blocked).toBe(0);
    });
  });

  describe('leftovers of part 1: defaults and later submissions', () => {
    interface Defaults {
      categories: string[];
      blockedCount: number;
      updatedBy: string | null;
    }
    const submit = (body: Record<string, unknown>) =>
      api.post<Material>('/__mock/materials/submit', { adPositionId: 2001, category: 'travel', ...body });

    test('sensitive categories blocked by default: enforced like a rule, released when turned off', async () => {
      const before = await api.post<Defaults>('/media/blockRule/defaults', {}, { token: demo });
      expect(before.body.result).toEqual({ categories: [], blockedCount: 0, updatedBy: null, updatedAt: null });
      const pendingBefore = (await materials({ status: 'pending', pageSize: 1 })).total;

      const set = await api.post<Defaults>(
        '/media/blockRule/defaults/update',
        { categories: ['gambling', 'alcohol'] },
        { token: demo },
      );
      expect(set.body.code).toBe(0);
      expect(set.body.result).toMatchObject({ categories: ['gambling', 'alcohol'], updatedBy: 'demo' });
      expect(set.body.result.blockedCount).toBeGreaterThan(0);
      const blocked = await materials({ status: 'blocked' });
      expect(blocked.total).toBe(set.body.result.blockedCount);
      expect(blocked.list.every((m) => ['gambling', 'alcohol'].includes(m.category))).toBe(true);
      expect(blocked.list[0].blockedBy).toEqual({ ruleId: null, kind: 'category', value: blocked.list[0].category });
      const refused = await api.post<{ failed: { reason: string }[] }>(
        '/media/material/review',
        { ids: [blocked.list[0].id], decision: 'approve' },
        { token: demo },
      );
      expect(refused.body.result.failed[0].reason).toBe('Blocked by default: sensitive category');
      // No pending gambling creative is left in the queue.
      const queue = await materials({ status: 'pending', pageSize: 100 });
      expect(queue.list.some((m) => m.category === 'gambling')).toBe(false);

      // Only sensitive categories; a sub-account cannot change the publisher's setting.
      const general = await api.post('/media/blockRule/defaults/update', { categories: ['travel'] }, { token: demo });
      expect(general.body.code).toBe(4001);
      await api.post(
        '/media/subAccount/create',
        { account_name: 'rev10', password: 'Good2026x', name: 'R', menuCodes: ['MaterialAuditManage'], appIds: [1001] },
        { token: demo },
      );
      const rev = await api.signIn('rev10', 'Good2026x');
      expect((await api.post('/media/blockRule/defaults/update', { categories: [] }, { token: rev })).body.code).toBe(
        4001,
      );
      expect(
        (await api.post<Defaults>('/media/blockRule/defaults', {}, { token: rev })).body.result.categories,
      ).toEqual(['gambling', 'alcohol']);

      const off = await api.post<Defaults>('/media/blockRule/defaults/update', { categories: [] }, { token: demo });
      expect(off.body.result.blockedCount).toBe(0);
      expect((await materials({ status: 'blocked', pageSize: 1 })).total).toBe(0);
      expect(queue.total).toBeLessThan(pendingBefore);
      expect((await materials({ status: 'pending', pageSize: 1 })).total).toBe(pendingBefore);
    });

    test('each category turned on or off by default is a line of the rules history, with who and no rule', async () => {
      interface Line {
        ruleId: number | null;
        kind: string;
        value: string;
        action: string;
        actor: string;
        changes: unknown[];
      }
      const history = async () =>
        (await api.post<{ total: number; list: Line[] }>('/media/blockRule/history', {}, { token: demo })).body.result;
      await api.post('/media/blockRule/defaults/update', { categories: ['gambling', 'dating'] }, { token: demo });
      // The same list again changes nothing, so it writes nothing.
      await api.post('/media/blockRule/defaults/update', { categories: ['dating', 'gambling'] }, { token: demo });
      await api.post('/media/blockRule/defaults/update', { categories: ['gambling'] }, { token: demo });
      const h = await history();
      expect(h.total).toBe(3);
      expect(h.list.map((l) => [l.action, l.value])).toEqual([
        ['defaultOff', 'dating'],
        ['defaultOn', 'dating'],
        ['defaultOn', 'gambling'],
      ]);
      expect(h.list.every((l) => l.ruleId === null && l.kind === 'category' && l.actor === 'demo')).toBe(true);
      expect(h.list[0].changes).toEqual([]);
      // Such lines have no rule: asking for one rule's history does not find them.
      const one = await api.post('/media/blockRule/history', { ruleId: 0 }, { token: demo });
      expect(one.body.code).toBe(4004);
      // A refused change (not a sensitive category) writes nothing.
      await api.post('/media/blockRule/defaults/update', { categories: ['travel'] }, { token: demo });
      expect((await history()).total).toBe(3);
    });

    test('a later submission that a rule covers never reaches the queue; others do', async () => {
      await api.post(
        '/media/blockRule/create',
        { kind: 'domain', value: 'spam.test', scope: 'account' },
        { token: demo },
      );
      const caught = await submit({ advertiser: 'Spammy', advertiserDomain: 'ads.SPAM.test' });
      expect(caught.body.code).toBe(0);
      expect(caught.body.result).toMatchObject({
        status: 'blocked',
        blockedBy: { kind: 'domain', value: 'spam.test' },
      });
      const kept = await submit({ advertiser: 'Honest Co', advertiserDomain: 'honest.test', title: 'Fresh honest ad' });
      expect(kept.body.result.status).toBe('pending');
      // Found in the pending queue by what it says (the seed's newest creatives may sort before "now").
      const honest = await materials({ status: 'pending', keyword: 'honest.test' });
      expect(honest.list.map((m) => m.id)).toEqual([kept.body.result.id]);
      const spam = await materials({ status: 'pending', keyword: 'spam.test' });
      expect(spam.total).toBe(0);
      // Blocked by default too.
      await api.post('/media/blockRule/defaults/update', { categories: ['dating'] }, { token: demo });
      const dating = await submit({ advertiser: 'Meet', advertiserDomain: 'meet.test', category: 'dating' });
      expect(dating.body.result).toMatchObject({ status: 'blocked', blockedBy: { ruleId: null, value: 'dating' } });
      expect((await submit({ adPositionId: 999999, advertiser: 'X', advertiserDomain: 'x.test' })).body.code).toBe(
        4001,
      );
    });
  });
});
