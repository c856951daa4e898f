/** @jest-environment node */
/**
 * A store built over the same seed on the same day shares the year of figures already drawn
 * (issue 30: each test's mock and each reset drew them again, about a second each). Shared
 * only when everything they are drawn from is the same: a changed app gets figures of its own,
 * and the store built before the change keeps its own.
 */
import { buildSeed } from '../../core/seed';
import { TrafficStore, type TrafficFilter } from '../../core/lib/trafficStore';

const NOW = Date.parse('2026-11-05T04:00:00Z');

function lastDays(tr: TrafficStore, appId: number, days: number): TrafficFilter {
  const today = tr.todayIn(undefined);
  return { startDay: today - days + 1, endDay: today, appIds: new Set([appId]) };
}

describe('traffic figures drawn once per seed and day', () => {
  const state = buildSeed('normal', NOW);
  const app = state.apps.find((a) => a.enabled && a.reviewStatus === 'approved' && a.publisherId === 2);

  test('a second store over the same state gives the same figures', () => {
    if (!app) throw new Error('the seed has an approved, enabled app of demo');
    const first = new TrafficStore(state, NOW);
    const second = new TrafficStore(state, NOW);
    const a = first.aggregate(lastDays(first, app.id, 90), ['day']).totals;
    expect(a.impressions).toBeGreaterThan(0);
    expect(second.aggregate(lastDays(second, app.id, 90), ['day']).totals).toEqual(a);
  });

  test('an app disabled since: the new store stops its figures 30 days back, the earlier store keeps its own', () => {
    if (!app) throw new Error('the seed has an approved, enabled app of demo');
    const before = new TrafficStore(state, NOW);
    const changed = { ...state, apps: state.apps.map((a) => (a.id === app.id ? { ...a, enabled: false } : a)) };
    const after = new TrafficStore(changed, NOW);
    expect(after.aggregate(lastDays(after, app.id, 30), ['day']).totals.impressions).toBe(0);
    expect(before.aggregate(lastDays(before, app.id, 30), ['day']).totals.impressions).toBeGreaterThan(0);
    // The days before are the app's own figures in both.
    const older = (tr: TrafficStore) => {
      const today = tr.todayIn(undefined);
      return tr.aggregate({ startDay: today - 89, endDay: today - 31, appIds: new Set([app.id]) }, ['day']).totals;
    };
    expect(older(after)).toEqual(older(before));
  });
});
