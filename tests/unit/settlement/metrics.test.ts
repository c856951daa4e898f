/** @jest-environment node */
import { numberFormatOf } from '@/lib/spreadsheet/layout';
import { formatMetric, METRICS, metricKind } from '@/features/settlement/metrics';
import { METRIC_KINDS } from '@/contract/sheet/metricKinds';

const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('metric cells', () => {
  it('lists the metrics in display order: gross, then the headline earnings (issue 31)', () => {
    expect(METRICS.map((m) => m.key)).toEqual([
      'requests',
      'fills',
      'fillRate',
      'impressions',
      'showRate',
      'clicks',
      'ctr',
      'ecpm',
      'revenue',
      'earningsEcpm',
      'earnings',
    ]);
    expect(METRICS.filter((m) => m.gross).map((m) => m.key)).toEqual(['ecpm', 'revenue']);
  });

  it('writes counts as grouped whole numbers', () => {
    expect(formatMetric('requests', 1234567, 'USD', 'en-US')).toBe('1,234,567');
    expect(formatMetric('clicks', 0, 'USD', 'en-US')).toBe('0');
    expect(plain(formatMetric('impressions', 1234567, 'USD', 'fr-FR'))).toBe('1 234 567');
  });

  it('writes rates (fractions 0..1) as percentages with two decimals', () => {
    expect(formatMetric('fillRate', 0.8523, 'USD', 'en-US')).toBe('85.23%');
    expect(formatMetric('showRate', 1, 'USD', 'en-US')).toBe('100.00%');
    expect(formatMetric('ctr', 0.0012, 'USD', 'zh-CN')).toBe('0.12%');
  });

  it('writes eCPM and revenue as money in the report currency', () => {
    expect(formatMetric('revenue', 1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatMetric('ecpm', 3.456, 'USD', 'en-US')).toBe('$3.46');
    expect(formatMetric('revenue', 88, 'CNY', 'zh-CN')).toBe('¥88.00');
    expect(formatMetric('earnings', 61.6, 'USD', 'en-US')).toBe('$61.60');
    expect(formatMetric('earningsEcpm', 2.419, 'USD', 'en-US')).toBe('$2.42');
  });

  it('shows a dash for a missing value, never NaN or 0', () => {
    expect(formatMetric('revenue', undefined, 'USD', 'en-US')).toBe('–');
    expect(formatMetric('fillRate', Number.NaN, 'USD', 'en-US')).toBe('–');
  });

  it('gives spreadsheet formats by kind', () => {
    expect(metricKind('ctr')).toBe('rate');
    expect(metricKind('appName')).toBeUndefined();
    expect(numberFormatOf('rate')).toBe('0.00%');
  });
});

describe("the page's metrics and the one spreadsheet writer agree on each metric's kind (issue 31)", () => {
  it('every metric of the page has the kind the writer formats it by, and the writer knows no other', () => {
    expect(Object.fromEntries(METRICS.map((m) => [m.key, m.kind]))).toEqual(METRIC_KINDS);
  });
});
