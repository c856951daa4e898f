/** @jest-environment node */
import { REPORT_TIME_ZONE } from '@/contract/values';
import { checkRange, presetRange, rangeDays, todayIn } from '@/utils/dateRange';

// The audit report's date ranges: the same module as the settlement report's (src/utils/dateRange.ts).
describe('audit report date ranges', () => {
  it('takes today in the reporting time zone (UTC+8), not the browser zone', () => {
    expect(todayIn(REPORT_TIME_ZONE, Date.parse('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
    expect(todayIn(REPORT_TIME_ZONE, Date.parse('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
  });

  it('builds the presets ending today', () => {
    expect(presetRange('last7Days', '2026-03-15')).toEqual({ start: '2026-03-09', end: '2026-03-15' });
    expect(presetRange('last30Days', '2026-03-15')).toEqual({ start: '2026-02-14', end: '2026-03-15' });
    expect(presetRange('thisMonth', '2026-03-15')).toEqual({ start: '2026-03-01', end: '2026-03-15' });
    expect(presetRange('lastMonth', '2026-03-15')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
  });

  it('accepts what the server accepts: ordered, at most 366 days, not after today', () => {
    const valid = (start: string, end: string, today: string) => checkRange({ start, end }, today) === null;
    expect(valid('2026-03-01', '2026-03-15', '2026-03-15')).toBe(true);
    expect(valid('2026-03-16', '2026-03-15', '2026-03-20')).toBe(false);
    expect(valid('2026-03-01', '2026-03-16', '2026-03-15')).toBe(false);
    expect(rangeDays({ start: '2025-03-15', end: '2026-03-15' })).toBe(366);
    expect(valid('2025-03-15', '2026-03-15', '2026-03-15')).toBe(true);
    expect(valid('2025-03-14', '2026-03-15', '2026-03-15')).toBe(false);
    expect(valid('x', '2026-03-15', '2026-03-15')).toBe(false);
  });
});
