/** @jest-environment node */
import { servingOfApp, servingOfPosition } from '../../core/lib/serving';
import type { AppRecord } from '../../core/state';
import { freshApiPerTest, type TestApi } from '../helpers';

type Facts = Pick<AppRecord, 'reviewStatus' | 'reviewReason' | 'enabled' | 'appAds'>;
const VERIFIED = { status: 'verified' as const, checkedAt: 0 };
const app = (f: Partial<Facts> = {}): Facts => ({
  reviewStatus: 'approved',
  reviewReason: null,
  enabled: true,
  appAds: VERIFIED,
  ...f,
});

describe('the serving rules (lib/serving.ts)', () => {
  it.each([
    ['enabled', app(), 'serving', []],
    ['enabled', app({ reviewStatus: 'pending' }), 'notServing', ['appPending']],
    ['enabled', app({ reviewStatus: 'rejected', reviewReason: 'Bad listing' }), 'notServing', ['appRejected']],
    ['enabled', app({ reviewStatus: 'suspended', enabled: false }), 'notServing', ['appSuspended']],
    ['enabled', app({ enabled: false }), 'notServing', ['appDisabled']],
    ['disabled', app(), 'notServing', ['positionDisabled']],
    // The app's reason first: the position's own switch is on screen anyway.
    ['disabled', app({ reviewStatus: 'pending' }), 'notServing', ['appPending', 'positionDisabled']],
    ['disabled', app({ enabled: false }), 'notServing', ['appDisabled', 'positionDisabled']],
  ] as const)('a %s position of %j: %s %j', (status, facts, expected, blockers) => {
    const s = servingOfPosition({ status }, facts, 100);
    expect(s.status).toBe(expected);
    expect(s.blockers).toEqual(blockers);
  });

  it("gives the reviewer's reason of a rejected or suspended app, and only then", () => {
    expect(servingOfApp(app({ reviewStatus: 'rejected', reviewReason: 'Bad listing' }), 0).reason).toBe('Bad listing');
    expect(servingOfApp(app({ reviewStatus: 'suspended', reviewReason: 'Invalid traffic' }), 0).reason).toBe(
      'Invalid traffic',
    );
    expect(servingOfApp(app(), 5).reason).toBeNull();
  });

  it('app-ads.txt missing is a warning, not a block', () => {
    for (const status of ['lineMissing', 'notFound'] as const) {
      const s = servingOfPosition({ status: 'enabled' }, app({ appAds: { status, checkedAt: null } }), 100);
      expect(s).toMatchObject({ status: 'warning', blockers: [], warnings: ['appAdsMissing'] });
    }
  });

  it('an app not checked yet is "not checked yet", never "missing"', () => {
    const s = servingOfPosition({ status: 'enabled' }, app({ appAds: { status: 'unchecked', checkedAt: null } }), 100);
    expect(s).toMatchObject({ status: 'warning', blockers: [], warnings: ['appAdsUnchecked'] });
  });

  it('no traffic in 7 days is a warning of what could serve, never beside a blocker', () => {
    expect(servingOfPosition({ status: 'enabled' }, app(), 0)).toMatchObject({
      status: 'warning',
      warnings: ['noTraffic'],
    });
    expect(servingOfPosition({ status: 'disabled' }, app(), 0).warnings).toEqual([]);
    expect(servingOfApp(app({ reviewStatus: 'pending' }), 0).warnings).toEqual([]);
    expect(servingOfApp(app(), 1).status).toBe('serving');
  });
});

interface Serving {
  status: string;
  blockers: string[];
  warnings: string[];
  reason: string | null;
}
interface Position {
  id: number;
  appId: number;
  status: string;
  unitId: string;
  serving: Serving;
  recent: { requests: number; fillRate: number; ecpm: number };
}
interface App {
  id: number;
  name: string;
  reviewStatus: string;
  enabled: boolean;
  appAds: { status: string };
  serving: Serving;
}

let api: TestApi;
let token: string;
freshApiPerTest({}, (a, t) => {
  api = a;
  token = t;
});

const positions = async (params: Record<string, unknown> = {}) =>
  (await api.post<{ list: Position[] }>('/media/adPosition/list', { pageSize: 100, ...params }, { token })).body.result
    .list;
const apps = async () =>
  (await api.post<{ list: App[] }>('/media/app/list', { pageSize: 100 }, { token })).body.result.list;

describe('serving status through the API', () => {
  it("answers each app's status with the reviewer's reason", async () => {
    const list = await apps();
    const rejected = list.find((a) => a.reviewStatus === 'rejected')!;
    expect(rejected.serving).toMatchObject({
      status: 'notServing',
      blockers: ['appRejected'],
      reason: 'Store listing does not match the submitted package',
    });
    expect(list.find((a) => a.reviewStatus === 'pending')!.serving.blockers).toEqual(['appPending']);
    expect(list.find((a) => a.reviewStatus === 'suspended')!.serving.blockers).toEqual(['appSuspended']);
    expect(list.find((a) => a.reviewStatus === 'approved' && !a.enabled)!.serving.blockers).toEqual(['appDisabled']);
    const live = list.filter((a) => a.reviewStatus === 'approved' && a.enabled);
    expect(live.find((a) => a.appAds.status === 'verified')!.serving.status).toBe('serving');
    expect(live.find((a) => a.appAds.status === 'lineMissing')!.serving).toMatchObject({
      status: 'warning',
      warnings: ['appAdsMissing'],
    });
  });

  it("answers each position's status and its last 7 days: requests, fill rate, eCPM", async () => {
    const list = await positions();
    const live = list.filter((p) => p.serving.status !== 'notServing');
    expect(live.length).toBeGreaterThan(0);
    for (const p of live) {
      expect(p.recent.requests).toBeGreaterThan(0);
      expect(p.recent.fillRate).toBeGreaterThan(0);
      expect(p.recent.fillRate).toBeLessThanOrEqual(1);
      expect(p.recent.ecpm).toBeGreaterThan(0);
    }
    const off = list.find((p) => p.status === 'disabled' && p.serving.blockers[0] === 'positionDisabled')!;
    expect(off.serving.status).toBe('notServing');
    // Its traffic stopped 15 days ago.
    expect(off.recent).toEqual({ requests: 0, fillRate: 0, ecpm: 0 });
  });

  it('a new position of a live app serves but has no traffic yet; switching it off says so', async () => {
    const app = (await apps()).find(
      (a) => a.reviewStatus === 'approved' && a.enabled && a.appAds.status === 'verified',
    )!;
    const made = await api.post<Position>(
      '/media/adPosition/create',
      { appId: app.id, name: 'Fresh banner', adType: 'banner', bannerSize: '320x50', floorPrice: 0.5 },
      { token },
    );
    expect(made.body.result.serving).toEqual({
      status: 'warning',
      blockers: [],
      warnings: ['noTraffic'],
      reason: null,
    });
    expect(made.body.result.recent.requests).toBe(0);
    const off = await api.post<Position>(
      '/media/adPosition/status',
      { id: made.body.result.id, status: 'disabled' },
      { token },
    );
    expect(off.body.result.serving).toMatchObject({
      status: 'notServing',
      blockers: ['positionDisabled'],
      warnings: [],
    });
  });
});
