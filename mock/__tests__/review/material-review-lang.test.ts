/** @jest-environment node */
import { type TestApi, freshApiPerTest } from '../helpers';

interface Page<T> {
  list: T[];
}
interface ReviewResult {
  succeeded: number[];
  failed: { id: number; reason: string }[];
}

describe('material review failure reasons', () => {
  let api: TestApi;
  let demo: string;
  freshApiPerTest({ rateLimitPerSecond: 1000 }, (a, d) => {
    [api, demo] = [a, d];
  });

  test('name the status in the caller language, never as the raw enum value', async () => {
    const pending = await api.post<Page<{ id: number }>>(
      '/media/material/list',
      { status: 'pending', pageSize: 2 },
      { token: demo },
    );
    const [a, b] = pending.body.result.list.map((m) => m.id);
    await api.post('/media/material/review', { ids: [a], decision: 'approve' }, { token: demo });
    await api.post('/media/material/review', { ids: [b], decision: 'reject', reason: 'x' }, { token: demo });

    const en = await api.post<ReviewResult>(
      '/media/material/review',
      { ids: [a], decision: 'approve' },
      { token: demo },
    );
    expect(en.body.result.failed).toEqual([{ id: a, reason: 'Already approved' }]);

    const zh = { token: demo, headers: { 'accept-language': 'zh-CN' } };
    const zhApprove = await api.post<ReviewResult>('/media/material/review', { ids: [a], decision: 'approve' }, zh);
    expect(zhApprove.body.result.failed[0].reason).toBe('已经是 已通过 状态');
    const zhReject = await api.post<ReviewResult>(
      '/media/material/review',
      { ids: [b], decision: 'reject', reason: 'y' },
      zh,
    );
    expect(zhReject.body.result.failed[0].reason).toBe('已经是 已拒绝 状态');
    expect(zhReject.body.result.failed[0].reason).not.toMatch(/rejected|approved/);
  });
});
