import { applyDecision, chunk, mergeOutcomes, summarizeReview } from '@/features/review/creatives/logic/reviewSummary';
import { listMaterials, materialHistory, reviewMaterials } from '@/features/review/api';
import { setupMockApi } from '../support/mockApi';
import { material, signIn } from './support';

setupMockApi();

describe('summarizeReview', () => {
  const items = [
    { id: 1, title: 'One' },
    { id: 2, title: '<b>Two</b>' },
    { id: 3, title: 'Three' },
    { id: 4, title: 'Four' },
  ];

  it('counts successes and names each failure by id, title and server reason', () => {
    const outcome = summarizeReview('approve', items, {
      succeeded: [1, 3],
      failed: [
        { id: 2, reason: 'Already approved' },
        { id: 4, reason: 'Not found' },
      ],
    });
    expect(outcome.requested).toBe(4);
    expect(outcome.succeeded).toEqual([
      { id: 1, title: 'One' },
      { id: 3, title: 'Three' },
    ]);
    expect(outcome.failed).toEqual([
      { id: 2, title: '<b>Two</b>', reason: 'Already approved' },
      { id: 4, title: 'Four', reason: 'Not found' },
    ]);
  });

  it('counts an id the server did not answer for as failed, without a reason', () => {
    const outcome = summarizeReview('reject', items.slice(0, 2), { succeeded: [1], failed: [] });
    expect(outcome.failed).toEqual([{ id: 2, title: '<b>Two</b>', reason: null }]);
  });

  it('joins batches and cuts ids into batches of the server limit', () => {
    const a = summarizeReview('approve', items.slice(0, 2), { succeeded: [1, 2], failed: [] });
    const b = summarizeReview('approve', items.slice(2), { succeeded: [3], failed: [{ id: 4, reason: 'x' }] });
    const all = mergeOutcomes('approve', [a, b]);
    expect(all.requested).toBe(4);
    expect(all.succeeded.map((s) => s.id)).toEqual([1, 2, 3]);
    expect(all.failed.map((s) => s.id)).toEqual([4]);
    expect(
      chunk(
        Array.from({ length: 250 }, (_, i) => i),
        100,
      ).map((c) => c.length),
    ).toEqual([100, 100, 50]);
  });

  it('updates a row after a decision', () => {
    const m = material({ status: 'rejected', rejectReason: 'Misleading claims' });
    expect(applyDecision(m, 'approve', undefined, 'demo', '2026-03-16T00:00:00.000Z')).toMatchObject({
      status: 'approved',
      rejectReason: null,
      reviewedBy: 'demo',
      reviewedAt: '2026-03-16T00:00:00.000Z',
    });
    expect(applyDecision(material(), 'reject', 'Low image quality', 'demo', 'now')).toMatchObject({
      status: 'rejected',
      rejectReason: 'Low image quality',
    });
  });
});

describe('a bulk review against the mock', () => {
  beforeEach(async () => {
    localStorage.setItem('umi_locale', 'en-US');
    await signIn();
  });

  it('reviews what it can, reports the rest, and records who, when, what and why', async () => {
    const pending = await listMaterials({ status: 'pending', pageSize: 2 });
    const approved = await listMaterials({ status: 'approved', pageSize: 1 });
    const items = [...pending.list, ...approved.list, { id: 99999999, title: 'Ghost' }];
    const result = await reviewMaterials({ ids: items.map((m) => m.id), decision: 'approve' });
    const outcome = summarizeReview('approve', items, result);

    expect(outcome.succeeded.map((s) => s.id)).toEqual(pending.list.map((m) => m.id));
    expect(outcome.failed).toEqual([
      { id: approved.list[0].id, title: approved.list[0].title, reason: 'Already approved' },
      { id: 99999999, title: 'Ghost', reason: 'It no longer exists: reload the page to see the current data' },
    ]);

    const history = await materialHistory({ materialId: pending.list[0].id, current: 1, pageSize: 10 });
    expect(history.list[0]).toMatchObject({
      materialId: pending.list[0].id,
      decision: 'approve',
      reviewer: 'demo',
      fromStatus: 'pending',
      toStatus: 'approved',
    });
    expect(Date.parse(history.list[0].reviewedAt)).not.toBeNaN();
  });
});
