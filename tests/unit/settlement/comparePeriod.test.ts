/** @jest-environment node */
/**
 * The comparison period (issue 17): previous period of the same length,
 * same period last year (29 February), the day at the same offset, and the
 * change figures (from 0, to 0, down), never Infinity or NaN.
 */
import { comparisonDay, comparisonRange, dayLastYear } from '@/contract/comparePeriod';
import { changeText, metricChange } from '@/features/settlement/compare/changes';
import { changeOf } from '@/utils/change';
import { presetRange, todayIn } from '@/utils/dateRange';

const points = (v: string) => `${v} pp`;

describe('comparison period', () => {
  it('previous period: as many days, ending the day before the start', () => {
    expect(comparisonRange({ start: '2026-11-18', end: '2026-11-24' }, 'previousPeriod')).toEqual({
      start: '2026-11-11',
      end: '2026-11-17',
    });
    expect(comparisonRange({ start: '2026-03-01', end: '2026-03-01' }, 'previousPeriod')).toEqual({
      start: '2026-02-28',
      end: '2026-02-28',
    });
    // A whole month of 31 days compares with the 31 days before, across a month end.
    expect(comparisonRange({ start: '2026-03-01', end: '2026-03-31' }, 'previousPeriod')).toEqual({
      start: '2026-01-29',
      end: '2026-02-28',
    });
    // A leap year is 366 days: the 366 days before it reach into 2022.
    expect(comparisonRange({ start: '2024-01-01', end: '2024-12-31' }, 'previousPeriod')).toEqual({
      start: '2022-12-31',
      end: '2023-12-31',
    });
  });

  it('previous week (issue 49): the same days a week earlier, weekday for weekday, across a month and a year', () => {
    // Sunday 6 December 2026 against Sunday 29 November.
    expect(comparisonRange({ start: '2026-12-06', end: '2026-12-06' }, 'previousWeek')).toEqual({
      start: '2026-11-29',
      end: '2026-11-29',
    });
    expect(comparisonRange({ start: '2027-01-03', end: '2027-01-05' }, 'previousWeek')).toEqual({
      start: '2026-12-27',
      end: '2026-12-29',
    });
    expect(comparisonDay('2024-03-07', { start: '2024-03-06', end: '2024-03-07' }, 'previousWeek')).toBe('2024-02-29');
  });

  it('same period last year, 29 February becoming 28 February', () => {
    expect(dayLastYear('2026-11-24')).toBe('2025-11-24');
    expect(dayLastYear('2024-02-29')).toBe('2023-02-28');
    expect(comparisonRange({ start: '2024-02-01', end: '2024-02-29' }, 'lastYear')).toEqual({
      start: '2023-02-01',
      end: '2023-02-28',
    });
    // A year later the comparison holds the leap day: a day longer than the period.
    expect(comparisonRange({ start: '2025-02-28', end: '2025-03-01' }, 'lastYear')).toEqual({
      start: '2024-02-28',
      end: '2024-03-01',
    });
  });

  it('the comparison day is the day at the same offset (none past the comparison period)', () => {
    const range = { start: '2024-02-27', end: '2024-03-01' };
    expect(comparisonDay('2024-02-27', range, 'previousPeriod')).toBe('2024-02-23');
    expect(comparisonDay('2024-03-01', range, 'previousPeriod')).toBe('2024-02-26');
    expect(comparisonDay('2024-02-29', range, 'lastYear')).toBe('2023-03-01');
    // 2023-02-27 … 2023-03-01 has 3 days: the period's 4th day has no comparison day.
    expect(comparisonDay('2024-03-01', range, 'lastYear')).toBeNull();
  });

  it('across the daylight-saving changes in America/Los_Angeles: calendar days, 7 against 7', () => {
    const LA = 'America/Los_Angeles';
    // 2026-03-08 10:30 UTC is 03:30 PDT, just after the clocks went forward; 2026-11-01 09:30 UTC is 01:30 PST (second 01:30).
    for (const [now, week, before] of [
      [Date.parse('2026-03-08T10:30:00Z'), '2026-03-02', { start: '2026-02-23', end: '2026-03-01' }],
      [Date.parse('2026-11-01T09:30:00Z'), '2026-10-26', { start: '2026-10-19', end: '2026-10-25' }],
    ] as const) {
      const today = todayIn(LA, now);
      const range = presetRange('last7Days', today);
      expect(range.start).toBe(week);
      expect(comparisonRange(range, 'previousPeriod')).toEqual(before);
    }
  });
});

describe('change figures', () => {
  it('0 → n is new (no percentage), n → 0 is -100 %, 0 → 0 is no change; never Infinity or NaN', () => {
    expect(changeOf(5, 0)).toEqual({ delta: 5, ratio: null, direction: 'new' });
    expect(changeOf(0, 5)).toEqual({ delta: -5, ratio: -1, direction: 'down' });
    expect(changeOf(0, 0)).toEqual({ delta: 0, ratio: null, direction: 'none' });
    expect(changeOf(NaN, Infinity)).toEqual({ delta: 0, ratio: null, direction: 'none' });
    expect(changeOf(undefined, 4)).toMatchObject({ ratio: -1, direction: 'down' });
  });

  it('up, down and flat, against the absolute comparison value', () => {
    expect(changeOf(120, 100)).toEqual({ delta: 20, ratio: 0.2, direction: 'up' });
    expect(changeOf(75, 100)).toEqual({ delta: -25, ratio: -0.25, direction: 'down' });
    expect(changeOf(100, 100).direction).toBe('flat');
    // A negative comparison value (an adjustment) still gives the sign of the change.
    expect(changeOf(-50, -100)).toEqual({ delta: 50, ratio: 0.5, direction: 'up' });
  });

  it('written in the metric unit: money to the cent, counts whole, rates in points', () => {
    const money = changeText(
      'revenue',
      metricChange('revenue', { revenue: 12.3 }, { revenue: 10.1 }),
      'USD',
      points,
      'en-US',
    );
    expect(money).toMatchObject({ delta: '+$2.20', ratio: '+21.78%' });
    const count = changeText('impressions', changeOf(900, 1200), 'USD', points, 'en-US');
    expect(count).toMatchObject({ delta: '-300', ratio: '-25.00%' });
    const rate = changeText('fillRate', changeOf(0.8, 0.75), 'USD', points, 'en-US');
    expect(rate).toMatchObject({ delta: '+5.00 pp', ratio: '+6.67%' });
    const fresh = changeText('revenue', changeOf(3, 0), 'USD', points, 'en-US');
    expect(fresh).toMatchObject({ delta: '+$3.00', ratio: null });
    expect(fresh.change.direction).toBe('new');
    const gone = changeText('clicks', changeOf(0, 7), 'USD', points, 'en-US');
    expect(gone).toMatchObject({ delta: '-7', ratio: '-100.00%' });
  });
});
