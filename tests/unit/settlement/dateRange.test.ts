/** @jest-environment node */
import { addDays, checkRange, isDateString, matchPreset, presetRange, rangeDays, todayIn } from '@/utils/dateRange';

describe('report days', () => {
  it('accepts only real YYYY-MM-DD days', () => {
    expect(isDateString('2026-03-15')).toBe(true);
    expect(isDateString('2024-02-29')).toBe(true);
    for (const bad of [
      '2026-02-29',
      '2026-13-01',
      '2026-3-15',
      '15/03/2026',
      '2026-03-15T00:00',
      '',
      null,
      20260315,
      '1969-12-31',
    ]) {
      expect(isDateString(bad)).toBe(false);
    }
  });

  it('counts both ends and moves across months and leap days', () => {
    expect(rangeDays({ start: '2026-03-15', end: '2026-03-15' })).toBe(1);
    expect(rangeDays({ start: '2024-01-01', end: '2024-12-31' })).toBe(366);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it("takes today in the report's time zone, not the browser's", () => {
    // 2026-03-14 20:30 UTC is already 2026-03-15 04:30 in Shanghai.
    const now = Date.UTC(2026, 2, 14, 20, 30);
    expect(todayIn('Asia/Shanghai', now)).toBe('2026-03-15');
    expect(todayIn('America/Los_Angeles', now)).toBe('2026-03-14');
    expect(todayIn('Not/AZone', now)).toBe('2026-03-14');
  });
});

describe('presets', () => {
  const today = '2026-03-15';
  it.each([
    ['yesterday', '2026-03-14', '2026-03-14'],
    ['last7Days', '2026-03-09', '2026-03-15'],
    ['last30Days', '2026-02-14', '2026-03-15'],
    ['thisMonth', '2026-03-01', '2026-03-15'],
    ['lastMonth', '2026-02-01', '2026-02-28'],
  ] as const)('%s is %s … %s', (key, start, end) => {
    expect(presetRange(key, today)).toEqual({ start, end });
    expect(matchPreset({ start, end }, today)).toBe(key);
  });

  it('handles January (last month is December of the year before) and the first of a month', () => {
    expect(presetRange('lastMonth', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('thisMonth', '2026-01-01')).toEqual({ start: '2026-01-01', end: '2026-01-01' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('recognises no preset for a custom range', () => {
    expect(matchPreset({ start: '2026-03-02', end: '2026-03-05' }, today)).toBeNull();
  });
});

describe('range rules (what the API would refuse)', () => {
  const today = '2026-03-15';
  it('allows at most one year: 366 days', () => {
    // The longest range allowed, counted as the report counts it: 366 days, both ends included.
    expect(rangeDays({ start: addDays(today, -365), end: today })).toBe(366);
    expect(checkRange({ start: addDays(today, -365), end: today }, today)).toBeNull();
    expect(checkRange({ start: addDays(today, -366), end: today }, today)).toBe('tooLong');
  });

  it('refuses reversed, future and malformed ranges', () => {
    expect(checkRange({ start: '2026-03-10', end: '2026-03-09' }, today)).toBe('order');
    expect(checkRange({ start: '2026-03-10', end: '2026-03-16' }, today)).toBe('future');
    expect(checkRange({ start: '2026-03-10', end: 'x' }, today)).toBe('invalid');
    expect(checkRange(null, today)).toBe('invalid');
  });

  it('accepts every preset', () => {
    for (const key of ['yesterday', 'last7Days', 'last30Days', 'thisMonth', 'lastMonth'] as const) {
      expect(checkRange(presetRange(key, today), today)).toBeNull();
    }
  });
});
