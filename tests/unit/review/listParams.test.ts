import { listMaterials } from '@/features/review/api';
import { signInWithPassword } from '@/services/auth';
import { setToken } from '@/session';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_QUERY,
  toListParams,
  withFilters,
  type ListQuery,
} from '@/features/review/creatives/logic/listParams';
import { setupMockApi } from '../support/mockApi';
import { credentials } from '../support/signIn';

setupMockApi();

function q(patch: Partial<ListQuery['filters']> = {}, rest: Partial<Omit<ListQuery, 'filters'>> = {}): ListQuery {
  return { ...DEFAULT_QUERY, ...rest, filters: { ...DEFAULT_FILTERS, ...patch } };
}

describe('filters → request params', () => {
  it('starts with the pending queue, page 1 of 10, newest submitted first', () => {
    expect(toListParams(DEFAULT_QUERY)).toEqual({
      current: 1,
      pageSize: 10,
      sortField: 'submittedAt',
      sortOrder: 'descend',
      status: 'pending',
    });
  });

  it('sends every filter the list call offers', () => {
    expect(
      toListParams(
        q(
          {
            keyword: '  Lumen  ',
            status: 'rejected',
            adType: 'banner',
            format: 'image',
            appId: 1001,
            adPositionId: 2002,
            submittedFrom: '2026-03-01',
            submittedTo: '2026-03-31',
          },
          { current: 3, pageSize: 50, sortOrder: 'ascend' },
        ),
      ),
    ).toEqual({
      current: 3,
      pageSize: 50,
      sortField: 'submittedAt',
      sortOrder: 'ascend',
      keyword: 'Lumen',
      status: 'rejected',
      adType: 'banner',
      format: 'image',
      appId: 1001,
      adPositionId: 2002,
      submittedFrom: '2026-03-01',
      submittedTo: '2026-03-31',
    });
  });

  it('leaves out empty filters and "all" statuses', () => {
    const params = toListParams(q({ keyword: '   ', status: 'all', adType: undefined, appId: undefined }));
    expect(params).toEqual({ current: 1, pageSize: 10, sortField: 'submittedAt', sortOrder: 'descend' });
  });

  it('puts a reversed date range in order and drops impossible days', () => {
    expect(toListParams(q({ submittedFrom: '2026-04-10', submittedTo: '2026-04-01' }))).toMatchObject({
      submittedFrom: '2026-04-01',
      submittedTo: '2026-04-10',
    });
    const params = toListParams(q({ submittedFrom: '2026-02-30', submittedTo: 'yesterday' }));
    expect(params).not.toHaveProperty('submittedFrom');
    expect(params).not.toHaveProperty('submittedTo');
  });

  it('keeps the page size to 10, 20 or 50 and the page to a positive whole number', () => {
    expect(toListParams(q({}, { pageSize: 20 })).pageSize).toBe(20);
    expect(toListParams(q({}, { pageSize: 100 })).pageSize).toBe(10);
    expect(toListParams(q({}, { pageSize: 7 })).pageSize).toBe(10);
    expect(toListParams(q({}, { current: 0 })).current).toBe(1);
    expect(toListParams(q({}, { current: 2.7 })).current).toBe(2);
  });

  it('drops ids that are not positive whole numbers and values outside the enums', () => {
    const params = toListParams(
      q({
        appId: -1,
        adPositionId: 1.5,
        adType: 'popup' as never,
        format: 'audio' as never,
        status: 'deleted' as never,
      }),
    );
    expect(params).toEqual({ current: 1, pageSize: 10, sortField: 'submittedAt', sortOrder: 'descend' });
  });

  it('goes back to page 1 on a filter change, and a new app clears the ad position', () => {
    const start = q({ appId: 1001, adPositionId: 2002 }, { current: 4 });
    const next = withFilters(start, { appId: 1002 });
    expect(next.current).toBe(1);
    expect(next.filters).toMatchObject({ appId: 1002, adPositionId: undefined });
    expect(withFilters(start, { status: 'approved' }).filters.adPositionId).toBe(2002);
    expect(withFilters(start, { appId: 1001 }).filters.adPositionId).toBe(2002);
  });

  it('counts the filters that differ from the defaults', () => {
    expect(activeFilterCount(DEFAULT_FILTERS)).toBe(0);
    expect(
      activeFilterCount({ ...DEFAULT_FILTERS, keyword: 'x', status: 'all', appId: 1, submittedFrom: '2026-01-01' }),
    ).toBe(4);
  });
});

describe('the params against the mock list call', () => {
  beforeEach(async () => {
    localStorage.setItem('umi_locale', 'en-US');
    const r = await signInWithPassword(credentials('demo'));
    setToken(r['user-token']);
  });

  it('returns only creatives that match every filter, in submitted order', async () => {
    const page = await listMaterials(
      toListParams(q({ status: 'approved', adType: 'banner', appId: 1001 }, { pageSize: 20, sortOrder: 'ascend' })),
    );
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThan(0);
    for (const m of page.list) expect(m).toMatchObject({ status: 'approved', adType: 'banner', appId: 1001 });
    const times = page.list.map((m) => m.submittedAt);
    expect([...times].sort()).toEqual(times);
  });

  it('finds the hostile seed titles by keyword', async () => {
    const page = await listMaterials(toListParams(q({ keyword: '<script>', status: 'all' })));
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((m) => m.title.toLowerCase().includes('<script>'))).toBe(true);
  });
});
