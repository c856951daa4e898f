import { isValidRange, MAX_RANGE_DAYS, presetRange, rangeDays, todayIn } from '@/pages/auditReport/range';

describe('audit report date ranges', () => {
  it('takes today in the reporting time zone (UTC+8), not the browser zone', () => {
    expect(todayIn('Asia/Shanghai', Date.parse('2026-03-14T15:59:59Z'))).toBe('2026-03-14');
    expect(todayIn('Asia/Shanghai', Date.parse('2026-03-14T16:00:00Z'))).toBe('2026-03-15');
  });

  it('builds the presets ending today', () => {
    expect(presetRange('last7Days', '2026-03-15')).toEqual(['2026-03-09', '2026-03-15']);
    expect(presetRange('last30Days', '2026-03-15')).toEqual(['2026-02-14', '2026-03-15']);
    expect(presetRange('thisMonth', '2026-03-15')).toEqual(['2026-03-01', '2026-03-15']);
    expect(presetRange('lastMonth', '2026-03-15')).toEqual(['2026-02-01', '2026-02-28']);
    expect(presetRange('lastMonth', '2026-01-05')).toEqual(['2025-12-01', '2025-12-31']);
    expect(presetRange('lastMonth', '2024-03-31')).toEqual(['2024-02-01', '2024-02-29']);
  });

  it('accepts what the server accepts: ordered, at most 366 days, not after today', () => {
    expect(MAX_RANGE_DAYS).toBe(366);
    expect(isValidRange(['2026-03-01', '2026-03-15'], '2026-03-15')).toBe(true);
    expect(isValidRange(['2026-03-16', '2026-03-15'], '2026-03-20')).toBe(false);
    expect(isValidRange(['2026-03-01', '2026-03-16'], '2026-03-15')).toBe(false);
    expect(rangeDays(['2025-03-15', '2026-03-15'])).toBe(366);
    expect(isValidRange(['2025-03-15', '2026-03-15'], '2026-03-15')).toBe(true);
    expect(isValidRange(['2025-03-14', '2026-03-15'], '2026-03-15')).toBe(false);
    expect(isValidRange(['x', '2026-03-15'], '2026-03-15')).toBe(false);
  });
});
