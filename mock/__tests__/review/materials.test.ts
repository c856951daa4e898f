/** @jest-environment node */
import { SUB01, type TestApi, freshApiPerTest } from '../helpers';

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
