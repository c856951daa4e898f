/** @jest-environment node */
/** The report windows (see reportWindows.test.ts) under every kind of filter. */
import type { GroupByKey } from '../../../src/contract/typings';
import type { TrafficFilter } from '../../core/lib/trafficStore';
import { appIds, expectSame, freshStore, state } from './reportWindowsSupport';

describe('report windows with filters: the fast path gives the direct computation’s rows', () => {
  test('filters (apps, positions, ad types, platforms, countries) are part of the window', () => {
    const tr = freshStore();
    const someApps = new Set([...appIds].slice(0, 3));
    const positions = new Set(
      state.adPositions
        .filter((p) => someApps.has(p.appId))
        .map((p) => p.id)
        .slice(0, 4),
    );
    const filters: Partial<TrafficFilter>[] = [
      { appIds: someApps },
      { adPositionIds: positions },
      { adTypes: new Set(['banner', 'rewarded'] as const) },
      { platforms: new Set(['ios'] as const) },
      { countries: new Set(['US', 'JP'] as const) },
    ];
    for (const zone of ['America/Los_Angeles']) {
      for (const extra of filters) {
        for (const groupBy of [
          ['day', 'app', 'country'],
          ['hour', 'country'],
        ] as GroupByKey[][]) {
          const today = tr.todayIn(zone);
          const f: TrafficFilter = { startDay: today - 20, endDay: today - 2, zone, appIds, ...extra };
          expectSame(tr.aggregate(f, groupBy), tr.aggregateDirect(f, groupBy));
        }
      }
    }
  });
});
