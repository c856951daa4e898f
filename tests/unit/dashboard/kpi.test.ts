/** @jest-environment node */
import { formatKpi, kpiChange } from '@/features/dashboard/kpi';

// The KPIs' order and the periods of the switch: as the dashboard page shows them (dashboardPage.test.tsx).
describe('KPI card formatting', () => {
  it('formats money in the report currency with two decimals', () => {
    expect(formatKpi('revenue', 22006.21, 'USD', 'en-US')).toBe('$22,006.21');
    expect(formatKpi('ecpm', 3.5, 'USD', 'en-US')).toBe('$3.50');
    expect(formatKpi('revenue', 1234567.891, 'USD', 'zh-CN')).toBe('$1,234,567.89');
    expect(formatKpi('revenue', 0, 'USD', 'en-US')).toBe('$0.00');
    expect(formatKpi('earnings', 15404.35, 'USD', 'en-US')).toBe('$15,404.35');
    expect(formatKpi('earningsEcpm', 2.45, 'USD', 'en-US')).toBe('$2.45');
  });

  it('formats counts as whole numbers with grouping', () => {
    expect(formatKpi('impressions', 6134181, 'USD', 'en-US')).toBe('6,134,181');
    expect(formatKpi('clicks', 81085, 'USD', 'zh-CN')).toBe('81,085');
  });

  it('formats rates (fractions from the API) as percentages with two decimals', () => {
    expect(formatKpi('fillRate', 0.7899, 'USD', 'en-US')).toBe('78.99%');
    expect(formatKpi('ctr', 0.0132, 'USD', 'zh-CN')).toBe('1.32%');
  });

  it('shows an en dash for missing values, never NaN', () => {
    expect(formatKpi('revenue', null, 'USD', 'en-US')).toBe('–');
    expect(formatKpi('ctr', Number.NaN, 'USD', 'en-US')).toBe('–');
  });
});

describe('change against the previous period', () => {
  it('is relative to the previous value, with sign and direction', () => {
    expect(kpiChange(22006.21, 21460.92, 'en-US')).toEqual({
      ratio: (22006.21 - 21460.92) / 21460.92,
      direction: 'up',
      text: '+2.54%',
    });
    expect(kpiChange(90, 100, 'en-US')).toMatchObject({ direction: 'down', text: '-10.00%' });
    expect(kpiChange(0, 100, 'en-US')).toMatchObject({ direction: 'down', text: '-100.00%' });
  });

  it('treats rates the same way (relative, not percentage points)', () => {
    expect(kpiChange(0.88, 0.8, 'en-US')).toMatchObject({ direction: 'up', text: '+10.00%' });
  });

  it('is flat when the change rounds to 0.00 %', () => {
    expect(kpiChange(100, 100, 'en-US')).toEqual({ ratio: 0, direction: 'flat', text: '0.00%' });
    expect(kpiChange(100000.4, 100000, 'en-US')).toMatchObject({ direction: 'flat', text: '0.00%' });
    expect(kpiChange(0.0132, 0.0133, 'en-US')).toMatchObject({ direction: 'down', text: '-0.75%' });
  });

  it('has nothing to compare with when the previous period is zero or missing', () => {
    expect(kpiChange(50, 0, 'en-US')).toEqual({ ratio: null, direction: 'none', text: '–' });
    expect(kpiChange(50, undefined, 'en-US')).toMatchObject({ direction: 'none', text: '–' });
    expect(kpiChange(0, 0, 'en-US')).toMatchObject({ direction: 'none' });
  });
});
