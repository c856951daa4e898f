/** @jest-environment node */
import { exportFilters } from '@/features/settlement/export/filters';
import en from '@/locales/en-US/settlement';

const t = (id: string) => (en as Record<string, string>)[id] ?? id;

describe('settlement export preamble filters', () => {
  it('names every filter, and says "all" for an empty one', () => {
    expect(
      exportFilters({ startDate: '2026-03-01', endDate: '2026-03-02' }, { apps: null, adPositions: null }, t),
    ).toEqual([
      ['Apps', 'All apps'],
      ['Ad positions', 'All ad positions'],
      ['Ad types', 'All ad types'],
      ['Group by', 'Day'],
    ]);
  });

  it('writes the names of the chosen apps and positions, #ID where a name is unknown', () => {
    const rows = exportFilters(
      {
        startDate: '2026-03-01',
        endDate: '2026-03-02',
        appIds: [1001, 1009],
        adPositionIds: [2001],
        adTypes: ['banner', 'rewarded'],
        groupBy: ['day', 'adPosition'],
      },
      { apps: [{ value: 1001, label: 'Puzzle' }], adPositions: [{ value: 2001, label: 'Home banner' }] },
      t,
    );
    expect(rows).toEqual([
      ['Apps', 'Puzzle, #1009'],
      ['Ad positions', 'Home banner'],
      ['Ad types', 'Banner, Rewarded video'],
      ['Group by', 'Day, Ad position'],
    ]);
  });
});
